package market.feeds.application.service;

import java.time.Instant;
import java.util.Iterator;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import market.feeds.application.port.out.FeedRunLeases;
import market.feeds.application.port.out.FeedRunLeases.Lease;

/**
 * Leases of this process's runs that could not be given back, because the database was away when the run ended.
 * Left alone, each would hold its vendor's feed until it expired, and a run in that window would be journaled
 * {@code lease_lost} ("another run took the same job") although no run is working. So they are given back before the
 * next run of this process, and by this process's round of dropped runs ({@link RecordDroppedRunsService}), each with
 * whether its run was settled. Expiry stays the guarantee: a lease whose process died, or one still held when another
 * node runs the feed, is freed by time alone, and journaled by the round of dropped runs if its run was not. Releasing
 * checks the fencing token, so a lease some other run has taken since is never touched. Thread-safe.
 */
final class UnreleasedLeases {

    private final FeedRunLeases leases;
    private final Queue<Pending> pending = new ConcurrentLinkedQueue<>();

    UnreleasedLeases(FeedRunLeases leases) {
        this.leases = leases;
    }

    /** Gives {@code lease} back, or keeps it for {@link #retry} when the store cannot be reached. */
    void release(Lease lease, boolean settled) {
        try {
            leases.release(lease, settled);
        } catch (RuntimeException away) {
            keep(lease, settled);
        }
    }

    /** Keeps {@code lease} for {@link #retry} without trying now: the store was just found away. */
    void keep(Lease lease, boolean settled) {
        pending.add(new Pending(lease, settled));
    }

    /**
     * Gives back what earlier runs could not; stops at the first failure. A lease is dropped once it is past the
     * grace of the round of dropped runs: by then that round has settled it, and journaled its run if it had to.
     * Until then a settled release is still worth making, even of an expired lease: without it the round would
     * journal {@code lease_expired} for a run that chose to leave no row (an inactive vendor's, decision 0604).
     */
    void retry(Instant now) {
        for (Iterator<Pending> it = pending.iterator(); it.hasNext(); ) {
            Pending next = it.next();
            if (next.lease().expiresAt().plus(RecordDroppedRunsService.GRACE).isAfter(now)) {
                try {
                    leases.release(next.lease(), next.settled());
                } catch (RuntimeException stillAway) {
                    return;
                }
            }
            it.remove();
        }
    }

    private record Pending(Lease lease, boolean settled) {
    }
}
