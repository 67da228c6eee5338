package market.feeds.application.port.out;

import java.time.Instant;
import java.util.Optional;

/**
 * Leases on a vendor's feed run, so that one run at a time applies a vendor's feed across processes.
 * Each acquisition gets a new, larger fencing token; the apply transaction checks its token before it commits.
 */
public interface FeedRunLeases {

    /** Takes the lease when it is free or expired; empty when another live lease holds it. */
    Optional<Lease> acquire(String vendorId, String owner, Instant now, Instant expiresAt);

    /**
     * Inside the apply transaction: locks the lease row and tells whether {@code lease} still holds it.
     * Also reports when the vendor's feed settings are gone, and when the vendor is inactive; the vendor's row is
     * locked too, so a concurrent deactivation either is seen here or waits for the transaction to end.
     * {@link LeaseCheck#VENDOR_INACTIVE} comes before every other answer: such a run keeps nothing (decision 0604).
     */
    LeaseCheck verify(Lease lease, Instant now);

    /** Gives the lease up if still held. */
    void release(Lease lease);

    record Lease(String vendorId, String owner, long fencingToken, Instant expiresAt) {
    }

    enum LeaseCheck { HELD, LOST, EXPIRED, SETTINGS_GONE, VENDOR_INACTIVE }
}
