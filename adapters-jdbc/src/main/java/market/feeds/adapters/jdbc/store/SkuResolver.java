package market.feeds.adapters.jdbc.store;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import market.feeds.domain.offer.OfferSnapshot;
import market.feeds.domain.offer.SkuFacts;
import market.feeds.domain.offer.Visibility;
import org.jdbi.v3.core.Handle;

/**
 * Gathers the facts about a whole payload's skus with one query: the skus joined to their mappings, the live
 * offers behind them and, for unmapped skus, a position pending catalogue. The verdict is the domain's
 * ({@code SkuResolution.of}). With {@code lock} the vendor's offer-writer lock
 * ({@link VendorWriteLock}) is taken first, so the values read are the newest committed ones and stay so until
 * the transaction ends; requests naming the same skus in any order serialize on that one row and cannot deadlock.
 * Under the lock it also remembers where each live offer lies ({@link OfferAddresses}) for the update that follows.
 */
final class SkuResolver {

    /*
     * Plans that do not depend on estimates (decision 0802). Each sku reaches its mapping by one probe of
     * sku_mappings_pkey (vendor, sku): the LATERAL subquery with OFFSET 0 is never flattened into a join, so the
     * planner cannot trade the probes for a hash join over a scan of every vendor's mappings, as it did with
     * unnest() joined to the table. The offers are then read by the array of the ids found, through the vendor's
     * index, and a pending position is looked up by (vendor, sku) for unmapped skus only.
     */
    static final String QUERY = """
            WITH mapped AS MATERIALIZED (
                SELECT w.sku, m.offer_id
                FROM unnest(CAST(:skus AS text[])) AS w(sku) -- a Set: distinct already
                LEFT JOIN LATERAL (
                    SELECT m.offer_id FROM sku_mappings m WHERE m.vendor_id = :vendor AND m.sku = w.sku OFFSET 0
                ) m ON true
            ), live AS MATERIALIZED (
                SELECT o.id, o.price, o.stock, o.moq, o.discontinued, o.visibility, o.complete,
                       jsonb_array_length(o.price_ladder) > 0 AS has_ladder, o.updated_at,
                       o.updated_at_ns, o.ctid::text AS ctid
                FROM offers o
                WHERE o.id = ANY(ARRAY(SELECT offer_id FROM mapped WHERE offer_id IS NOT NULL))
                  AND o.vendor_id = :vendor AND o.deleted_at IS NULL
            )
            SELECT m.sku, m.offer_id IS NOT NULL AS mapped, l.*,
                   m.offer_id IS NULL AND EXISTS (
                       SELECT 1 FROM positions p
                       WHERE p.vendor_id = :vendor AND p.sku = m.sku AND p.state = 'pending_catalog') AS pending
            FROM mapped m
            LEFT JOIN live l ON l.id = m.offer_id""";

    private SkuResolver() {
    }

    static Map<String, SkuFacts> facts(Handle handle, UUID vendor, Set<String> skus, boolean lock) {
        Map<String, Found> found = new LinkedHashMap<>();
        Map<String, String> addresses = new HashMap<>();
        if (lock) {
            VendorWriteLock.take(handle, vendor);
        }
        handle.createQuery(QUERY)
                .bind("vendor", vendor)
                .bind("skus", skus.toArray(String[]::new))
                .map((row, ctx) -> collect(found, addresses, row))
                .forEach(ignored -> { });
        if (lock) {
            OfferAddresses.remember(handle, addresses);
        }
        Map<String, SkuFacts> facts = new HashMap<>(found.size() * 2);
        found.forEach((sku, entry) -> facts.put(sku, new SkuFacts(entry.mapped, entry.pending, entry.live)));
        return facts;
    }

    private static boolean collect(Map<String, Found> found, Map<String, String> addresses, ResultSet row)
            throws SQLException {
        Found entry = found.computeIfAbsent(row.getString("sku"), sku -> new Found());
        entry.mapped |= row.getBoolean("mapped");
        entry.pending |= row.getBoolean("pending");
        String id = row.getString("id");
        if (id != null) {
            entry.live.add(snapshot(row));
            addresses.put(id, row.getString("ctid"));
        }
        return true;
    }

    private static OfferSnapshot snapshot(ResultSet row) throws SQLException {
        return new OfferSnapshot(row.getString("id"), Columns.decimal(row, "price"), Columns.decimal(row, "stock"),
                Columns.decimal(row, "moq"), row.getBoolean("discontinued"),
                Visibility.fromWire(row.getString("visibility")).orElseThrow(), row.getBoolean("complete"),
                row.getBoolean("has_ladder"), Columns.exactInstant(row, "updated_at"));
    }

    /** What the rows of one sku say, gathered row by row. */
    private static final class Found {
        boolean mapped;
        boolean pending;
        final List<OfferSnapshot> live = new ArrayList<>(1);
    }
}
