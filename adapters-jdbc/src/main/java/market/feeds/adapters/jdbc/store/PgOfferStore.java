package market.feeds.adapters.jdbc.store;

import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.UUID;
import market.feeds.application.model.Offer;
import market.feeds.application.port.out.OfferStore;
import market.feeds.application.port.out.OfferUpdates;
import market.feeds.domain.offer.OfferChange;
import market.feeds.domain.offer.SkuFacts;
import org.jdbi.v3.core.argument.Argument;
import org.jdbi.v3.core.statement.Update;

/**
 * Offers in {@code offers}, found by (vendor, sku) through {@code offers_by_vendor_sku}. Each new offer's row in
 * {@code sku_mappings} is still written, for nodes of an earlier version that read it during a rolling deploy;
 * nothing here reads it (decision 0820). A payload costs two statements whatever its size: {@link SkuResolver}
 * reads (and locks) every sku at once, {@link #applyAll} writes every change at once.
 */
public final class PgOfferStore implements OfferStore, OfferUpdates {

    /*
     * "o.id = ANY(:ids)" besides the join: the offers are then found by primary key with an estimate of the
     * array's length, never by a hash join over a scan of every vendor's offers (decision 0802), sent after
     * PlannerSettings.NO_SEQSCAN in the same round trip.
     */
    static final String APPLY = offersUpdate("CAST(:ids AS uuid[])", "id",
            "o.id = c.id AND o.id = ANY(CAST(:ids AS uuid[])) AND o.deleted_at IS NULL");
    /*
     * The same update, reaching each row at the address the locked lookup read it at (OfferAddresses, decision
     * 0808): one heap fetch per row, no index descent. Two conditions are left out on purpose, because each gives
     * the planner a way around the TID scan: "o.id = c.id" (an offers_pkey descent below the TID fetch) and
     * "o.deleted_at IS NULL" (a bitmap scan of every live offer through the partial offers_live_by_vendor, then a
     * hash join, which PostgreSQL 15 chose for the first executions on a connection). That the row found is the
     * offer read is checked by its seq (decision 0815: a binary bigint, where the id was 36 characters of text to
     * send and parse per row), written IS NOT DISTINCT FROM (both sides are never null): a per-row filter that no
     * index can serve and no hash join can use. Liveness needs no check, since the row was read live under the
     * vendor's lock and deleting an offer takes that lock too.
     */
    static final String APPLY_BY_ADDRESS = offersUpdate("CAST(:ctids AS tid[]), CAST(:seqs AS bigint[])", "ctid, seq",
            "o.ctid = c.ctid AND o.seq IS NOT DISTINCT FROM c.seq");
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
    public Map<String, SkuFacts> skuFacts(String vendorId, Set<String> skus, boolean lock) {
        Optional<UUID> vendor = Ids.parse(vendorId);
        if (skus.isEmpty() || vendor.isEmpty()) {
            Map<String, SkuFacts> none = new HashMap<>();
            skus.forEach(sku -> none.put(sku, SkuFacts.unmapped(SkuFacts.OpenPosition.NONE)));
            return none;
        }
        return db.call("resolving skus", h -> SkuResolver.facts(h, vendor.get(), skus, lock));
    }

    @Override
    public void applyAll(Collection<OfferChange> changes) {
        if (changes.isEmpty()) {
            return;
        }
        List<OfferChange> rows = List.copyOf(changes);
        db.call("applying offer changes", h -> {
            Optional<Addresses> addresses = OfferAddresses.of(h).flatMap(known -> addressesOf(rows, known));
            if (addresses.isPresent()
                    && bindValues(h.createUpdate(Pipelined.of(List.of(PlannerSettings.NO_SEQSCAN, APPLY_BY_ADDRESS))), rows)
                    .bind("ctids", addresses.get().ctids())
                    .bind("seqs", addresses.get().seqs())
                    .execute(Pipelined.countOfLast(2)) == rows.size()) {
                return null;
            }
            // No address read in this transaction, or a row no longer where it was read: by id (same values, so
            // rows the first pass changed are only written again).
            bindValues(h.createUpdate(Pipelined.of(List.of(PlannerSettings.NO_SEQSCAN, APPLY))), rows)
                    .bind("ids", ids(rows))
                    .execute();
            return null;
        });
    }

    /** Where each row lies and which row it is there, as bound by the address update. */
    private record Addresses(String ctids, Argument seqs) {
    }

    /** The rows' addresses, or empty when one of them was not read in this transaction. */
    private static Optional<Addresses> addressesOf(List<OfferChange> rows, Map<String, OfferAddresses.Address> known) {
        ArrayLiterals.Builder ctids = ArrayLiterals.quoted(rows.size(), 12);
        long[] seqs = new long[rows.size()];
        for (int i = 0; i < seqs.length; i++) {
            OfferAddresses.Address address = known.get(rows.get(i).offerId());
            if (address == null) {
                return Optional.empty();
            }
            ctids.add(address.ctid());
            seqs[i] = address.seq();
        }
        return Optional.of(new Addresses(ctids.build(), Bound.bigints(seqs)));
    }

