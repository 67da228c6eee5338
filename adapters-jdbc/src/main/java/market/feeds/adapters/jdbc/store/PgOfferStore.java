package market.feeds.adapters.jdbc.store;

import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.UUID;
import market.feeds.application.model.Offer;
import market.feeds.application.port.out.KeysetPage;
import market.feeds.application.port.out.OfferStore;
import org.jdbi.v3.core.statement.Query;
import org.jdbi.v3.core.statement.Update;

/**
 * Offers in {@code offers} as the dashboard and the review see them: created, read, changed and deleted one at a
 * time or, when the review confirms all, in one statement. Each new offer's row in {@code sku_mappings} is still
 * written, for nodes of an earlier version that read it during a rolling deploy; nothing reads it (decision 0820). An
 * offer without sku (a linked position that had none, decision 0203) gets no mapping: no sku can name it.
 * The vendor write path is {@link PgOfferUpdates}.
 */
public final class PgOfferStore implements OfferStore {

    /** Every column the dashboard may change; the sku stays, since the mapping names the offer by it. */
    private static final String MUTABLE_COLUMNS = """
            catalog_product_id, price, stock, moq, discontinued, visibility, complete, price_ladder,
            warehouse_id, updated_at, updated_at_ns""";
    private static final String MUTABLE_VALUES = """
            :catalogProduct, :price, :stock, :moq, :discontinued, :visibility, :complete,
            CAST(:ladder AS jsonb), CAST(:warehouse AS uuid), CAST(:updatedAt AS timestamptz), :updatedAtNs""";

    private final JdbiTransactions db;

    public PgOfferStore(JdbiTransactions db) {
        this.db = Objects.requireNonNull(db, "db");
    }

    @Override
    public void insert(Offer offer) {
        db.call("inserting an offer", h -> bindOffer(h.createUpdate("""
                        WITH inserted AS (
                            INSERT INTO offers (id, vendor_id, sku, %s) VALUES (:id, :vendor, :sku, %s)
                            RETURNING id, vendor_id, sku
                        )
                        INSERT INTO sku_mappings (vendor_id, sku, offer_id)
                        SELECT vendor_id, sku, id FROM inserted WHERE sku <> ''"""
                        .formatted(MUTABLE_COLUMNS, MUTABLE_VALUES)), offer)
                .execute());
    }

    /** Inserts the offers and their mappings with one statement ("confirm all" on the review screen). */
    @Override
    public void insertAll(Collection<Offer> offers) {
        if (offers.isEmpty()) {
            return;
        }
        db.call("inserting offers", h -> OfferRows.bindArrays(h.createUpdate(OfferRows.INSERT_ALL), List.copyOf(offers))
                .execute());
    }

    @Override
    public Optional<Offer> byId(String vendorId, String offerId) {
        Optional<UUID> vendor = Ids.parse(vendorId);
        Optional<UUID> offer = Ids.parse(offerId);
        if (vendor.isEmpty() || offer.isEmpty()) {
            return Optional.empty();
        }
        return db.call("reading an offer", h -> h.createQuery("""
                        SELECT * FROM offers WHERE vendor_id = :vendor AND id = :id AND deleted_at IS NULL""")
                .bind("vendor", vendor.get()).bind("id", offer.get()).map(OfferRows.OFFER).findOne());
    }

    @Override
    public List<Offer> list(String vendorId, Optional<String> sku, KeysetPage page) {
        Optional<UUID> vendor = Ids.parse(vendorId);
        Optional<UUID> after = page.after().flatMap(Ids::parse);
        if (vendor.isEmpty() || page.after().isPresent() && after.isEmpty()) {
            return List.of();
        }
        // A text per filter rather than "(:sku IS NULL OR …)": a generic plan could not use a bound it cannot see
        // as an index condition, and every page would read the vendor's offers from the first (decision 0408).
        String query = "SELECT * FROM offers o WHERE o.vendor_id = :vendor AND o.deleted_at IS NULL"
                + (sku.isPresent() ? " AND o.sku = :sku" : "")
                + (after.isPresent() ? " AND o.id > :after" : "")
                + " ORDER BY o.id LIMIT :limit";
        return db.call("listing offers", h -> {
            Query listing = h.createQuery(query).bind("vendor", vendor.get()).bind("limit", page.limit());
            sku.ifPresent(value -> listing.bind("sku", value));
            after.ifPresent(value -> listing.bind("after", value));
            return listing.map(OfferRows.OFFER).list();
        });
    }

