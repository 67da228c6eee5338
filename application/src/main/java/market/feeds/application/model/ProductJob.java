package market.feeds.application.model;

import java.time.Instant;
import java.util.Objects;

/** The matching job of one product feed: its accepted rows are matched against the catalogue. */
public record ProductJob(String id, String vendorId, String requestId, JobState state, int rows, int recognised,
                         int unrecognised, Instant createdAt) {

    public ProductJob {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(vendorId, "vendorId");
        Objects.requireNonNull(requestId, "requestId");
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(createdAt, "createdAt");
    }
}