    private static String ids(List<OfferChange> rows) {
        ArrayLiterals.Builder ids = ArrayLiterals.plain(rows.size(), 36);
        rows.forEach(row -> ids.add(row.offerId()));
        return ids.build();
    }

    /**
     * The new values, one array per column, written in one pass over the rows (decision 0812): decimals as array
     * literals, the rest as binary arrays that PostgreSQL reads without parsing text (decision 0815); the
     * timestamp as whole epoch microseconds plus the nanoseconds below them, an absent one as null.
     */
    private static Update bindValues(Update update, List<OfferChange> rows) {
        int size = rows.size();
        ArrayLiterals.Builder prices = ArrayLiterals.plain(size, 12);
        ArrayLiterals.Builder stocks = ArrayLiterals.plain(size, 8);
        ArrayLiterals.Builder moqs = ArrayLiterals.plain(size, 4);
        boolean[] discontinued = new boolean[size];
        Long[] updatedAtMicros = new Long[size];
        int[] updatedAtNs = new int[size];
        for (int i = 0; i < size; i++) {
            OfferChange row = rows.get(i);
            prices.add(Columns.decimalText(row.price()));
            stocks.add(Columns.decimalText(row.stock()));
            moqs.add(Columns.decimalText(row.moq()));
            discontinued[i] = row.discontinued();
            updatedAtMicros[i] = row.updatedAt().map(EpochMicros::of).orElse(null);
            updatedAtNs[i] = Columns.subMicros(row.updatedAt());
        }
        return update
                .bind("prices", prices.build())
                .bind("stocks", stocks.build())
                .bind("moqs", moqs.build())
                .bind("discontinued", Bound.booleans(discontinued))
                .bind("updatedAtMicros", Bound.bigints(updatedAtMicros))
                .bind("updatedAtNs", Bound.integers(updatedAtNs));
    }

    /**
     * The offers update of a batch: the rows named by {@code rowArrays} (columns {@code rowColumns} of {@code c}),
     * the new values from one array per column, an absent timestamp keeping the stored one.
     */
    private static String offersUpdate(String rowArrays, String rowColumns, String where) {
        return """
                UPDATE offers o
                SET price = c.price, stock = c.stock, moq = c.moq, discontinued = c.discontinued,
                    updated_at = COALESCE(%s, o.updated_at),
                    updated_at_ns = CASE WHEN c.updated_us IS NULL THEN o.updated_at_ns ELSE c.updated_at_ns END
                FROM unnest(%s, CAST(:prices AS numeric[]), CAST(:stocks AS numeric[]), CAST(:moqs AS numeric[]),
                            CAST(:discontinued AS boolean[]), CAST(:updatedAtMicros AS bigint[]),
                            CAST(:updatedAtNs AS integer[]))
                     AS c(%s, price, stock, moq, discontinued, updated_us, updated_at_ns)
                WHERE %s""".formatted(EpochMicros.toTimestamp("c.updated_us"), rowArrays, rowColumns, where);
    }

    @Override
    public void insert(Offer offer) {
        db.call("inserting an offer", h -> bindOffer(h.createUpdate("""
                        WITH inserted AS (
                            INSERT INTO offers (id, vendor_id, sku, %s) VALUES (:id, :vendor, :sku, %s)
                            RETURNING id, vendor_id, sku
                        )
                        INSERT INTO sku_mappings (vendor_id, sku, offer_id) SELECT vendor_id, sku, id FROM inserted"""
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
    public List<Offer> list(String vendorId, Optional<String> sku) {
        Optional<UUID> vendor = Ids.parse(vendorId);
        if (vendor.isEmpty()) {
            return List.of();
        }
        return db.call("listing offers", h -> h.createQuery("""
                        SELECT * FROM offers o
                        WHERE o.vendor_id = :vendor AND o.deleted_at IS NULL
                          AND (CAST(:sku AS text) IS NULL OR o.sku = :sku)
                        ORDER BY o.id""")
                .bind("vendor", vendor.get()).bind("sku", sku.orElse(null)).map(OfferRows.OFFER).list());
    }

    /**
     * One probe of {@code offers_by_vendor_sku} per sku: the {@code LIMIT} keeps the lateral from being flattened into
     * a join whose plan would follow the statistics (as in the positions' current-by-sku read, decision 0806).
     */
    @Override
    public Set<String> skusWithLiveOffers(String vendorId, Set<String> skus) {
        Optional<UUID> vendor = Ids.parse(vendorId);
        if (vendor.isEmpty() || skus.isEmpty()) {
            return Set.of();
        }
        return db.call("finding skus with live offers", h -> h.createQuery("""
                        SELECT w.sku
                        FROM unnest(CAST(:skus AS text[])) AS w(sku)
                        CROSS JOIN LATERAL (
                            SELECT 1 FROM offers o
                            WHERE o.vendor_id = :vendor AND o.sku = w.sku AND o.deleted_at IS NULL
                            LIMIT 1
                        ) AS live""")
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
