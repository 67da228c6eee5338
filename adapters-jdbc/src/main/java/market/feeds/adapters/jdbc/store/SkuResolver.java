package market.feeds.adapters.jdbc.store;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import market.feeds.domain.offer.OfferSnapshot;
import market.feeds.domain.offer.SkuFacts;
import market.feeds.domain.offer.Visibility;
import org.jdbi.v3.core.Handle;

/**
 * Gathers the facts about a whole payload's skus with one query: the offers made for each sku, live or deleted,
 * and, for a sku without a live offer, its open position. The verdict is the domain's
 * ({@code SkuResolution.of}). With {@code lock} the vendor's offer-writer lock
 * ({@link VendorWriteLock}) is taken first, so the values read are the newest committed ones and stay so until
 * the transaction ends; requests naming the same skus in any order serialize on that one row and cannot deadlock.
 * Under the lock it also remembers where each live offer lies ({@link OfferAddresses}) for the update that follows.
 */
final class SkuResolver {

    /*
     * Plans that do not depend on estimates (decision 0802). Each sku reaches its offers by one probe of
     * offers_by_vendor_sku (vendor, sku) (decision 0820): the LATERAL subquery with OFFSET 0 is never flattened into
     * a join, so the planner cannot trade the probes for a hash join over a scan of every vendor's offers, as it did
     * with unnest() joined to the table. A sku has a row per offer ever made for it: a deleted offer still "maps" the
     * sku (offer_missing) but is no live offer, so its id reads as null. An open position is looked up by
     * (vendor, sku) only for a row without a live offer (decision 0209); max() of the two states is the further one,
     * as 'pending_catalog' sorts after 'awaiting_review'. It says "state <> 'linked'", not the two open states (the
     * same rows: a position is in one of three), so that no index partial on those two states can serve it: with
     * statistics from before a vendor's bulk import the planner took positions_unresolved (vendor, seq), or V19's
     * positions_unresolved_by_state (state), for as good as positions_vendor_sku, and each probe read all the
     * vendor's (or every vendor's) open positions. V20 took V15's index on the vendor alone away from it for the same
     * reason (decision 0806, amended in session 31).
     * The columns are read by position (the COLUMN constants below).
     */
    static final String QUERY = """
            SELECT w.sku, o.sku IS NOT NULL AS mapped,
                   CASE WHEN o.id IS NULL THEN (
                       SELECT max(p.state) FROM positions p
                       WHERE p.vendor_id = :vendor AND p.sku = w.sku
                         AND p.state <> 'linked') END AS open_position,
                   o.id, o.price, o.stock, o.moq, o.discontinued, o.visibility, o.complete, o.has_ladder,
                   o.updated_at, o.updated_at_ns, o.ctid, o.seq
            FROM unnest(CAST(:skus AS text[])) AS w(sku) -- a Set: distinct already
            LEFT JOIN LATERAL (
                SELECT o.sku, CASE WHEN o.deleted_at IS NULL THEN o.id END AS id, o.price, o.stock, o.moq,
                       o.discontinued, o.visibility, o.complete, jsonb_array_length(o.price_ladder) > 0 AS has_ladder,
                       o.updated_at, o.updated_at_ns, o.ctid::text AS ctid, o.seq
                FROM offers o WHERE o.vendor_id = :vendor AND o.sku = w.sku OFFSET 0
            ) o ON true""";
    private static final int SKU = 1;
    private static final int MAPPED = 2;
    /** The catalogue product of each offer sharing its sku with another: a {@code sku_ambiguous} detail names it. */
    private static final String PRODUCT_NAMES = """
            SELECT o.id, c.name FROM offers o JOIN catalog_products c ON c.id = o.catalog_product_id
            WHERE o.id = ANY(CAST(:ids AS uuid[]))""";
    private static final int OPEN_POSITION = 3;
    private static final int ID = 4;
    private static final int PRICE = 5;
    private static final int STOCK = 6;
    private static final int MOQ = 7;
    private static final int DISCONTINUED = 8;
    private static final int VISIBILITY = 9;
    private static final int COMPLETE = 10;
    private static final int HAS_LADDER = 11;
    private static final int UPDATED_AT = 12;
    private static final int UPDATED_AT_NS = 13;
    private static final int CTID = 14;
    private static final int SEQ = 15;

