package market.feeds.adapters.http.metrics;

import java.time.Instant;
import market.feeds.application.port.in.RunFeedPullUseCase;
import market.feeds.application.port.in.admin.AdminResult;

/**
 * Counts pull runs by outcome and rows by outcome around the real use case. Bootstrap wraps the service
 * once and hands the wrapper to both the scheduler and the operator API, so every run is counted.
 */
public final class MeteredFeedPull implements RunFeedPullUseCase {

    private static final String FEED = "feed";

    private final RunFeedPullUseCase delegate;
    private final HttpMetrics metrics;

    public MeteredFeedPull(RunFeedPullUseCase delegate, HttpMetrics metrics) {
        this.delegate = delegate;
        this.metrics = metrics;
    }

    @Override
    public AdminResult<FeedRun> runNow(String vendorSlug) {
        AdminResult<FeedRun> result = delegate.runNow(vendorSlug);
        if (result instanceof AdminResult.Ok<FeedRun> ok) {
            count(ok.value());
        }
        return result;
    }

    @Override
    public ScheduledRun runScheduled(String vendorId, Instant plannedAt) {
        ScheduledRun outcome = delegate.runScheduled(vendorId, plannedAt);
        outcome.run().ifPresent(this::count);
        return outcome;
    }

    private void count(FeedRun run) {
        metrics.pullRun(run.status().wire(), run.code().orElse("none"));
        metrics.rows(FEED, "applied", run.applied());
        metrics.rows(FEED, "unchanged", run.unchanged());
        metrics.rows(FEED, "rejected", run.rejectedTotal());
    }
}
