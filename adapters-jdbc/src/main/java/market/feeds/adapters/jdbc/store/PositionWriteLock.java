package market.feeds.adapters.jdbc.store;

import java.util.UUID;
import org.jdbi.v3.core.Handle;

/**
 * The lock every writer of a vendor's positions takes first, until its transaction ends: a transaction-scoped
 * advisory lock on the vendor. Not a row lock on the vendor: the self-exclusive row locks all conflict with the
 * {@link VendorWriteLock} of offer writers, and a product feed must not wait for a PATCH of the same vendor.
 * A lock that does not exist yet can be waited for, which no row lock on a position to be inserted can: that is
 * what keeps two feeds naming one new sku from opening two reviews. Two vendors whose ids hash alike only share
 * the wait. The pooled connection's {@code lock_timeout} bounds it like any other lock.
 */
final class PositionWriteLock {

    /** First half of the advisory key: which of the service's advisory locks this is ("posi"). */
    private static final int POSITIONS = 0x706f7369;

    private PositionWriteLock() {
    }

    static void take(Handle handle, UUID vendor) {
        handle.createQuery("SELECT 1 FROM pg_advisory_xact_lock(:positions, hashtext(CAST(:vendor AS text)))")
                .bind("positions", POSITIONS)
                .bind("vendor", vendor)
                .mapTo(Integer.class)
                .one();
    }
}
