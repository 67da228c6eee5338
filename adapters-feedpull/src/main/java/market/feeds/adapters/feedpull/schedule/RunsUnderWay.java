package market.feeds.adapters.feedpull.schedule;

import java.time.Duration;
import market.feeds.adapters.feedpull.BoundedWait;
import org.quartz.JobExecutionContext;
import org.quartz.JobExecutionException;
import org.quartz.JobListener;

/**
 * Counts the pull runs executing in this process, so that the scheduler's close can wait for them with a bound:
 * Quartz's own {@code shutdown(true)} waits without one.
 */
final class RunsUnderWay implements JobListener {

    private int running;

    @Override
    public String getName() {
        return "feed-pull-runs-under-way";
    }

    @Override
    public synchronized void jobToBeExecuted(JobExecutionContext context) {
        running++;
    }

    @Override
    public void jobExecutionVetoed(JobExecutionContext context) {
        // A vetoed job was never counted: Quartz calls this instead of jobToBeExecuted.
    }

    @Override
    public synchronized void jobWasExecuted(JobExecutionContext context, JobExecutionException failure) {
        running--;
        notifyAll();
    }

    /** Waits up to {@code bound} for every run to end; returns how many are still executing. */
    synchronized int awaitNone(Duration bound) {
        BoundedWait.until(this, () -> running == 0, bound);
        return running;
    }
}
