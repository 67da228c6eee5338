package market.feeds.application.port.out;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Leases on a vendor's feed run, so that one run at a time applies a vendor's feed across processes.
 * Each acquisition gets a new, larger fencing token; the apply transaction checks its token before it commits.
 *
 * <p>A lease is <em>settled</em> once its run left its journal row, or chose to leave none (a vendor found inactive:
 * decision 0604). A lease that ended unsettled is a run dropped before it could be journaled (its process killed, the
 * database away when it ended); it is not taken again until {@link #takeDropped} has handed it over to be journaled
 * {@code lease_expired}, so that no dropped run goes unrecorded (decision 0410).
 */
public interface FeedRunLeases {

    /**
     * Takes the lease when it is free, or ended and settled; the lease taken is unsettled, taken at {@code now}.
     * Empty when another live lease holds it, or when an ended one is still unsettled.
     */
    Optional<Lease> acquire(String vendorId, String owner, Instant now, Instant expiresAt);

    /**
     * Inside the apply transaction: locks the lease row and tells whether {@code lease} still holds it.
     * Also reports when the vendor's feed settings are gone, and when the vendor is inactive; the vendor's row is
     * locked too, so a concurrent deactivation either is seen here or waits for the transaction to end.
     * {@link LeaseCheck#VENDOR_INACTIVE} comes before every other answer: such a run keeps nothing (decision 0604).
     */
    LeaseCheck verify(Lease lease, Instant now);

    /**
     * Ends the lease if {@code lease} still holds it, settled or not. A lease already settled stays settled: a
     * release that comes after {@link #takeDropped} handed the run over must not hand it over twice.
     */
    void release(Lease lease, boolean settled);

    /**
     * Settles every unsettled lease (of {@code vendorId}, or of every vendor) that ended by {@code endedBy}, released
     * or expired, and returns their runs for the caller to journal in the same transaction. A lease another
     * transaction holds (an apply between its {@link #verify} and its commit) is skipped, not waited for: two callers
     * at once take disjoint runs, and each run is returned once.
     */
    List<DroppedRun> takeDropped(Optional<String> vendorId, Instant endedBy);

    /**
     * When the vendor's lease was last taken, whatever became of its run since: the start of its newest run that
     * got as far as its lease. Empty when none ever did (or, on PostgreSQL, only before decision 0410 recorded it).
     * A scheduled run takes its lease before it moves the plan on, so this is the trace of a run that was killed
     * before it could leave its journal row (decision 0603, amended in session 30).
     */
    Optional<Instant> lastTakenAt(String vendorId);

    record Lease(String vendorId, String owner, long fencingToken, Instant expiresAt) {
    }

    /**
     * @param runId     the lease's owner: the run's request id
     * @param startedAt when the run took the lease
     */
    record DroppedRun(String vendorId, String runId, Instant startedAt) {
    }

    enum LeaseCheck { HELD, LOST, EXPIRED, SETTINGS_GONE, VENDOR_INACTIVE }
}
