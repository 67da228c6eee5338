package market.feeds.application.memory;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import market.feeds.application.port.out.OperatorSessionStore;

/** Console sessions held in memory (one node only); thread-safe. */
public final class InMemoryOperatorSessionStore implements OperatorSessionStore {

    private final Map<String, StoredSession> sessions = new HashMap<>();
    private final List<Map.Entry<String, Instant>> failures = new ArrayList<>();

    @Override
    public synchronized void insert(String idHash, String csrfToken, Instant createdAt, Instant expiresAt) {
        sessions.put(idHash, new StoredSession(csrfToken, expiresAt));
    }

    @Override
    public synchronized Optional<StoredSession> find(String idHash, Instant now) {
        return Optional.ofNullable(sessions.get(idHash)).filter(session -> session.expiresAt().isAfter(now));
    }

    @Override
    public synchronized void delete(String idHash) {
        sessions.remove(idHash);
    }

    @Override
    public synchronized int purge(Instant now, Instant failuresBefore) {
        int before = sessions.size() + failures.size();
        sessions.values().removeIf(session -> !session.expiresAt().isAfter(now));
        failures.removeIf(failure -> failure.getValue().isBefore(failuresBefore));
        return before - sessions.size() - failures.size();
    }

    @Override
    public synchronized void recordFailure(String clientAddress, Instant at) {
        failures.add(Map.entry(clientAddress, at));
    }

    @Override
    public synchronized int failuresSince(String clientAddress, Instant since) {
        return (int) failures.stream()
                .filter(failure -> failure.getKey().equals(clientAddress) && !failure.getValue().isBefore(since))
                .count();
    }
}
