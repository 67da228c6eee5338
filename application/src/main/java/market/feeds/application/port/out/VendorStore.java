package market.feeds.application.port.out;

import java.util.Optional;
import market.feeds.application.model.Vendor;

/** Vendor accounts. */
public interface VendorStore {

    /** Inserts the vendor; false when the slug is taken (nothing written). */
    boolean insert(Vendor vendor);

    Optional<Vendor> bySlug(String slug);

    Optional<Vendor> byId(String id);

    /** Waits for the units that hold a caller of this vendor ({@link ApiKeyStore#callerHeld}), then writes. */
    void update(Vendor vendor);

    /**
     * Vendors whose slug or name contains {@code text} (case-insensitive; blank = all), ordered by slug,
     * skipping {@code offset}, at most {@code limit}.
     */
    java.util.List<Vendor> search(String text, int offset, int limit);
}