    private SkuResolver() {
    }

    static Map<String, SkuFacts> facts(Handle handle, UUID vendor, Set<String> skus, boolean lock) {
        Map<String, SkuFacts> facts = new HashMap<>(skus.size() * 4 / 3 + 1);
        Map<String, OfferAddresses.Address> addresses = lock ? new HashMap<>(skus.size() * 4 / 3 + 1) : null;
        // One round trip: the generic-plan setting, the vendor's lock when asked for, then the lookup, whose
        // snapshot is taken after the lock is granted (Pipelined).
        List<String> statements = lock ? List.of(PlannerSettings.GENERIC_PLANS, VendorWriteLock.STATEMENT, QUERY)
                : List.of(PlannerSettings.GENERIC_PLANS, QUERY);
        int[] rows = {0};
        handle.createQuery(Pipelined.of(statements))
                .bind("vendor", vendor)
                .bind("skus", skus.toArray(String[]::new))
                .execute(Pipelined.eachRowOfLast(statements.size(), row -> {
                    rows[0]++;
                    collect(facts, addresses, row);
                }));
        if (lock) {
            OfferAddresses.remember(handle, addresses);
        }
        // Only a sku with more than one row can have several live offers; usually every sku has one row.
        if (rows[0] > facts.size()) {
            nameSharedOffers(handle, facts);
        }
        return facts;
    }

    /** Adds the product names of offers that share a sku; one statement more only for a payload that has such a sku. */
    private static void nameSharedOffers(Handle handle, Map<String, SkuFacts> facts) {
        List<String> shared = new ArrayList<>();
        for (SkuFacts found : facts.values()) {
            if (found.liveOffers().size() > 1) {
                found.liveOffers().forEach(offer -> shared.add(offer.offerId()));
            }
        }
        if (shared.isEmpty()) {
            return;
        }
        Map<String, String> names = new HashMap<>();
        handle.createQuery(PRODUCT_NAMES)
                .bind("ids", shared.toArray(String[]::new))
                .map((row, ctx) -> Map.entry(row.getString(1), row.getString(2)))
                .forEach(named -> names.put(named.getKey(), named.getValue()));
        facts.replaceAll((sku, found) -> found.liveOffers().size() > 1 ? found.withProductNames(names) : found);
    }

    /**
     * One row per offer made for the sku, so a sku's facts are usually made once; a second row (a deleted offer
     * beside a live one, two live offers) adds its facts to the first's. {@code addresses}: where each live offer
     * lies, kept only for a locked lookup (null otherwise).
     */
    private static void collect(Map<String, SkuFacts> facts, Map<String, OfferAddresses.Address> addresses,
            ResultSet row)
            throws SQLException {
        String sku = row.getString(SKU);
        boolean mapped = row.getBoolean(MAPPED);
        String id = row.getString(ID);
        SkuFacts found;
        if (id == null) {
            found = new SkuFacts(mapped, openPosition(row.getString(OPEN_POSITION)), List.of());
        } else {
            found = SkuFacts.mapped(List.of(snapshot(id, row)));
            if (addresses != null) {
                addresses.put(id, new OfferAddresses.Address(row.getString(CTID), row.getLong(SEQ)));
            }
        }
        facts.merge(sku, found, SkuFacts::and);
    }

    private static SkuFacts.OpenPosition openPosition(String state) {
        if (state == null) {
            return SkuFacts.OpenPosition.NONE;
        }
        return switch (state) {
            case "awaiting_review" -> SkuFacts.OpenPosition.AWAITING_REVIEW;
            case "pending_catalog" -> SkuFacts.OpenPosition.PENDING_CATALOG;
            default -> throw new IllegalStateException("not an open position state: " + state);
        };
    }

    private static OfferSnapshot snapshot(String id, ResultSet row) throws SQLException {
        return new OfferSnapshot(id, Columns.decimal(row, PRICE), Columns.decimal(row, STOCK),
                Columns.decimal(row, MOQ), row.getBoolean(DISCONTINUED),
                Visibility.fromWire(row.getString(VISIBILITY)).orElseThrow(), row.getBoolean(COMPLETE),
                row.getBoolean(HAS_LADDER), Columns.exactInstant(row, UPDATED_AT, UPDATED_AT_NS));
    }
}
