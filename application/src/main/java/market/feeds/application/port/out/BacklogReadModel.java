package market.feeds.application.port.out;

import java.time.Instant;
import java.util.Optional;

/**
 * What waits on the whole service, every vendor and node together: product jobs not yet done and positions not yet
 * resolved by a person. One read gives all of it, so the figures are of one moment (decision 0502, amended s30).
 */
public interface BacklogReadModel {

    Backlog read();

    /**
     * @param oldestQueuedAt when the oldest queued job was created; empty when none is queued
     * @param awaitingReview positions an operator has not reviewed yet
     * @param pendingCatalog positions marked unrecognised, waiting for the catalogue team's product
     */
    record Backlog(long queuedJobs, long runningJobs, Optional<Instant> oldestQueuedAt, long awaitingReview,
                   long pendingCatalog) {
    }
}