    /**
     * One probe of {@code offers_by_vendor_sku} per sku: the {@code LIMIT} keeps the lateral from being flattened into
     * a join whose plan would follow the statistics (as in the positions' current-by-sku read, decision 0806).
     */
    static final String SKUS_WITH_LIVE_OFFERS = """
            SELECT w.sku
            FROM unnest(CAST(:skus AS text[])) AS w(sku)
            CROSS JOIN LATERAL (
                SELECT 1 FROM offers o
                WHERE o.vendor_id = :vendor AND o.sku = w.sku AND o.deleted_at IS NULL
                LIMIT 1
            ) AS live""";

    @Override
    public Set<String> skusWithLiveOffers(String vendorId, Set<String> skus) {
        Optional<UUID> vendor = Ids.parse(vendorId);
        if (vendor.isEmpty() || skus.isEmpty()) {
            return Set.of();
        }
        return db.call("finding skus with live offers", h -> h.createQuery(SKUS_WITH_LIVE_OFFERS)
                .bind("vendor", vendor.get())
                .bind("skus", skus.toArray(String[]::new))
                .mapTo(String.class)
                .collect(Collectors.toSet()));
    }

    @Override
    public void update(Offer offer) {
        // Only the dashboard's own columns: price, stock, moq and the ordering timestamp belong to PATCH and the
        // pull, so an edit read before a concurrent PATCH can never write its stale values back.
        db.call("updating an offer", h -> {
            VendorWriteLock.take(h, Ids.of(offer.vendorId()));
            return h.createUpdate("""
                            UPDATE offers SET visibility = :visibility, complete = :complete,
                                   price_ladder = CAST(:ladder AS jsonb)
                            WHERE id = :id AND vendor_id = :vendor AND deleted_at IS NULL""")
                    .bind("id", Ids.of(offer.id()))
                    .bind("vendor", Ids.of(offer.vendorId()))
                    .bind("visibility", offer.visibility().wire())
                    .bind("complete", offer.complete())
                    .bind("ladder", JsonColumns.ladder(offer.priceLadder()))
                    .execute();
        });
    }

    @Override
    public boolean delete(String vendorId, String offerId) {
        Optional<UUID> vendor = Ids.parse(vendorId);
        Optional<UUID> offer = Ids.parse(offerId);
        if (vendor.isEmpty() || offer.isEmpty()) {
            return false;
        }
        return db.call("deleting an offer", h -> {
            VendorWriteLock.take(h, vendor.get());
            return h.createUpdate("""
                            UPDATE offers SET deleted_at = now()
                            WHERE vendor_id = :vendor AND id = :id AND deleted_at IS NULL""")
                    .bind("vendor", vendor.get()).bind("id", offer.get()).execute();
        }) == 1;
    }

    private static Update bindOffer(Update update, Offer offer) {
        return update
                .bind("id", Ids.of(offer.id()))
                .bind("vendor", Ids.of(offer.vendorId()))
                .bind("sku", offer.sku())
                .bind("catalogProduct", Ids.of(offer.catalogProductId()))
                .bind("price", offer.price())
                .bind("stock", offer.stock())
                .bind("moq", offer.moq())
                .bind("discontinued", offer.discontinued())
                .bind("visibility", offer.visibility().wire())
                .bind("complete", offer.complete())
                .bind("ladder", JsonColumns.ladder(offer.priceLadder()))
                .bind("warehouse", Ids.ofNullable(offer.warehouseId()))
                .bind("updatedAt", Columns.timestamp(offer.updatedAt()))
                .bind("updatedAtNs", Columns.subMicros(offer.updatedAt()));
    }
}
