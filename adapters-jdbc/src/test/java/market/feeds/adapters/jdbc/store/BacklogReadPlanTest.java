package market.feeds.adapters.jdbc.store;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Set;
import java.util.UUID;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import org.jdbi.v3.core.Jdbi;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The backlog read of every {@code /metrics} scrape (decision 0502, amended s30) reads the unresolved positions from an
 * index and the open jobs, never the linked positions or the finished jobs that make up most of both tables.
 */
@ExtendWith(FreshSchemaExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class BacklogReadPlanTest {

    private static final int LINKED = 100_000;
    private static final int UNRESOLVED = 8_000;
    private static final int FINISHED_JOBS = 20_000;
    private static final int OPEN_JOBS = 30;
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Jdbi jdbi;
    private final Fixtures fixtures;

    BacklogReadPlanTest(TestSchema schema) {
        this.jdbi = Jdbi.create(schema.dataSource());
        this.fixtures = new Fixtures(schema.dataSource());
    }

    @BeforeAll
    void aLargeLinkedCatalogueAndAFewThousandPositionsUnderReview() {
        String vendorId = fixtures.vendor().id();
        UUID vendor = UUID.fromString(vendorId);
        UUID offer = UUID.fromString(fixtures.insertOffer(vendorId, "O-1").id());
        jdbi.useHandle(h -> {
            h.createUpdate("""
                    INSERT INTO positions (id, vendor_id, sku, name, brand, category, unit, price, stock, moq,
                                           state, request_id, idx, offer_id)
                    SELECT gen_random_uuid(), :vendor, 'P-' || g, 'Hybrid seed ' || g, 'Agro', 'seeds', 'bag', 10, 1, 1,
                           CASE WHEN g > :unresolved THEN 'linked'
                                WHEN g % 4 = 0 THEN 'pending_catalog' ELSE 'awaiting_review' END,
                           gen_random_uuid(), g, CASE WHEN g > :unresolved THEN :offer END
                    FROM generate_series(1, :rows) g""").bind("vendor", vendor).bind("offer", offer)
                    .bind("unresolved", UNRESOLVED).bind("rows", UNRESOLVED + LINKED).execute();
            h.createUpdate("""
                    INSERT INTO product_jobs (id, vendor_id, request_id, state, row_count, recognised, unrecognised,
                                              created_at)
                    SELECT gen_random_uuid(), :vendor, gen_random_uuid(),
                           CASE WHEN g <= :open THEN 'queued' ELSE 'done' END, 1, 0, 0,
                           timestamptz '2026-11-01 00:00Z' + g * interval '1 minute'
                    FROM generate_series(1, :rows) g""").bind("vendor", vendor).bind("open", OPEN_JOBS)
                    .bind("rows", OPEN_JOBS + FINISHED_JOBS).execute();
            // As autovacuum leaves a table between bursts of writes: the visibility map set, the statistics fresh.
            h.execute("VACUUM ANALYZE positions, product_jobs");
        });
    }

    @Test
    void theUnresolvedPositionsAreCountedFromTheirIndexAloneAndOnlyTheOpenJobsAreRead() throws Exception {
        String json = jdbi.withHandle(h -> h.createQuery("EXPLAIN (ANALYZE, FORMAT JSON) " + PgBacklogReadModel.READ)
                .mapTo(String.class).one());
        JsonNode plan = JSON.readTree(json).get(0).get("Plan");

        assertThat(PlanRows.read(plan, Set.of("positions"))).as("%s", plan).isEqualTo(UNRESOLVED);
        assertThat(PlanRows.read(plan, Set.of("product_jobs"))).as("%s", plan).isEqualTo(OPEN_JOBS);
        assertThat(plan.toString()).as("%s", plan)
                .contains("\"Node Type\":\"Index Only Scan\"")
                .contains("\"Index Name\":\"positions_unresolved_by_state\"")
                .contains("\"Heap Fetches\":0")
                .doesNotContain("\"Node Type\":\"Seq Scan\"");
    }
}
