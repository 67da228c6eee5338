package market.feeds.application.port.in;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import market.feeds.application.port.in.admin.AdminResult;
import market.feeds.application.model.RequestStatus;
import market.feeds.domain.Rejection;

/** Runs a vendor's feed pull: fetch, then apply exactly like {@code PATCH /v1/offers}; journaled. */
public interface RunFeedPullUseCase {

    /** The operator's "run now", synchronous. */
    AdminResult<FeedRun> runNow(String vendorSlug);

    /**
     * The scheduler's daily run of a vendor (by id), planned for {@code plannedAt}. Empty when the vendor or its
     * settings are gone, or when the settings plan another instant: a trigger armed for settings since replaced
     * runs nothing, and the settings' own run is armed instead.
     */
    Optional<FeedRun> runScheduled(String vendorId, Instant plannedAt);

    record FeedRun(String requestId, RequestStatus status, Optional<String> code, OptionalInt httpStatus, int applied,
                   int unchanged, int notPublished, List<Rejection> rejected, int rejectedTotal, Instant startedAt,
                   Instant finishedAt) {
        public FeedRun {
            rejected = List.copyOf(rejected);
        }
    }
}
