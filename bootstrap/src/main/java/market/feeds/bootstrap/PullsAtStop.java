package market.feeds.bootstrap;

import java.time.Duration;
import market.feeds.adapters.feedpull.fetch.SafeFeedFetcher;
import market.feeds.adapters.feedpull.schedule.QuartzPullScheduler;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The first step of an orderly stop (decision 0606), started last so that the lifecycle closes it first, before the
 * HTTP server: this process fires no further scheduled run, feed fetches under way get {@link #GRACE} to end, and the
 * rest are cut short. Their runs then end as runs do, journaled {@code lease_expired} with their lease given back,
 * while the pool is still open, and an operator waiting on "run now" gets that run as the answer within the HTTP
 * server's stop timeout. Without a fetch under way the step takes no time.
 */
final class PullsAtStop implements AutoCloseable {

    /** Most feeds are read in well under a second; 2 s plus an apply still fits the HTTP server's 5 s stop timeout. */
    static final Duration GRACE = Duration.ofSeconds(2);
    private static final Logger LOG = LoggerFactory.getLogger(PullsAtStop.class);

    private final QuartzPullScheduler scheduler;
    private final SafeFeedFetcher fetcher;

    PullsAtStop(QuartzPullScheduler scheduler, SafeFeedFetcher fetcher) {
        this.scheduler = scheduler;
        this.fetcher = fetcher;
    }

    @Override
    public void close() {
        scheduler.standby();
        int cut = fetcher.stop(GRACE);
        if (cut > 0) {
            LOG.warn("stopping: {} feed pull(s) still fetching after {} s cut short; each is journaled lease_expired"
                    + " and gives its lease back, and the vendor's next scheduled run retries", cut, GRACE.toSeconds());
        }
    }
}
