package market.feeds.bootstrap.background;

import java.time.Clock;
import java.time.Instant;
import market.feeds.adapters.feedpull.schedule.QuartzPullScheduler;
import market.feeds.application.model.FeedSettings;
import market.feeds.application.port.out.FeedSettingsStore;
import market.feeds.domain.feed.DailyRunSchedule;

/**
 * At start, arms the next pull of every vendor whose settings have no pending run (e.g. settings restored
 * from a backup, or a job store wiped). Pending runs, missed ones included, are left to Quartz.
 */
public final class PullReconciliation {

    private PullReconciliation() {
    }

    public static int armMissing(FeedSettingsStore settings, QuartzPullScheduler scheduler, Clock clock) {
        Instant now = clock.instant();
        int armed = 0;
        for (FeedSettings feed : settings.all()) {
            if (scheduler.pendingRun(feed.vendorId()).isEmpty()) {
                Instant next = feed.nextRunAt().isAfter(now)
                        ? feed.nextRunAt()
                        : DailyRunSchedule.nextRunAfter(now, feed.hour(), feed.timeZone());
                scheduler.schedule(feed.vendorId(), next);
                armed++;
            }
        }
        return armed;
    }
}
