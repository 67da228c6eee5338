package market.feeds.application.port.in;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import market.feeds.application.port.in.admin.AdminResult;
import market.feeds.application.model.RequestStatus;
import market.feeds.domain.Rejection;

/**
 * Runs a vendor's feed pull: fetch, then apply exactly like {@code PATCH /v1/offers}; journaled. An inactive
 * vendor's feed is not pulled (decision 0604): found inactive before the fetch, nothing is fetched; found inactive
 * when the run applies, nothing is applied. Either way the run leaves no journal row and no notification.
 */
public interface RunFeedPullUseCase {

    /** The operator's "run now", synchronous; a conflict for a vendor without settings or an inactive one. */
    AdminResult<FeedRun> runNow(String vendorSlug);

    /**
     * The scheduler's daily run of a vendor (by id), planned for {@code plannedAt}. Nothing runs when the vendor or
     * its settings are gone, or when the settings plan another instant: a trigger armed for settings since replaced
     * runs nothing, and the settings' own run is armed instead.
     */
    ScheduledRun runScheduled(String vendorId, Instant plannedAt);

    record FeedRun(String requestId, RequestStatus status, Optional<String> code, OptionalInt httpStatus, int applied,
                   int unchanged, int notPublished, List<Rejection> rejected, int rejectedTotal, Instant startedAt,
                   Instant finishedAt) {
        public FeedRun {
            rejected = List.copyOf(rejected);
        }
    }

    /** What became of a scheduled trigger: a run, nothing, or a run left out because its vendor is inactive. */
    sealed interface ScheduledRun {

        /** The run, journaled, when one was made. */
        default Optional<FeedRun> run() {
            return Optional.empty();
        }

        /** @param vendorSlug how operators know the vendor, for the run's log line */
        record Ran(FeedRun feedRun, String vendorSlug) implements ScheduledRun {
            @Override
            public Optional<FeedRun> run() {
                return Optional.of(feedRun);
            }
        }

        /** The vendor or its settings are gone, or the trigger was armed for settings since replaced. */
        record NothingToRun() implements ScheduledRun {
        }

        /**
         * The vendor is inactive: nothing was applied or journaled, and the next daily run stays armed, so runs resume
         * once the vendor is active again.
         *
         * @param fetched whether the vendor turned inactive while the feed was being fetched, which was then dropped
         */
        record VendorInactive(String vendorSlug, boolean fetched) implements ScheduledRun {
        }
    }
}
