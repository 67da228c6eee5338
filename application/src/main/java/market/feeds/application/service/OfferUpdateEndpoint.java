package market.feeds.application.service;

import java.time.Clock;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.model.Source;
import market.feeds.application.port.in.OfferUpdateResult;
import market.feeds.application.port.in.WriteCommand;
import market.feeds.application.port.out.RejectionLog;
import market.feeds.application.port.out.RequestJournal;
import market.feeds.domain.Rejection;
import market.feeds.domain.field.OfferFields;
import market.feeds.domain.json.RawEnvelope;

/** The work of {@code PATCH /v1/offers} inside its transaction: the shared offers path, its journal entry and rejections. */
final class OfferUpdateEndpoint implements WriteEndpoint<OfferUpdateResult> {

    private final OfferApplication offers;
    private final RequestJournal journal;
    private final RejectionLog rejections;
    private final Clock clock;

    OfferUpdateEndpoint(Stores stores, Clock clock) {
        this.offers = new OfferApplication(stores.offers());
        this.journal = stores.journal();
        this.rejections = stores.rejections();
        this.clock = clock;
    }

    @Override
    public String method() {
        return "PATCH";
    }

    @Override
    public String path() {
        return "/v1/offers";
    }

    @Override
    public Set<String> itemFields() {
        return OfferFields.names();
    }

    @Override
    public OfferUpdateResult execute(WriteCommand command, RawEnvelope envelope, Instant startedAt) {
        OfferOutcome outcome = offers.apply(command.caller().vendor(), envelope.items(), command.dryRun());
        journal.record(JournalEntries.offerUpdate(command.requestId(), command.caller().vendor().id(), Source.API,
                command.dryRun(), startedAt, Timestamps.now(clock), outcome));
        rejections.store(command.requestId(), outcome.stored());
        return new OfferUpdateResult(command.requestId(), outcome.applied(), outcome.unchanged(), outcome.notPublished(),
                outcome.inResponse(), outcome.rejections().size());
    }

    @Override
    public OfferUpdateResult replay(JournalEntry entry, List<Rejection> firstRejections) {
        return new OfferUpdateResult(entry.requestId(), entry.applied().orElse(0), entry.unchanged().orElse(0),
                entry.notPublished().orElse(0), firstRejections.stream().sorted(Comparator.comparingInt(Rejection::index)).toList(),
                entry.rejectedTotal());
    }
}
