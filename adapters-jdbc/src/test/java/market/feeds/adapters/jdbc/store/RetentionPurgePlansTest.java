package market.feeds.adapters.jdbc.store;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Duration;
import java.time.Instant;
import java.util.Set;
import java.util.UUID;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import org.jdbi.v3.core.Jdbi;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Decision 0016: a slice of the retention purge reads its own rows through the table's creation-time index, on tables
 * never analysed since their old rows came in, not every row past the cutoff (which the later slices read again).
 */
@ExtendWith(FreshSchemaExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class RetentionPurgePlansTest {

    /** Three slices' worth of rows past the cutoff in each table. */
    private static final int OLD_ROWS = 3 * PurgeSlices.ROWS;
    private static final Instant CUTOFF = Instant.parse("2026-08-29T12:00:00Z");
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Jdbi jdbi;
    private final Fixtures fixtures;

    RetentionPurgePlansTest(TestSchema schema) {
        this.jdbi = Jdbi.create(schema.dataSource());
        this.fixtures = new Fixtures(schema.dataSource());
    }

    @BeforeAll
    void oldRowsNeverAnalysed() {
        UUID vendor = UUID.fromString(fixtures.vendor().id());
        jdbi.useHandle(h -> {
            for (String table : new String[] {"requests", "product_jobs", "notifications", "idempotency_keys"}) {
                // "Never analysed" must hold while the test runs.
                h.execute("ALTER TABLE " + table + " SET (autovacuum_enabled = false)");
            }
            h.createUpdate("""
                    WITH made AS (
                        INSERT INTO requests (request_id, vendor_id, source, endpoint, dry_run, created_at,
                                              finished_at, status, rejected_total)
                        SELECT gen_random_uuid(), :vendor, 'api', 'PATCH /v1/offers', false,
                               CAST(:cutoff AS timestamptz) - make_interval(secs => g),
                               CAST(:cutoff AS timestamptz) - make_interval(secs => g), 'succeeded', 0
                        FROM generate_series(1, :rows) g
                        RETURNING request_id, created_at)
                    INSERT INTO idempotency_keys (vendor_id, key, fingerprint, request_id, created_at)
                    SELECT :vendor, 'key-' || request_id, 'fp', request_id, created_at FROM made""")
                    .bind("vendor", vendor).bind("cutoff", CUTOFF).bind("rows", OLD_ROWS).execute();
            h.createUpdate("""
                    INSERT INTO product_jobs (id, vendor_id, request_id, state, row_count, recognised, unrecognised,
                                              created_at)
                    SELECT gen_random_uuid(), :vendor, gen_random_uuid(), 'done', 1, 1, 0,
                           CAST(:cutoff AS timestamptz) - make_interval(secs => g)
                    FROM generate_series(1, :rows) g""")
                    .bind("vendor", vendor).bind("cutoff", CUTOFF).bind("rows", OLD_ROWS).execute();
            h.createUpdate("""
                    INSERT INTO notifications (id, vendor_id, created_at, code, message)
                    SELECT gen_random_uuid(), :vendor, CAST(:cutoff AS timestamptz) - make_interval(secs => g),
                           'feed_http_error', 'The feed server answered 500.'
                    FROM generate_series(1, :rows) g""")
                    .bind("vendor", vendor).bind("cutoff", CUTOFF).bind("rows", OLD_ROWS).execute();
        });
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
            "requests,      requests_created",
            "product_jobs,  product_jobs_finished",
            "notifications, notifications_created",
    })
    void aSliceReadsItsOwnRowsThroughTheCreationTimeIndex(String table, String index) throws Exception {
        JsonNode plan = explainedSlice(table);

        assertThat(deleted(plan, table)).as("the data: a whole slice is past the cutoff").isEqualTo(PurgeSlices.ROWS);
        // Once through the creation-time index to find the slice, once by key to delete it.
        assertThat(PlanRows.read(plan, Set.of(table))).as("rows of %s read: %s", table, plan)
                .isLessThanOrEqualTo(2L * PurgeSlices.ROWS);
        assertThat(plan.toString()).as("%s", plan).contains("\"Index Name\":\"" + index + "\"")
                .doesNotContain("\"Node Type\":\"Seq Scan\"");
    }

    @Test
    void theJournalSlicesIdempotencyRecordsAreReachedByTheirRequest() throws Exception {
        JsonNode plan = explainedSlice("requests");

        assertThat(plan.toString()).as("%s", plan).contains("\"Index Name\":\"idempotency_keys_request\"");
        assertThat(PlanRows.read(plan, Set.of("idempotency_keys"))).as("%s", plan)
                .isLessThanOrEqualTo(PurgeSlices.ROWS);
    }

    /** The table's slice statement under EXPLAIN ANALYZE, with the slice's own planner settings, rolled back. */
    private JsonNode explainedSlice(String table) throws Exception {
        String statement = switch (table) {
            case "requests" -> PgRequestJournal.PURGE_SLICE;
            case "product_jobs" -> PgProductJobQueue.PURGE_SLICE;
            default -> PgNotificationStore.PURGE_SLICE;
        };
        String json = jdbi.inTransaction(h -> {
            h.createQuery(PlannerSettings.INDEX_SCANS_ONLY).mapToMap().one();
            String explained = h.createQuery("EXPLAIN (ANALYZE, FORMAT JSON) " + statement)
                    .bind("from", (Instant) null).bind("cutoff", CUTOFF.plus(Duration.ofSeconds(1)))
                    .bind("slice", PurgeSlices.ROWS).mapTo(String.class).one();
            h.rollback();
            return explained;
        });
        return JSON.readTree(json).get(0).get("Plan");
    }

    /** Rows the plan's delete from {@code table} removed. */
    private static long deleted(JsonNode node, String table) {
        long rows = 0;
        if ("ModifyTable".equals(node.path("Node Type").asText())
                && table.equals(node.path("Relation Name").asText())) {
            rows += node.path("Actual Rows").asLong();
        }
        for (JsonNode child : node.path("Plans")) {
            rows += deleted(child, table);
        }
        return rows;
    }
}
