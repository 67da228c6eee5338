package market.feeds.application.service;

import java.time.Clock;
import java.time.Instant;
import market.feeds.application.model.FeedSettings;
import market.feeds.application.port.out.FeedSettingsStore;
import market.feeds.application.port.out.PullScheduler;
import market.feeds.domain.feed.DailyRunSchedule;
import market.feeds.domain.feed.PlannedRunRepair;

/**
 * A vendor's planned daily run and the trigger armed for it, kept together (decision 0603): the settings own the
 * plan, a trigger only proposes it. Shared by the run, which arms tomorrow before it works, and the reconciliation.
 */
final class PlannedRuns {

    private final FeedSettingsStore feedSettings;
    private final PullScheduler scheduler;
    private final Clock clock;

    PlannedRuns(FeedSettingsStore feedSettings, PullScheduler scheduler, Clock clock) {
        this.feedSettings = feedSettings;
        this.scheduler = scheduler;
        this.clock = clock;
    }

    /** The vendor's armed run brought back to the settings' plan, as {@link PlannedRunRepair} decides; true if armed. */
    boolean repair(FeedSettings settings) {
        return switch (PlannedRunRepair.of(settings.nextRunAt(), scheduler.pendingRun(settings.vendorId()),
                clock.instant())) {
            case NONE -> false;
            case ARM_PLANNED -> {
                scheduler.schedule(settings.vendorId(), settings.nextRunAt());
                yield true;
            }
            case PLAN_NEXT -> armNext(settings);
        };
    }

    /**
     * Plans and arms the next daily run after now, unless the settings were saved anew since they were read: that
     * save planned and armed its own run, and writing this one back would undo its hour or address.
     */
    boolean armNext(FeedSettings settings) {
        Instant next = DailyRunSchedule.nextRunAfter(clock.instant(), settings.hour(), settings.timeZone());
        if (!feedSettings.replanRun(settings.vendorId(), settings.nextRunAt(), next)) {
            return false;
        }
        scheduler.schedule(settings.vendorId(), next);
        return true;
    }
}
