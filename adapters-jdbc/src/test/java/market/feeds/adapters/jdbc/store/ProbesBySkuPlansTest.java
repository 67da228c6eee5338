package market.feeds.adapters.jdbc.store;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.stream.IntStream;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Decision 0806, amended in session 31: a probe by vendor and sku reads only that sku's rows, whatever the statistics
 * say of the vendor. The statistics here were taken while every other vendor had one position waiting and one linked
 * offer, and this vendor none; then it imported 5000 positions waiting for review and had 5000 more linked to live
 * offers, before any analyse. PostgreSQL then takes the vendor for a row or two, and an index on the vendor alone for
 * as good as the one on vendor and sku. The offers lookup's probe for an unmapped sku's open position took
 * positions_unresolved (vendor, seq) and read all the vendor's open positions per sku: 25 million rows for one
 * batch. Each statement is checked on its first (custom) plan and on its generic plan, executed, by the rows its
 * scans read. A subclass per server.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class ProbesBySkuPlansTest {

    private static final int OTHER_VENDORS = 60;
    private static final int BATCH = 5000;
    /** Each sku's own rows, with room for a probe that also meets a neighbour; a scan of the vendor reads ~5000×. */
    private static final long READ_BOUND = 2L * BATCH;

    private final ObjectMapper json = new ObjectMapper();
    private final DataSource dataSource;
    private UUID vendor;

    /** {@code dataSource}: the service's pool ({@code PooledDataSources}) on a fresh migrated schema. */
    ProbesBySkuPlansTest(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @BeforeAll
    void statisticsOfOneRowPerVendorThenOneVendorsImport() throws SQLException {
        try (Connection connection = dataSource.getConnection(); Statement sql = connection.createStatement()) {
            for (String table : List.of("offers", "sku_mappings", "positions")) {
                sql.execute("ALTER TABLE " + table + " SET (autovacuum_enabled = false)");
            }
            sql.execute("""
                    INSERT INTO vendors (id, slug, name, active, may_publish)
                    SELECT gen_random_uuid(), 'probe-' || v, 'Probe vendor ' || v, true, true
                    FROM generate_series(0, %d) AS v""".formatted(OTHER_VENDORS));
            sql.execute("""
                    INSERT INTO catalog_products (id, name, brand, brand_key, category, unit)
                    VALUES (gen_random_uuid(), 'Probe product', 'Probe', 'probe', 'seeds', 'bag')""");
            linkedOffers(sql, "v.slug <> 'probe-0'", 1, "ONE-");
            openPositions(sql, "v.slug <> 'probe-0'", 1, "FIRST-");
            sql.execute("ANALYZE offers, sku_mappings, positions");
            linkedOffers(sql, "v.slug = 'probe-0'", BATCH, "LIVE-");
            openPositions(sql, "v.slug = 'probe-0'", BATCH, "OPEN-");
            try (ResultSet row = sql.executeQuery("SELECT id FROM vendors WHERE slug = 'probe-0'")) {
                row.next();
                vendor = row.getObject(1, UUID.class);
            }
        }
    }

    private static void openPositions(Statement sql, String vendors, int perVendor, String prefix)
            throws SQLException {
        sql.execute("""
                INSERT INTO positions (id, vendor_id, sku, name, brand, category, unit, price, stock, moq, state,
                                       request_id, idx)
                SELECT gen_random_uuid(), v.id, '%s' || g, 'Seed', 'Probe', 'seeds', 'bag', 10, 1, 1,
                       CASE WHEN g %% 2 = 0 THEN 'awaiting_review' ELSE 'pending_catalog' END, gen_random_uuid(), 0
                FROM vendors v CROSS JOIN generate_series(1, %d) AS g
                WHERE %s""".formatted(prefix, perVendor, vendors));
    }

    private static void linkedOffers(Statement sql, String vendors, int perVendor, String prefix) throws SQLException {
        sql.execute("""
                INSERT INTO offers (id, vendor_id, sku, catalog_product_id, price, stock, moq, discontinued,
                                    visibility, complete, updated_at)
                SELECT gen_random_uuid(), v.id, '%s' || g, p.id, 10, 1, 1, false, 'published', true,
                       timestamptz '2026-01-01T00:00:00Z'
                FROM vendors v CROSS JOIN generate_series(1, %d) AS g CROSS JOIN catalog_products p
                WHERE %s""".formatted(prefix, perVendor, vendors));
        sql.execute("""
                INSERT INTO sku_mappings (vendor_id, sku, offer_id)
                SELECT o.vendor_id, o.sku, o.id FROM offers o WHERE o.sku LIKE '%s%%'""".formatted(prefix));
        sql.execute("""
                INSERT INTO positions (id, vendor_id, sku, name, brand, category, unit, price, stock, moq, state,
                                       request_id, idx, offer_id)
                SELECT gen_random_uuid(), o.vendor_id, o.sku, 'Seed', 'Probe', 'seeds', 'bag', 10, 1, 1, 'linked',
                       gen_random_uuid(), 0, o.id
                FROM offers o WHERE o.sku LIKE '%s%%'""".formatted(prefix));
    }

    @Test
    void theProductsPathsCurrentPositionOfEachSkuReadsOnlyThatSkusPositions() throws Exception {
        assertReadsOnlyTheirSkus(PgPositionStore.CURRENT_BY_SKUS, skus("OPEN-"), "current positions, open skus");
        assertReadsOnlyTheirSkus(PgPositionStore.CURRENT_BY_SKUS, skus("LIVE-"), "current positions, linked skus");
    }

    @Test
    void theOffersLookupFindsTheOpenPositionOfAnUnmappedSkuByThatSkuAlone() throws Exception {
        assertReadsOnlyTheirSkus(SkuResolver.QUERY, skus("OPEN-"), "sku lookup, skus waiting for review");
    }

    @Test
    void theOffersLookupReadsOnlyEachSkusOffers() throws Exception {
        assertReadsOnlyTheirSkus(SkuResolver.QUERY, skus("LIVE-"), "sku lookup, linked skus");
    }

    @Test
    void theProductsPathsLiveOfferProbeReadsOnlyEachSkusOffers() throws Exception {
        assertReadsOnlyTheirSkus(PgOfferStore.SKUS_WITH_LIVE_OFFERS, skus("LIVE-"), "live offers of linked skus");
    }

    private static String[] skus(String prefix) {
        return IntStream.rangeClosed(1, BATCH).mapToObj(g -> prefix + g).toArray(String[]::new);
    }

    private void assertReadsOnlyTheirSkus(String statement, String[] skus, String what) throws Exception {
        for (boolean generic : new boolean[] {false, true}) {
            JsonNode plan = executedPlan(statement, skus, generic);
            assertThat(PlanRows.read(plan, Set.of("positions", "offers")))
                    .as("%s, %s plan: rows its scans read in %s", what, generic ? "generic" : "custom",
                            plan.toPrettyString())
                    .isLessThanOrEqualTo(READ_BOUND);
        }
    }

    /**
     * {@code EXPLAIN (ANALYZE, FORMAT JSON)} of {@code statement} with {@code :vendor} and {@code :skus} given, on a
     * connection of its own: prepared with $n parameters and executed, under {@code plan_cache_mode} forcing the custom
     * plan (what a fresh pooled connection makes) or the generic one (what the offers path keeps, decision 0812).
     */
    private JsonNode executedPlan(String statement, String[] skus, boolean generic) throws Exception {
        PositionalStatement prepared = PositionalStatement.of(statement);
        String arguments = prepared.arguments(Map.of("vendor", "'" + vendor + "'",
                "skus", "'{" + String.join(",", skus) + "}'"));
        try (Connection connection = dataSource.getConnection(); Statement sql = connection.createStatement()) {
            connection.setAutoCommit(false);
            try {
                sql.execute("SELECT set_config('plan_cache_mode', '"
                        + (generic ? "force_generic_plan" : "force_custom_plan") + "', true)");
                sql.execute("PREPARE probe_statement AS " + prepared.text());
                try (ResultSet plan = sql.executeQuery(
                        "EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE probe_statement(" + arguments + ")")) {
                    plan.next();
                    return json.readTree(plan.getString(1)).get(0).get("Plan");
                }
            } finally {
                connection.rollback();
                sql.execute("DEALLOCATE ALL");
                connection.setAutoCommit(true);
            }
        }
    }
}
