package market.feeds.application.service;

import java.time.Clock;
import java.time.Instant;
import java.util.Optional;
import market.feeds.application.model.FeedSettings;
import market.feeds.application.model.Source;
import market.feeds.application.port.out.FeedRunLeases;
import market.feeds.application.port.out.FeedSettingsStore;
import market.feeds.application.port.out.PullScheduler;
import market.feeds.application.port.out.RequestJournal;
import market.feeds.domain.feed.DailyRunSchedule;
import market.feeds.domain.feed.PlannedRunRepair;

/**
 * A vendor's planned daily run and the trigger armed for it, kept together (decision 0603): the settings own the
 * plan, a trigger only proposes it. Shared by the run, which arms tomorrow before it works, and the reconciliation.
 */
final class PlannedRuns {

    private final FeedSettingsStore feedSettings;
    private final PullScheduler scheduler;
    private final RequestJournal journal;
    private final FeedRunLeases leases;
    private final Clock clock;

    PlannedRuns(FeedSettingsStore feedSettings, PullScheduler scheduler, RequestJournal journal, FeedRunLeases leases,
                Clock clock) {
        this.feedSettings = feedSettings;
        this.scheduler = scheduler;
        this.journal = journal;
        this.leases = leases;
        this.clock = clock;
    }

    /**
     * The vendor's armed run brought back to the settings' plan, as {@link PlannedRunRepair} decides: the repair made,
     * {@code NONE} when nothing was armed.
     */
    PlannedRunRepair repair(FeedSettings settings) {
        PlannedRunRepair repair = PlannedRunRepair.of(settings.nextRunAt(), scheduler.pendingRun(settings.vendorId()),
                clock.instant(), () -> ranSince(settings.vendorId(), settings.nextRunAt()));
        return switch (repair) {
            case NONE -> repair;
            // A trigger armed in the past fires at once and is told its planned instant (decision 0600).
            case ARM_PLANNED, RUN_MISSED -> {
                scheduler.schedule(settings.vendorId(), settings.nextRunAt());
                yield repair;
            }
            case PLAN_NEXT -> armNext(settings) ? repair : PlannedRunRepair.NONE;
        };
    }

    /**
     * Whether a feed run of the vendor started at or after {@code planned}. Every run leaves a row (0410), but a killed
     * run's row is written only once its lease has ended and a round came by, and a process restarted after the kill
     * reconciles before its first round: the lease it took says so first. A scheduled run takes it before it moves
     * the plan on (0603, amended in session 30), so a passed plan with neither is a run that never started.
     */
    private boolean ranSince(String vendorId, Instant planned) {
        if (leases.lastTakenAt(vendorId).filter(taken -> !taken.isBefore(planned)).isPresent()) {
            return true;
        }
        return journal.list(vendorId, Optional.of(Source.FEED), 1).stream()
                .anyMatch(newest -> !newest.createdAt().isBefore(planned));
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
