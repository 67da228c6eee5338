package market.feeds.adapters.jdbc.store;

import java.util.UUID;
import org.jdbi.v3.core.Handle;

/**
 * The lock every writer of a vendor's offer values takes first: the vendor's row, {@code FOR NO KEY UPDATE},
 * until the transaction ends. One row instead of one per offer: a 5000-row PATCH then reads its offers without
 * marking each tuple (half the page writes of locking them), concurrent PATCHes, feed runs and dashboard edits
 * of one vendor serialize in a single order (no deadlock whatever order their skus come in), and inserts that
 * only reference the vendor (journal, positions) are not blocked, since {@code NO KEY UPDATE} leaves foreign-key
 * checks ({@code KEY SHARE}) free. A vendor's writes are rate-limited to a few per minute, so serializing them
 * costs nothing in practice.
 */
final class VendorWriteLock {

    /** The lock alone, for writers that send it ahead of their first statement in the same round trip. */
    static final String STATEMENT = "SELECT 1 FROM vendors WHERE id = :vendor FOR NO KEY UPDATE";

    private VendorWriteLock() {
    }

    static void take(Handle handle, UUID vendor) {
        handle.createQuery(STATEMENT)
                .bind("vendor", vendor)
                .mapTo(Integer.class)
                .findOne();
    }
}
