package market.feeds.application.port.out;

import java.time.Instant;
import market.feeds.domain.limit.RateBucket;

/** Request counters per vendor, bucket and fixed window, shared by every process on the database. */
public interface RateCounterStore {

    /** Atomically adds one to the window's counter and returns the count including this request. */
    long increment(String vendorId, RateBucket bucket, Instant windowStart);

    /** Deletes counters of windows that started before {@code cutoff}. */
    int purgeWindowsBefore(Instant cutoff);
}
