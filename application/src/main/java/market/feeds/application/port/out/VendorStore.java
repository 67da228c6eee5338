package market.feeds.application.port.out;

import java.util.Optional;
import market.feeds.application.model.Vendor;

/** Vendor accounts. */
public interface VendorStore {

    /** Inserts the vendor; false when the slug is taken (nothing written). */
    boolean insert(Vendor vendor);

    Optional<Vendor> bySlug(String slug);

    Optional<Vendor> byId(String id);

    /**
     * Sets the flags given, and only those, of the vendor with this id in one step: two operators changing different
     * flags at once both keep their change (decision 0218). Waits for the units that hold a caller of this vendor
     * ({@link ApiKeyStore#callerHeld}) first. The vendor as it is after the change; empty for an unknown id.
     */
    Optional<Vendor> changeFlags(String vendorId, Optional<Boolean> active, Optional<Boolean> mayPublish);

    /**
     * Vendors whose slug or name contains {@code text} (case-insensitive; blank = all), ordered by slug,
     * skipping {@code offset}, at most {@code limit}.
     */
    java.util.List<Vendor> search(String text, int offset, int limit);

    /** How many vendors {@link #search} finds for {@code text} in all, counting no further than {@code atMost}. */
    int count(String text, int atMost);
}
