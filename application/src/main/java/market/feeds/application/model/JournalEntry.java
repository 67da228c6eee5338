package market.feeds.application.model;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import market.feeds.domain.Warning;
import market.feeds.domain.write.WriteKind;

/**
 * One row of the vendor's request journal: an API write request or a feed run, with its counts.
 *
 * @param endpoint     {@code POST /v1/products}, {@code PATCH /v1/offers} or {@code feed}
 * @param code         the request-level or pull-run code of a failed request
 * @param httpStatus   for a feed run that failed with {@code feed_http_error}, the vendor server's status
 * @param accepted     product feeds only
 * @param applied      offer updates and feed runs only (likewise unchanged, notPublished)
 * @param warnings     product feeds only ({@code warehouse_ambiguous})
 */
public record JournalEntry(String requestId, String vendorId, Source source, String endpoint, boolean dryRun,
                           Instant createdAt, Instant finishedAt, RequestStatus status, Optional<String> code,
                           OptionalInt httpStatus, OptionalInt accepted, OptionalInt applied, OptionalInt unchanged,
                           OptionalInt notPublished, int rejectedTotal, Optional<String> jobId, List<Warning> warnings) {

    /** The endpoint of a feed run; API writes carry their kind's label ({@link WriteKind#journalLabel()}). */
    public static final String FEED_ENDPOINT = "feed";

    /** The journal's endpoint of a write of {@code kind} that came from {@code source}. */
    public static String endpoint(WriteKind kind, Source source) {
        return source == Source.FEED ? FEED_ENDPOINT : kind.journalLabel();
    }

    public JournalEntry {
        Objects.requireNonNull(requestId, "requestId");
        Objects.requireNonNull(vendorId, "vendorId");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(endpoint, "endpoint");
        Objects.requireNonNull(createdAt, "createdAt");
        Objects.requireNonNull(finishedAt, "finishedAt");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(httpStatus, "httpStatus");
        Objects.requireNonNull(accepted, "accepted");
        Objects.requireNonNull(applied, "applied");
        Objects.requireNonNull(unchanged, "unchanged");
        Objects.requireNonNull(notPublished, "notPublished");
        Objects.requireNonNull(jobId, "jobId");
        warnings = List.copyOf(warnings);
    }
}
