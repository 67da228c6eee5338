package market.feeds.application.memory;

import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import market.feeds.application.port.out.PullScheduler;

/**
 * Remembers each vendor's next scheduled pull and fires nothing: an embedding application without Quartz
 * asks {@link #due} and calls the pull use case itself.
 */
public final class InMemoryPullScheduler implements PullScheduler {

    private final Map<String, Instant> next = new HashMap<>();

    @Override
    public synchronized void schedule(String vendorId, Instant at) {
        next.put(vendorId, at);
    }

    @Override
    public synchronized void unschedule(String vendorId) {
        next.remove(vendorId);
    }

    @Override
    public synchronized Optional<Instant> pendingRun(String vendorId) {
        return Optional.ofNullable(next.get(vendorId));
    }

    /** Vendors whose run is due at {@code now}. */
    public synchronized java.util.List<String> due(Instant now) {
        return next.entrySet().stream().filter(e -> !e.getValue().isAfter(now)).map(Map.Entry::getKey).sorted().toList();
    }
}
