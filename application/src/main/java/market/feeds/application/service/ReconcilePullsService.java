package market.feeds.application.service;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import market.feeds.application.model.FeedSettings;
import market.feeds.application.port.in.ReconcilePullsUseCase;
import market.feeds.application.port.out.FeedRunLeases;
import market.feeds.application.port.out.FeedSettingsStore;
import market.feeds.application.port.out.PullScheduler;
import market.feeds.application.port.out.RequestJournal;
import market.feeds.domain.feed.PlannedRunRepair;

/**
 * Every vendor's armed run brought back to its settings' plan: run by every process at start and every few
 * minutes, so that a trigger lost with a killed process, a failed arming or a race of saves is mended (0603).
 */
public final class ReconcilePullsService implements ReconcilePullsUseCase {

    private final FeedSettingsStore feedSettings;
    private final PlannedRuns plannedRuns;

    public ReconcilePullsService(FeedSettingsStore feedSettings, PullScheduler scheduler, RequestJournal journal,
                                 FeedRunLeases leases, Clock clock) {
        this.feedSettings = feedSettings;
        this.plannedRuns = new PlannedRuns(feedSettings, scheduler, journal, leases, clock);
    }

    @Override
    public Reconciliation reconcile() {
        int armed = 0;
        List<MissedRun> missed = new ArrayList<>();
        for (FeedSettings settings : feedSettings.all()) {
            PlannedRunRepair repair = plannedRuns.repair(settings);
            armed += repair == PlannedRunRepair.NONE ? 0 : 1;
            if (repair == PlannedRunRepair.RUN_MISSED) {
                missed.add(new MissedRun(settings.vendorId(), settings.nextRunAt()));
            }
        }
        return new Reconciliation(armed, missed);
    }
}
