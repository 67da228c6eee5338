package market.feeds.bootstrap.background;

import java.time.Clock;
import java.time.Instant;
import java.util.Optional;
import market.feeds.adapters.feedpull.schedule.QuartzPullScheduler;
import market.feeds.application.model.FeedSettings;
import market.feeds.application.port.out.FeedSettingsStore;
import market.feeds.domain.feed.DailyRunSchedule;

/**
 * Makes the armed runs match the settings, at start and then every few minutes on every process (decision 0603):
 * a vendor whose settings have no pending run (settings restored from a backup, a job store wiped, a save that
 * raced a delete, a process killed while arming) gets its planned run armed, or the next one when that instant
 * passed unarmed, and {@code next_run_at} says so; a pending run at another instant than the planned one (two
 * saves at once) is replaced by the planned one. A pending run that is the planned one, missed or not, is left
 * to Quartz, which fires a missed one as soon as a process is back.
 */
public final class PullReconciliation {

    private PullReconciliation() {
    }

    /** @return how many vendors' runs were armed */
    public static int reconcile(FeedSettingsStore settings, QuartzPullScheduler scheduler, Clock clock) {
        Instant now = clock.instant();
        int armed = 0;
        for (FeedSettings feed : settings.all()) {
            Optional<Instant> pending = scheduler.pendingRun(feed.vendorId());
            if (pending.equals(Optional.of(feed.nextRunAt()))) {
                continue;
            }
            if (pending.isEmpty() && !feed.nextRunAt().isAfter(now)) {
                Instant next = DailyRunSchedule.nextRunAfter(now, feed.hour(), feed.timeZone());
                // Only while the settings still plan the passed instant: a save in between armed its own run.
                if (settings.replanRun(feed.vendorId(), feed.nextRunAt(), next)) {
                    scheduler.schedule(feed.vendorId(), next);
                    armed++;
                }
            } else if (feed.nextRunAt().isAfter(now)) {
                scheduler.schedule(feed.vendorId(), feed.nextRunAt());
                armed++;
            }
        }
        return armed;
    }
}
