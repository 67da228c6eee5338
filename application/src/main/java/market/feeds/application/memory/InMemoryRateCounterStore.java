package market.feeds.application.memory;

import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import market.feeds.application.port.out.RateCounterStore;
import market.feeds.domain.limit.RateBucket;

/** Rate counters held in memory per (vendor, bucket, window start); thread-safe. */
public final class InMemoryRateCounterStore implements RateCounterStore {

    private record Window(String vendorId, RateBucket bucket, Instant start) {
    }

    private final Map<Window, Long> counts = new HashMap<>();

    @Override
    public synchronized long increment(String vendorId, RateBucket bucket, Instant windowStart) {
        return counts.merge(new Window(vendorId, bucket, windowStart), 1L, Long::sum);
    }

    @Override
    public synchronized int purgeWindowsBefore(Instant cutoff) {
        int before = counts.size();
        counts.keySet().removeIf(window -> window.start().isBefore(cutoff));
        return before - counts.size();
    }
}
