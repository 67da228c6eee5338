package market.feeds.application.port.in;

import java.time.Duration;

/** What an operator alerts on: jobs piling up because no worker takes them, and the review waiting for people. */
public interface WatchBacklogsUseCase {

    /** The backlogs now, from the storage every node shares; a storage fault passes as {@code StorageFailure}. */
    Backlogs now();

    /** @param oldestQueuedAge how long the oldest queued job has waited; zero when none waits */
    record Backlogs(long queuedJobs, long runningJobs, Duration oldestQueuedAge, long awaitingReview,
                    long pendingCatalog) {
    }
}
