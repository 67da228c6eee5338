package market.feeds.adapters.jdbc.store;

import java.util.Map;
import java.util.Optional;
import org.jdbi.v3.core.Handle;

/**
 * Where the live offers read under the vendor's write lock lie in the table (their {@code ctid}), remembered for
 * the rest of that transaction, so the offers update reaches each row directly instead of descending
 * {@code offers_pkey} a second time for every id (decision 0808).
 *
 * <p>An address stays right while the lock is held: every writer of an offer's values takes the same lock
 * ({@link VendorWriteLock}), inserts never move existing rows, and nothing can rewrite the table while this
 * transaction holds its lock on it. The update still checks that the row found there is the offer read (by its
 * {@code seq}), and a short count sends it back to the by-id path, so a wrong address can cost time but never a
 * change.
 *
 * <p>Bound to the thread and to the one handle (transaction) that read them; forgotten when that handle closes.
 */
final class OfferAddresses {

    private static final ThreadLocal<OfferAddresses> CURRENT = new ThreadLocal<>();

    private final Handle handle;
    private final Map<String, Address> byOfferId;

    /**
     * Where one offer lay ({@code ctid}) and which row it was there: its {@code seq}, given once per offer by an
     * identity column, which the update compares as a binary {@code bigint} where the offer's id would travel and
     * be parsed as 36 characters of text (decision 0815).
     */
    record Address(String ctid, long seq) {
    }

    private OfferAddresses(Handle handle, Map<String, Address> byOfferId) {
        this.handle = handle;
        this.byOfferId = byOfferId;
    }

    /** Remembers the addresses read on {@code handle} under the vendor's write lock; the map is kept, not copied. */
    static void remember(Handle handle, Map<String, Address> byOfferId) {
        OfferAddresses addresses = new OfferAddresses(handle, byOfferId);
        CURRENT.set(addresses);
        handle.addCleanable(() -> {
            if (CURRENT.get() == addresses) {
                CURRENT.remove();
            }
        });
    }

    /** The addresses read earlier in the transaction of {@code handle}, if it read any. */
    static Optional<Map<String, Address>> of(Handle handle) {
        OfferAddresses addresses = CURRENT.get();
        return addresses != null && addresses.handle == handle ? Optional.of(addresses.byOfferId) : Optional.empty();
    }
}
