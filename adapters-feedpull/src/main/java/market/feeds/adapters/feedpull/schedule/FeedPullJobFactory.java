package market.feeds.adapters.feedpull.schedule;

import market.feeds.application.port.in.RunFeedPullUseCase;
import org.quartz.Job;
import org.quartz.Scheduler;
import org.quartz.SchedulerException;
import org.quartz.spi.JobFactory;
import org.quartz.spi.TriggerFiredBundle;

/** Builds pull jobs with their use case instead of Quartz's reflective no-argument construction. */
final class FeedPullJobFactory implements JobFactory {

    private final RunFeedPullUseCase pulls;

    FeedPullJobFactory(RunFeedPullUseCase pulls) {
        this.pulls = pulls;
    }

    @Override
    public Job newJob(TriggerFiredBundle bundle, Scheduler scheduler) throws SchedulerException {
        if (bundle.getJobDetail().getJobClass() != FeedPullJob.class) {
            throw new SchedulerException("unexpected job class " + bundle.getJobDetail().getJobClass());
        }
        return new FeedPullJob(pulls);
    }
}
