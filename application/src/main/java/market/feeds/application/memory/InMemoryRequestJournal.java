package market.feeds.application.memory;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.model.JournalPlace;
import market.feeds.application.model.RequestStatus;
import market.feeds.application.model.Source;
import market.feeds.application.port.out.RequestJournal;

/** The request journal held in memory; thread-safe. */
public final class InMemoryRequestJournal implements RequestJournal {

    private final Map<String, JournalEntry> byRequestId = new LinkedHashMap<>();

    @Override
    public synchronized void record(JournalEntry entry) {
        if (byRequestId.containsKey(entry.requestId())) {
            throw new IllegalStateException("request " + entry.requestId() + " is journaled");
        }
        byRequestId.put(entry.requestId(), entry);
    }

    @Override
    public synchronized boolean recordFirst(JournalEntry entry) {
        return byRequestId.putIfAbsent(entry.requestId(), entry) == null;
    }

    @Override
    public synchronized Optional<JournalEntry> find(String vendorId, String requestId) {
        return Optional.ofNullable(byRequestId.get(requestId)).filter(entry -> entry.vendorId().equals(vendorId));
    }

    @Override
    public synchronized List<JournalEntry> list(String vendorId, Optional<Source> source, int limit) {
        return newestFirst(vendorId).stream()
                .filter(entry -> source.map(entry.source()::equals).orElse(true))
                .limit(limit)
                .toList();
    }

    @Override
    public synchronized List<JournalEntry> leaf(String vendorId, Optional<Source> source,
                                                Optional<RequestStatus> status, JournalPlace place, int limit) {
        List<JournalEntry> all = newestFirst(vendorId);
        int at = place.requestId().map(id -> all.stream().map(JournalEntry::requestId).toList().indexOf(id)).orElse(-1);
        if (place.requestId().isPresent() && at < 0) {
            return List.of();
        }
        List<JournalEntry> side = new ArrayList<>(place.towardsNewer() ? all.subList(0, at) : all.subList(at + 1,
                all.size()));
        if (place.towardsNewer()) {
            Collections.reverse(side);
        }
        return side.stream()
                .filter(entry -> source.map(entry.source()::equals).orElse(true))
                .filter(entry -> status.map(entry.status()::equals).orElse(true))
                .limit(limit)
                .toList();
    }

    /** Newest first by creation time; among equal times the later recorded first. */
    private List<JournalEntry> newestFirst(String vendorId) {
        List<JournalEntry> entries = new ArrayList<>(byRequestId.values());
        Collections.reverse(entries);
        return entries.stream()
                .filter(entry -> entry.vendorId().equals(vendorId))
                .sorted((a, b) -> b.createdAt().compareTo(a.createdAt()))
                .toList();
    }

    /** No idempotency record refers to an entry here, and the round purged its rejections first (30 days). */
    @Override
    public synchronized int purgeCreatedBefore(Instant cutoff) {
        int before = byRequestId.size();
        byRequestId.values().removeIf(entry -> entry.createdAt().isBefore(cutoff));
        return before - byRequestId.size();
    }

    synchronized Optional<Instant> createdAt(String requestId) {
        return Optional.ofNullable(byRequestId.get(requestId)).map(JournalEntry::createdAt);
    }
}
