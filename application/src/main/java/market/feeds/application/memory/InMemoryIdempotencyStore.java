package market.feeds.application.memory;

import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import market.feeds.application.port.out.IdempotencyStore;

/** Idempotency records held in memory per (vendor, key); thread-safe. */
public final class InMemoryIdempotencyStore implements IdempotencyStore {

    private final Map<List<String>, Record> records = new HashMap<>();

    private record Record(String fingerprint, String requestId, Instant createdAt) {
    }

    @Override
    public synchronized Claim claim(String vendorId, String key, String fingerprint, String requestId, Instant now) {
        Record stored = records.get(List.of(vendorId, key));
        if (stored == null) {
            records.put(List.of(vendorId, key), new Record(fingerprint, requestId, now));
            return new Claim.Fresh();
        }
        return stored.fingerprint().equals(fingerprint) ? new Claim.Replay(stored.requestId()) : new Claim.Reused();
    }

    /** A claim here is visible as soon as it is made: nothing is ever in flight. */
    @Override
    public void awaitSettled(String vendorId, String key) {
    }

    @Override
    public synchronized int purgeCreatedBefore(Instant cutoff) {
        int before = records.size();
        records.values().removeIf(record -> record.createdAt().isBefore(cutoff));
        return before - records.size();
    }
}
