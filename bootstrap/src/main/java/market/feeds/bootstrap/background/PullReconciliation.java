package market.feeds.bootstrap.background;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import market.feeds.adapters.feedpull.schedule.QuartzPullScheduler;
import market.feeds.application.model.FeedSettings;
import market.feeds.application.port.out.FeedSettingsStore;
import market.feeds.domain.feed.DailyRunSchedule;

/**
 * Makes the armed runs match the settings, at start and then every few minutes on every process (decision 0603):
 * a vendor whose settings have no pending run at their planned instant (settings restored from a backup, a job
 * store wiped, a save that raced a delete or lost its commit, a process killed while arming) gets its planned run
 * armed, or the next one when that instant passed unarmed ({@link #RUN_IN_FLIGHT} after it), and {@code next_run_at}
 * says so; arming removes a trigger at any other instant. A pending run that is the planned one, missed or not, is
 * left to Quartz, which fires a missed one as soon as a process is back.
 */
public final class PullReconciliation {

    private PullReconciliation() {
    }

    /**
     * A planned instant that passed without its trigger is left this long to the run that may be in flight for it:
     * Quartz consumes a one-shot trigger as it fires, and the run replans the settings a moment later. Replanning in
     * between would make that run find another plan and run nothing.
     */
    static final Duration RUN_IN_FLIGHT = Duration.ofMinutes(10);

    /** @return how many vendors' runs were armed */
    public static int reconcile(FeedSettingsStore settings, QuartzPullScheduler scheduler, Clock clock) {
        Instant now = clock.instant();
        int armed = 0;
        for (FeedSettings feed : settings.all()) {
            Optional<Instant> pending = scheduler.pendingRun(feed.vendorId());
            if (pending.equals(Optional.of(feed.nextRunAt()))) {
                continue;
            }
            if (feed.nextRunAt().isAfter(now)) {
                // Missing, or at another instant (two saves at once): arming removes every other trigger.
                scheduler.schedule(feed.vendorId(), feed.nextRunAt());
                armed++;
            } else if (feed.nextRunAt().plus(RUN_IN_FLIGHT).isBefore(now)) {
                // Passed with no trigger of its own: the day's run is lost, the next one is planned and shown.
                Instant next = DailyRunSchedule.nextRunAfter(now, feed.hour(), feed.timeZone());
                // Only while the settings still plan the passed instant: a save in between armed its own run.
                if (settings.replanRun(feed.vendorId(), feed.nextRunAt(), next)) {
                    scheduler.schedule(feed.vendorId(), next);
                    armed++;
                }
            }
        }
        return armed;
    }
}
