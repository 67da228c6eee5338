package market.feeds.adapters.feedpull.schedule;

import java.time.Instant;
import market.feeds.application.port.in.RunFeedPullUseCase;
import market.feeds.application.port.in.RunFeedPullUseCase.ScheduledRun;
import org.quartz.DisallowConcurrentExecution;
import org.quartz.Job;
import org.quartz.JobExecutionContext;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The Quartz job of one vendor's daily pull: it only calls the use case, which journals and re-arms. */
@DisallowConcurrentExecution
final class FeedPullJob implements Job {

    static final String VENDOR_ID = "vendorId";
    private static final Logger LOG = LoggerFactory.getLogger(FeedPullJob.class);

    private final RunFeedPullUseCase pulls;

    FeedPullJob(RunFeedPullUseCase pulls) {
        this.pulls = pulls;
    }

    @Override
    public void execute(JobExecutionContext context) {
        String vendorId = context.getMergedJobDataMap().getString(VENDOR_ID);
        try {
            // The instant the trigger was armed for, also when it fires late (every process was down at the time):
            // the one-shot trigger's start. Not its scheduled fire time, which Quartz's "fire now" misfire handling
            // sets to the late firing itself, so that the run would take itself for one of replaced settings.
            Instant plannedAt = context.getTrigger().getStartTime().toInstant();
            ScheduledRun outcome = pulls.runScheduled(vendorId, plannedAt);
            if (outcome instanceof ScheduledRun.VendorInactive inactive) {
                // No journal row tells of a run left out (decision 0604); this line does, for the operator.
                LOG.info("pull skipped vendor={} slug={}: the vendor is inactive{}", vendorId, inactive.vendorSlug(),
                        inactive.fetched() ? "; it turned inactive during the fetch, nothing was applied" : "");
            }
            if (outcome instanceof ScheduledRun.Ran ran) {
                // The slug is how operators know the vendor (the operator API, the console); the id joins the rest.
                LOG.info("pull run vendor={} slug={} request_id={} status={} code={}", vendorId, ran.vendorSlug(),
                        ran.feedRun().requestId(), ran.feedRun().status().wire(), ran.feedRun().code().orElse("-"));
            }
        } catch (RuntimeException e) {
            // The use case journals its own failures; this only keeps a fault from killing the worker thread.
            LOG.error("pull run vendor={} failed unexpectedly", vendorId, e);
        }
    }
}
