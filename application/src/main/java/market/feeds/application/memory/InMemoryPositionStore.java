package market.feeds.application.memory;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiPredicate;
import market.feeds.application.model.Position;
import market.feeds.application.port.out.KeysetPage;
import market.feeds.application.port.out.PositionStore;
import market.feeds.domain.position.PositionState;

/** Positions of the review screen held in memory, in insertion order; thread-safe. */
public final class InMemoryPositionStore implements PositionStore {

    private final Map<String, Position> byId = new LinkedHashMap<>();
    private final BiPredicate<String, String> liveOffer;

    /** @param liveOffer (vendor id, offer id) → the offer exists and is not deleted */
    public InMemoryPositionStore(BiPredicate<String, String> liveOffer) {
        this.liveOffer = liveOffer;
    }

    /** The in-memory units already run one at a time ({@code InMemoryTransactions}). */
    @Override
    public void holdForWriting(String vendorId) {
    }

    @Override
    public synchronized void insertAll(Collection<Position> positions) {
        for (Position position : positions) {
            if (byId.containsKey(position.id())) {
                throw new IllegalStateException("position " + position.id() + " exists");
            }
        }
        positions.forEach(position -> byId.put(position.id(), position));
    }

    @Override
    public synchronized void updateAll(Collection<Position> positions) {
        for (Position position : positions) {
            if (byId.containsKey(position.id())) {
                byId.put(position.id(), position);
            }
        }
    }

    /** Positions in {@code state} over every vendor, for the backlog read model. */
    synchronized long countIn(PositionState state) {
        return byId.values().stream().filter(position -> position.state() == state).count();
    }

    @Override
    public List<Position> currentBySkus(String vendorId, Set<String> skus) {
        Map<String, Position> unresolved = new LinkedHashMap<>();
        List<Position> linked = new ArrayList<>();
        synchronized (this) {
            for (Position position : byId.values()) {
                if (!position.vendorId().equals(vendorId) || position.sku().filter(skus::contains).isEmpty()) {
                    continue;
                }
                if (position.state() == PositionState.LINKED) {
                    linked.add(position);
                } else {
                    unresolved.putIfAbsent(position.sku().get(), position);
                }
            }
        }
        // Offer liveness is asked outside this monitor: the offer store is another monitor.
        Map<String, Position> current = new LinkedHashMap<>(unresolved);
        for (Position position : linked) {
            boolean live = position.offerId().filter(offerId -> liveOffer.test(vendorId, offerId)).isPresent();
            if (live) {
                current.putIfAbsent(position.sku().get(), position);
            }
        }
        return List.copyOf(current.values());
    }

    @Override
    public synchronized Optional<Position> byId(String vendorId, String positionId) {
        return Optional.ofNullable(byId.get(positionId)).filter(position -> position.vendorId().equals(vendorId));
    }

    @Override
    public synchronized List<Position> list(String vendorId, Optional<PositionState> state, Optional<String> sku,
                                            KeysetPage page) {
        List<Position> inOrder = List.copyOf(byId.values());
        int start = page.after().map(after -> inOrder.indexOf(byId.get(after)) + 1).orElse(0);
        if (page.after().isPresent() && start == 0) {
            return List.of(); // as in the database: no position to start after, no page
        }
        return inOrder.subList(start, inOrder.size()).stream()
                .filter(position -> position.vendorId().equals(vendorId))
                .filter(position -> state.map(position.state()::equals).orElse(true))
                .filter(position -> sku.map(wanted -> position.sku().filter(wanted::equals).isPresent()).orElse(true))
                .limit(page.limit())
                .toList();
    }

    @Override
    public synchronized List<Position> page(String vendorId, PositionState state, int offset, int limit) {
        return byId.values().stream()
                .filter(p -> p.vendorId().equals(vendorId) && p.state() == state)
                .skip(offset).limit(limit).toList();
    }

    @Override
    public synchronized List<Backlog> backlogs(int limit) {
        Map<String, int[]> counts = new LinkedHashMap<>();
        for (Position p : byId.values()) {
            if (p.state() != PositionState.LINKED) {
                counts.computeIfAbsent(p.vendorId(), v -> new int[2])[p.state() == PositionState.AWAITING_REVIEW ? 0 : 1]++;
            }
        }
        return counts.entrySet().stream().map(e -> new Backlog(e.getKey(), e.getValue()[0], e.getValue()[1]))
                .sorted(Comparator.comparingInt((Backlog b) -> b.awaitingReview() + b.pendingCatalog()).reversed())
                .limit(limit).toList();
    }

    @Override
    public synchronized int count(String vendorId, PositionState state) {
        return (int) byId.values().stream().filter(p -> p.vendorId().equals(vendorId) && p.state() == state).count();
    }

    @Override
    public synchronized List<Position> forJob(String jobId) {
        return byId.values().stream().filter(position -> position.jobId().filter(jobId::equals).isPresent()).toList();
    }

    @Override
    public synchronized int countUnresolved(String vendorId) {
        return (int) byId.values().stream()
                .filter(position -> position.vendorId().equals(vendorId) && position.state() != PositionState.LINKED)
                .count();
    }

    @Override
    public synchronized int countAwaitingWithSuggestion(String vendorId) {
        return awaitingWithSuggestion(vendorId).size();
    }

    @Override
    public synchronized List<Position> awaitingWithSuggestion(String vendorId) {
        return byId.values().stream()
                .filter(position -> position.vendorId().equals(vendorId))
                .filter(position -> position.state() == PositionState.AWAITING_REVIEW)
                .filter(position -> position.suggestedCatalogProductId().isPresent())
                .sorted(Comparator.comparing(Position::id))
                .toList();
    }
}
