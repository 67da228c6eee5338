package market.feeds.application.service;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import market.feeds.application.json.StrictJsonReader;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.model.Source;
import market.feeds.application.port.in.OfferUpdateResult;
import market.feeds.application.port.in.UpdateOffersUseCase;
import market.feeds.application.port.in.WriteCommand;
import market.feeds.application.port.in.WriteOutcome;
import market.feeds.application.port.out.ApiKeyStore;
import market.feeds.application.port.out.IdempotencyStore;
import market.feeds.application.port.out.OfferUpdates;
import market.feeds.application.port.out.RejectionLog;
import market.feeds.application.port.out.RequestJournal;
import market.feeds.application.port.out.Transactions;
import market.feeds.domain.Rejection;
import market.feeds.domain.json.RawEnvelope;
import market.feeds.domain.write.WriteKind;

/** An offer update: the shared write path ({@link WriteFlow}) around the shared offers path, its journal entry and rejections. */
public final class UpdateOffersService implements UpdateOffersUseCase {

    private final WriteFlow flow;
    private final OfferApplication offers;
    private final RequestJournal journal;
    private final RejectionLog rejections;
    private final Clock clock;

    public UpdateOffersService(StrictJsonReader reader, Transactions transactions, ApiKeyStore keys,
                               IdempotencyStore idempotency, RequestJournal journal, RejectionLog rejections,
                               OfferUpdates offers, Clock clock) {
        this.flow = new WriteFlow(reader, transactions, keys, idempotency, journal, rejections, clock);
        this.offers = new OfferApplication(offers);
        this.journal = journal;
        this.rejections = rejections;
        this.clock = clock;
    }

    @Override
    public WriteOutcome<OfferUpdateResult> update(WriteCommand command) {
        return flow.run(command, WriteKind.OFFER_UPDATE, this::execute, UpdateOffersService::replay);
    }

    private OfferUpdateResult execute(WriteCommand command, RawEnvelope envelope, Instant startedAt) {
        OfferOutcome outcome = offers.apply(command.caller().vendor(), envelope.items(), command.dryRun());
        journal.record(JournalEntries.offerUpdate(command.requestId(), command.caller().vendor().id(), Source.API,
                command.dryRun(), startedAt, Timestamps.now(clock), outcome));
        rejections.store(command.requestId(), outcome.stored());
        return new OfferUpdateResult(command.requestId(), outcome.applied(), outcome.unchanged(), outcome.notPublished(),
                outcome.inResponse(), outcome.rejections().size());
    }

    private static OfferUpdateResult replay(JournalEntry entry, List<Rejection> firstRejections) {
        return new OfferUpdateResult(entry.requestId(), entry.applied().orElse(0), entry.unchanged().orElse(0),
                entry.notPublished().orElse(0), firstRejections, entry.rejectedTotal());
    }
}
