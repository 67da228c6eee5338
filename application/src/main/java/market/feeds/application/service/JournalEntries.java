package market.feeds.application.service;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.model.RequestStatus;
import market.feeds.application.model.Source;
import market.feeds.domain.Warning;
import market.feeds.domain.code.PullRunCode;
import market.feeds.domain.write.WriteKind;

/** The journal entries the services write, so every field of a kind of entry is set in one place. */
final class JournalEntries {

    private JournalEntries() {
    }

    /** A request or run refused as a whole: its code, no counts, nothing rejected. */
    static JournalEntry failed(String requestId, String vendorId, Source source, String endpoint, boolean dryRun,
                               Instant startedAt, Instant finishedAt, String code, OptionalInt httpStatus) {
        return new JournalEntry(requestId, vendorId, source, endpoint, dryRun, startedAt, finishedAt, RequestStatus.FAILED,
                Optional.of(code), httpStatus, OptionalInt.empty(), OptionalInt.empty(), OptionalInt.empty(),
                OptionalInt.empty(), 0, Optional.empty(), List.of());
    }

    /** A feed run answered 304: succeeded, nothing applied, nothing rejected (decision 0601). */
    static JournalEntry notModified(String requestId, String vendorId, Instant startedAt, Instant finishedAt) {
        return new JournalEntry(requestId, vendorId, Source.FEED, JournalEntry.FEED_ENDPOINT, false, startedAt,
                finishedAt, RequestStatus.SUCCEEDED, Optional.of(PullRunCode.NOT_MODIFIED.wire()), OptionalInt.of(304),
                OptionalInt.empty(), OptionalInt.of(0), OptionalInt.of(0), OptionalInt.of(0), 0, Optional.empty(),
                List.of());
    }

    static JournalEntry productFeed(String requestId, String vendorId, boolean dryRun, Instant startedAt,
                                    Instant finishedAt, int accepted, int rejectedTotal, Optional<String> jobId,
                                    List<Warning> warnings) {
        return new JournalEntry(requestId, vendorId, Source.API, WriteKind.PRODUCT_FEED.journalLabel(), dryRun, startedAt,
                finishedAt, RequestStatus.SUCCEEDED, Optional.empty(), OptionalInt.empty(), OptionalInt.of(accepted),
                OptionalInt.empty(), OptionalInt.empty(), OptionalInt.empty(), rejectedTotal, jobId, warnings);
    }

    static JournalEntry offerUpdate(String requestId, String vendorId, Source source, boolean dryRun,
                                    Instant startedAt, Instant finishedAt, OfferOutcome outcome) {
        return new JournalEntry(requestId, vendorId, source, JournalEntry.endpoint(WriteKind.OFFER_UPDATE, source), dryRun, startedAt, finishedAt,
                RequestStatus.SUCCEEDED, Optional.empty(), OptionalInt.empty(), OptionalInt.empty(),
                OptionalInt.of(outcome.applied()), OptionalInt.of(outcome.unchanged()),
                OptionalInt.of(outcome.notPublished()), outcome.rejections().size(), Optional.empty(), List.of());
    }
}
