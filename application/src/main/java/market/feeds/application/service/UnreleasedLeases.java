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
 * next run of this process. Expiry stays the guarantee: a lease whose process died, or one still held when another
 * node runs the feed, is freed by time alone. Releasing checks the fencing token, so a lease some other run has taken
 * since is never touched.
 */
final class UnreleasedLeases {

    private final FeedRunLeases leases;
    private final Queue<Lease> pending = new ConcurrentLinkedQueue<>();

    UnreleasedLeases(FeedRunLeases leases) {
        this.leases = leases;
    }

    /** Gives {@code lease} back, or keeps it for {@link #retry} when the store cannot be reached. */
    void release(Lease lease) {
        try {
            leases.release(lease);
        } catch (RuntimeException away) {
            pending.add(lease);
        }
    }

    /** Gives back what earlier runs could not, dropping leases that have expired by now; stops at the first failure. */
    void retry(Instant now) {
        for (Iterator<Lease> it = pending.iterator(); it.hasNext(); ) {
            Lease lease = it.next();
            if (lease.expiresAt().isAfter(now)) {
                try {
                    leases.release(lease);
                } catch (RuntimeException stillAway) {
                    return;
                }
            }
            it.remove();
        }
    }
}
