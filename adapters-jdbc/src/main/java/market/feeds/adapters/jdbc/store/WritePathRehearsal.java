package market.feeds.adapters.jdbc.store;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import market.feeds.domain.offer.OfferChange;

/**
 * The offers write path's statements run once through the store's own code on data that matches nothing, then
 * rolled back: the sku lookup under the (absent) vendor's lock, the update by address and its by-id fallback. It
 * writes nothing, and leaves the JVM's compiled code for binding and reading 5000-row arrays ready before the
 * first request needs it (decision 0810).
 */
public final class WritePathRehearsal {

    private final JdbiTransactions db;
    private final PgOfferUpdates offers;

    public WritePathRehearsal(JdbiTransactions db, PgOfferUpdates offers) {
        this.db = db;
        this.offers = offers;
    }

    /** One rehearsal of a {@code rows}-row payload. */
    public void run(int rows) {
        String vendor = UUID.randomUUID().toString();
        Set<String> skus = new LinkedHashSet<>();
        List<OfferChange> changes = new ArrayList<>(rows);
        Map<String, OfferAddresses.Address> addresses = new HashMap<>();
        for (int i = 0; i < rows; i++) {
            String offerId = UUID.randomUUID().toString();
            skus.add("rehearsal-" + i);
            changes.add(new OfferChange(offerId, BigDecimal.valueOf(100 + i, 2), BigDecimal.valueOf(i), BigDecimal.ONE,
                    false, Optional.empty()));
            // no offer has a negative seq: every address misses, and the by-id fallback runs too
            addresses.put(offerId, new OfferAddresses.Address("(0," + (i % 200 + 1) + ")", -1 - i));
        }
        try {
            db.inTransaction(() -> {
                offers.skuFacts(vendor, skus, true);
                db.call("rehearsing the offers update", handle -> {
                    OfferAddresses.remember(handle, addresses);
                    return null;
                });
                offers.applyAll(changes);
                throw new RolledBack();
            });
        } catch (RolledBack expected) {
            // the point: nothing the rehearsal did stays
        }
    }

    private static final class RolledBack extends RuntimeException {
        RolledBack() {
            super("rehearsal", null, false, false);
        }
    }
}
