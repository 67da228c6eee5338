package market.feeds.application.memory;

import java.time.Instant;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import market.feeds.application.port.out.RejectionLog;
import market.feeds.domain.Rejection;

/** Stored rejections held in memory per request, ordered by index; thread-safe. */
public final class InMemoryRejectionLog implements RejectionLog {

    private final Map<String, List<Rejection>> byRequest = new HashMap<>();
    private final InMemoryRequestJournal journal;

    /** @param journal tells when a request was created, for the purge */
    public InMemoryRejectionLog(InMemoryRequestJournal journal) {
        this.journal = journal;
    }

    @Override
    public synchronized void store(String requestId, List<Rejection> rejections) {
        if (rejections.isEmpty()) {
            return;
        }
        List<Rejection> merged = new java.util.ArrayList<>(byRequest.getOrDefault(requestId, List.of()));
        merged.addAll(rejections);
        merged.sort(Comparator.comparingInt(Rejection::index));
        byRequest.put(requestId, List.copyOf(merged));
    }

    @Override
    public synchronized List<Rejection> page(String requestId, int offset, int limit) {
        List<Rejection> all = byRequest.getOrDefault(requestId, List.of());
        int from = Math.min(offset, all.size());
        int to = (int) Math.min((long) from + limit, all.size());
        return List.copyOf(all.subList(from, to));
    }

    @Override
    public synchronized int purgeStoredBefore(Instant cutoff) {
        int purged = 0;
        var it = byRequest.entrySet().iterator();
        while (it.hasNext()) {
            var entry = it.next();
            if (journal.createdAt(entry.getKey()).filter(created -> created.isBefore(cutoff)).isPresent()) {
                purged += entry.getValue().size();
                it.remove();
            }
        }
        return purged;
    }
}
