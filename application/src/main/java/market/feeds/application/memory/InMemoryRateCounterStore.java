package market.feeds.application.memory;

import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import market.feeds.application.model.RateLogRead;
import market.feeds.application.port.out.RateCounterStore;
import market.feeds.domain.limit.RateBucket;

/** Rate logs held in memory per (vendor, bucket); one lock makes each read-decide-write atomic. */
public final class InMemoryRateCounterStore implements RateCounterStore {

    private record Key(String vendorId, RateBucket bucket) {
    }

    private final Map<Key, List<Instant>> logs = new HashMap<>();

    @Override
    public synchronized <T> T update(String vendorId, RateBucket bucket, Optional<RateLogRead> readAhead,
                                     Function<List<Instant>, LogUpdate<T>> decide) {
        // no versions here: under the one lock the log read now is always the one to judge
        Key key = new Key(vendorId, bucket);
        LogUpdate<T> update = decide.apply(logs.getOrDefault(key, List.of()));
        logs.put(key, update.newLog());
        return update.result();
    }

    @Override
    public synchronized int purgeLogsIdleBefore(Instant cutoff) {
        int before = logs.size();
        logs.values().removeIf(log -> log.stream().allMatch(hit -> hit.isBefore(cutoff)));
        return before - logs.size();
    }
}
