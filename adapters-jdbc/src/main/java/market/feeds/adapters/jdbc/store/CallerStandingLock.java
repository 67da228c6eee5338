package market.feeds.adapters.jdbc.store;

import java.util.UUID;
import org.jdbi.v3.core.Handle;

/**
 * What orders a vendor's writes against the end of its standing (decision 0217): a transaction-scoped advisory
 * lock on the vendor, taken shared by every write unit that holds its caller and exclusively by a key revocation or
 * a vendor update. Writes never wait for each other on it; a revocation waits for the writes under way and the
 * writes that come after it wait for its commit, then read the key as revoked. Not the vendor's row: offer writers
 * lock it {@code FOR NO KEY UPDATE} (decision 0801), which would make a product feed wait for a PATCH. The
 * pooled connection's {@code lock_timeout} bounds every wait on it.
 */
final class CallerStandingLock {

    /** First half of the advisory key: which of the service's advisory locks this is ("stan"). */
    private static final int STANDING = 0x7374616e;

    /** The shared hold of a write unit, named by its key: {@code :key}, {@code :standing}. */
    static final String SHARED_BY_KEY = """
            SELECT pg_advisory_xact_lock_shared(:standing, hashtext(CAST(vendor_id AS text)))
            FROM api_keys WHERE id = :key""";

    private CallerStandingLock() {
    }

    static int key() {
        return STANDING;
    }

    /** Waits for every write unit of the vendor that holds its caller; held until the transaction ends. */
    static void takeExclusive(Handle handle, UUID vendor) {
        handle.createQuery("SELECT 1 FROM pg_advisory_xact_lock(:standing, hashtext(CAST(:vendor AS text)))")
                .bind("standing", STANDING)
                .bind("vendor", vendor)
                .mapTo(Integer.class)
                .one();
    }
}
