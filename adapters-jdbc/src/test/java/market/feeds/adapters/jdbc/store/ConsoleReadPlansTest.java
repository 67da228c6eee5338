package market.feeds.adapters.jdbc.store;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Set;
import java.util.UUID;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.Query;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The console's finding and leafing reads (decision 1003, session 30) read about a page of rows of a vendor with
 * 10,000 journal entries among 40,000 and 20,000 positions under review, through an index, wherever the page lies.
 */
@ExtendWith(FreshSchemaExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ConsoleReadPlansTest {

    private static final int JOURNAL = 10_000;
    private static final int POSITIONS = 20_000;
    private static final int PAGE = 101;
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Jdbi jdbi;
    private final Fixtures fixtures;
    private UUID vendor;

    ConsoleReadPlansTest(TestSchema schema) {
        this.jdbi = Jdbi.create(schema.dataSource());
        this.fixtures = new Fixtures(schema.dataSource());
    }

    /**
     * The vendor's journal is every other entry a failed feed run, one a minute; 30 other vendors wrote 30,000 entries
     * over the same span, so the vendor's own rows must be found among theirs. Positions: 20,000 under review.
     */
    @BeforeAll
    void bigVendors() {
        vendor = UUID.fromString(fixtures.vendor().id());
        jdbi.useHandle(h -> {
            h.createUpdate("""
                    INSERT INTO requests (request_id, vendor_id, source, endpoint, dry_run, created_at,
                                          finished_at, status, code, rejected_total)
                    SELECT gen_random_uuid(), :vendor, CASE WHEN g % 2 = 0 THEN 'feed' ELSE 'api' END,
                           CASE WHEN g % 2 = 0 THEN 'feed' ELSE 'PATCH /v1/offers' END, false,
                           timestamptz '2026-11-01 00:00Z' + g * interval '1 minute',
                           timestamptz '2026-11-01 00:00Z' + g * interval '1 minute',
                           CASE WHEN g % 2 = 0 THEN 'failed' ELSE 'succeeded' END,
                           CASE WHEN g % 2 = 0 THEN 'feed_http_error' END, 0
                    FROM generate_series(1, :rows) g""").bind("vendor", vendor).bind("rows", JOURNAL).execute();
            h.createUpdate("""
                    INSERT INTO positions (id, vendor_id, sku, name, brand, category, unit, price, stock, moq,
                                           state, request_id, idx)
                    SELECT gen_random_uuid(), :vendor, 'P-' || g, 'Hybrid seed ' || g, 'Agro', 'seeds', 'bag',
                           10, 1, 1, CASE WHEN g % 4 = 0 THEN 'pending_catalog' ELSE 'awaiting_review' END,
                           gen_random_uuid(), g
                    FROM generate_series(1, :rows) g""").bind("vendor", vendor).bind("rows", POSITIONS).execute();
        });
        for (int i = 0; i < 30; i++) {
            UUID other = UUID.fromString(fixtures.vendor().id());
            jdbi.useHandle(h -> h.createUpdate("""
                    INSERT INTO requests (request_id, vendor_id, source, endpoint, dry_run, created_at,
                                          finished_at, status, rejected_total)
                    SELECT gen_random_uuid(), :vendor, 'api', 'PATCH /v1/offers', false,
                           timestamptz '2026-11-01 00:00Z' + random() * :rows * interval '1 minute',
                           timestamptz '2026-11-01 00:00Z', 'succeeded', 0
                    FROM generate_series(1, 1000) g""").bind("vendor", other).bind("rows", JOURNAL).execute());
        }
        jdbi.useHandle(h -> h.execute("ANALYZE requests, positions"));
    }

    @Test
    void aJournalPageOlderThanARequestInTheMiddleReadsAboutAPageThroughTheVendorsNewestIndex() throws Exception {
        JsonNode plan = explain(PgRequestJournal.leafQuery(false, true, true, false), query -> query
                .bind("status", "failed").bind("at", middleRequest()));

        assertJustAPage(plan, "requests", "requests_vendor_newest");
    }

    @Test
    void aJournalPageNewerThanARequestReadsTheIndexBackwardsAboutAPage() throws Exception {
        JsonNode plan = explain(PgRequestJournal.leafQuery(true, false, true, true), query -> query
                .bind("source", "feed").bind("at", middleRequest()));

        assertJustAPage(plan, "requests", "requests_vendor_newest");
    }

    @Test
    void aSkuOnTheReviewScreenIsFoundThroughTheVendorsSkuIndexNotByWalkingTheBacklog() throws Exception {
        JsonNode plan = explain(PgPositionStore.listQuery(true, true, false), query -> query
                .bind("state", "awaiting_review").bind("sku", "P-10001"));

        assertThat(PlanRows.read(plan, Set.of("positions"))).as("%s", plan).isLessThanOrEqualTo(10);
        assertThat(plan.toString()).as("%s", plan).contains("\"Index Name\":\"positions_vendor_sku\"")
                .doesNotContain("\"Node Type\":\"Seq Scan\"");
    }

    @Test
    void theVendorCountStopsAtItsBound() throws Exception {
        String json = jdbi.withHandle(h -> h.createQuery("EXPLAIN (ANALYZE, FORMAT JSON) " + PgVendorStore.COUNT)
                .bind("text", "").bind("atMost", 1).mapTo(String.class).one());
        JsonNode plan = JSON.readTree(json).get(0).get("Plan");

        assertThat(PlanRows.read(plan, Set.of("vendors"))).as("%s", plan).isEqualTo(1);
    }

    private static void assertJustAPage(JsonNode plan, String table, String index) {
        // A page of the filter's rows, the rows between them it skips (every other one), the request looked up.
        assertThat(PlanRows.read(plan, Set.of(table))).as("%s", plan).isLessThanOrEqualTo(2L * PAGE + 2);
        assertThat(plan.toString()).as("%s", plan).contains("\"Index Name\":\"" + index + "\"")
                .doesNotContain("\"Node Type\":\"Seq Scan\"").doesNotContain("Sort\"");
    }

    private UUID middleRequest() {
        return jdbi.withHandle(h -> h.createQuery("SELECT request_id FROM requests WHERE vendor_id = :vendor"
                + " ORDER BY created_at OFFSET :half LIMIT 1").bind("vendor", vendor).bind("half", JOURNAL / 2)
                .mapTo(UUID.class).one());
    }

    private JsonNode explain(String statement, java.util.function.UnaryOperator<Query> binds) throws Exception {
        String json = jdbi.withHandle(h -> binds.apply(h.createQuery("EXPLAIN (ANALYZE, FORMAT JSON) " + statement)
                .bind("vendor", vendor).bind("limit", PAGE)).mapTo(String.class).one());
        return JSON.readTree(json).get(0).get("Plan");
    }
}
