package market.feeds.application.port.out;

import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import market.feeds.application.model.Position;
import market.feeds.domain.position.PositionState;

/** Positions of the review screen. Batch methods write a whole feed's rows in one statement. */
public interface PositionStore {

    /**
     * Holds the vendor's positions for writing until the transaction ends. Every writer of positions (a product
     * feed, the review's link and mark actions, the matching job) takes it before it reads what it will change, so
     * their read-decide-write never interleaves: concurrent feeds naming one new sku open one review, and a link is
     * never undone by a refresh or a match written from an older read. Offer writers are not held by it.
     */
    void holdForWriting(String vendorId);

    void insertAll(Collection<Position> positions);

    /**
     * Replaces the stored data of existing positions (same ids) with the given values in one batch:
     * descriptive data, price/stock/moq, warehouse, timestamps, request, index, warnings, job, state and suggestion.
     */
    void updateAll(Collection<Position> positions);

    /**
     * For each of the vendor's {@code skus}: the position that is awaiting review or pending catalogue, else the
     * linked one with a live offer. At most one per sku; skus without such a position are absent.
     */
    List<Position> currentBySkus(String vendorId, Set<String> skus);

    Optional<Position> byId(String vendorId, String positionId);

    /**
     * One page of the vendor's positions, optionally only those in {@code state} or of {@code sku}, oldest first.
     * The page's key is a position's id: the next page starts after that position, wherever it stands now.
     */
    List<Position> list(String vendorId, Optional<PositionState> state, Optional<String> sku, KeysetPage page);

    List<Position> forJob(String jobId);

    /** One page of the vendor's positions in {@code state}, oldest first (the review screen's order). */
    List<Position> page(String vendorId, PositionState state, int offset, int limit);

    int count(String vendorId, PositionState state);

    /** Vendors with positions awaiting review or pending catalogue, the largest backlog first, at most {@code limit}. */
    List<Backlog> backlogs(int limit);

    record Backlog(String vendorId, int awaitingReview, int pendingCatalog) {
    }

    /** Number of the vendor's positions awaiting review or pending catalogue (the review backlog). */
    int countUnresolved(String vendorId);

    /** The vendor's positions awaiting review that carry a suggestion. */
    List<Position> awaitingWithSuggestion(String vendorId);

    /** How many {@link #awaitingWithSuggestion} would give, without reading them (the console's confirmation). */
    int countAwaitingWithSuggestion(String vendorId);
}
