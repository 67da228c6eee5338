package market.feeds.application.testing;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.model.RequestStatus;
import market.feeds.application.model.Source;
import market.feeds.domain.Warning;
import market.feeds.domain.write.WriteKind;

/** Builds a succeeded offer-update journal entry of the API unless told otherwise. */
public final class JournalEntryBuilder {

    private String requestId = TestData.id();
    private String vendorId = TestData.id();
    private Source source = Source.API;
    private String endpoint = WriteKind.OFFER_UPDATE.journalLabel();
    private Instant createdAt = TestData.T0;
    private RequestStatus status = RequestStatus.SUCCEEDED;
    private Optional<String> code = Optional.empty();
    private OptionalInt httpStatus = OptionalInt.empty();
    private OptionalInt accepted = OptionalInt.empty();
    private OptionalInt applied = OptionalInt.of(2);
    private int rejectedTotal = 1;
    private Optional<String> jobId = Optional.empty();
    private List<Warning> warnings = List.of();

    public JournalEntryBuilder withRequestId(String value) {
        requestId = value;
        return this;
    }

    public JournalEntryBuilder forVendor(String value) {
        vendorId = value;
        return this;
    }

    public JournalEntryBuilder createdAt(Instant value) {
        createdAt = value;
        return this;
    }

    public JournalEntryBuilder fromFeed() {
        source = Source.FEED;
        endpoint = JournalEntry.FEED_ENDPOINT;
        return this;
    }

    public JournalEntryBuilder failedWith(String value, OptionalInt status) {
        this.status = RequestStatus.FAILED;
        code = Optional.of(value);
        httpStatus = status;
        applied = OptionalInt.empty();
        rejectedTotal = 0;
        return this;
    }

    public JournalEntryBuilder productFeed(int acceptedRows, String job, List<Warning> rowWarnings) {
        endpoint = WriteKind.PRODUCT_FEED.journalLabel();
        accepted = OptionalInt.of(acceptedRows);
        applied = OptionalInt.empty();
        jobId = Optional.ofNullable(job);
        warnings = rowWarnings;
        return this;
    }

    public JournalEntryBuilder rejectedTotal(int value) {
        rejectedTotal = value;
        return this;
    }

    public JournalEntry build() {
        boolean offers = applied.isPresent();
        return new JournalEntry(requestId, vendorId, source, endpoint, false, createdAt, createdAt.plusMillis(5), status,
                code, httpStatus, accepted, applied, offers ? OptionalInt.of(1) : OptionalInt.empty(),
                offers ? OptionalInt.of(0) : OptionalInt.empty(), rejectedTotal, jobId, warnings);
    }
}
