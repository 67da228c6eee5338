package market.feeds.application.service;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import market.feeds.application.port.in.WatchBacklogsUseCase;
import market.feeds.application.port.out.BacklogReadModel;

/** Reads the backlogs once and ages the oldest queued job by this node's clock. */
public final class WatchBacklogsService implements WatchBacklogsUseCase {

    private final BacklogReadModel backlogs;
    private final Clock clock;

    public WatchBacklogsService(BacklogReadModel backlogs, Clock clock) {
        this.backlogs = backlogs;
        this.clock = clock;
    }

    @Override
    public Backlogs now() {
        BacklogReadModel.Backlog read = backlogs.read();
        Instant now = clock.instant();
        // A job created by a node whose clock is slightly ahead of this one's has not waited less than nothing.
        Duration age = read.oldestQueuedAt().map(created -> Duration.between(created, now))
                .filter(waited -> !waited.isNegative()).orElse(Duration.ZERO);
        return new Backlogs(read.queuedJobs(), read.runningJobs(), age, read.awaitingReview(), read.pendingCatalog());
    }
}
