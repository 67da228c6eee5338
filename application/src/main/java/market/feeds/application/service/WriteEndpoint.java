package market.feeds.application.service;

import java.time.Instant;
import java.util.List;
import java.util.Set;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.port.in.WriteCommand;
import market.feeds.domain.Rejection;
import market.feeds.domain.json.RawEnvelope;

/** What differs between the two write endpoints inside the shared {@link WriteFlow}. */
interface WriteEndpoint<R> {

    String method();

    String path();

    /** Member names an item may carry; any other is {@code unknown_field}. */
    Set<String> itemFields();

    /**
     * Does the request's work inside its transaction, after the idempotency claim, journal and rejections
     * included. Throws {@link Refusal} to refuse the request (rolling its writes back).
     */
    R execute(WriteCommand command, RawEnvelope envelope, Instant startedAt);

    /** The stored result of an earlier request, from its journal entry and its first stored rejections. */
    R replay(JournalEntry entry, List<Rejection> firstRejections);
}
