package market.feeds.adapters.jdbc.store;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.model.Vendor;
import market.feeds.application.testing.TestData;
import market.feeds.domain.Rejection;
import market.feeds.domain.code.RowCode;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Decision 0405, amended by the soak audit: journal rows stay for good, so a purge round of stored rejections must
 * read what came of age since the last round, not the journal's whole history or every rejection still kept.
 */
@ExtendWith(FreshSchemaExtension.class)
class RejectionPurgeRoundsTest {

    private static final Set<String> READ_TABLES = Set.of("requests", "rejections");
    private static final int HISTORY = 20_000;
    private static final int KEPT_REQUESTS = 300;
    private static final int KEPT_EACH = 100;
    private static final int SLICE_REQUESTS = 3;
    private static final int SLICE_EACH = 50;

    private static final ObjectMapper JSON = new ObjectMapper();

    private final TestSchema schema;
    private final Jdbi jdbi;
    private final Fixtures fixtures;

    RejectionPurgeRoundsTest(TestSchema schema) {
        this.schema = schema;
        this.jdbi = Jdbi.create(schema.dataSource());
        this.fixtures = new Fixtures(schema.dataSource());
    }

    @Test
    void aPurgeRoundReadsTheRequestsThatCameOfAgeSinceTheLastRoundNotTheWholeJournal() throws Exception {
        Instant now = Instant.parse("2026-11-27T12:00:00Z");
        Instant cutoff = now.minus(Duration.ofDays(30));
        Instant lastCutoff = cutoff.minus(Duration.ofMinutes(10));
        Instant from = lastCutoff.minus(PgRejectionLog.SLICE_OVERLAP);
        String vendor = fixtures.vendor().id();
        jdbi.useHandle(h -> {
            // The journal's history: purged rounds ago, its rejections long gone.
            h.createUpdate("""
                    INSERT INTO requests (request_id, vendor_id, source, endpoint, dry_run, created_at, finished_at,
                                          status, rejected_total)
                    SELECT gen_random_uuid(), :vendor, 'api', 'PATCH /v1/offers', false,
                           CAST(:from AS timestamptz) - make_interval(mins => g),
                           CAST(:from AS timestamptz) - make_interval(mins => g), 'succeeded', 5
                    FROM generate_series(1, :history) g""")
                    .bind("vendor", UUID.fromString(vendor)).bind("from", from).bind("history", HISTORY).execute();
            requestsWithRejections(h, vendor, KEPT_REQUESTS, now.minus(Duration.ofDays(29)), KEPT_EACH);
            requestsWithRejections(h, vendor, SLICE_REQUESTS, cutoff.minus(Duration.ofMinutes(5)), SLICE_EACH);
            h.execute("ANALYZE requests");
            h.execute("ANALYZE rejections");
        });

        Reading round = explained(PgRejectionLog.PURGE_SLICE, from, cutoff);
        Reading everything = explained(PgRejectionLog.PURGE_ALL, from, cutoff);

        assertThat(round.deleted()).isEqualTo(SLICE_REQUESTS * SLICE_EACH);
        assertThat(everything.deleted()).as("the data: both statements purge the same rows").isEqualTo(round.deleted());
        assertThat(everything.read()).as("the data: a whole sweep reads the history or every kept rejection")
                .isGreaterThanOrEqualTo(HISTORY);
        assertThat(round.read()).as("a round reads its slice of requests and their rejections: %s", round.plan())
                .isLessThanOrEqualTo(2L * (SLICE_REQUESTS + SLICE_REQUESTS * SLICE_EACH));
    }

    @Test
    void laterRoundsPurgeEveryRequestThatCameOfAgeSinceTheFirstAndKeepTheYoungerOnes() {
        PgRejectionLog log = new PgRejectionLog(new JdbiTransactions(schema.dataSource()));
        Vendor vendor = fixtures.vendor();
        Instant first = Instant.parse("2026-01-01T00:00:00Z");
        JournalEntry old = journaled(vendor, first.minus(Duration.ofMinutes(1)));
        JournalEntry comesOfAge = journaled(vendor, first.plus(Duration.ofMinutes(5)));
        JournalEntry backdated = journaled(vendor, first.minus(Duration.ofMinutes(30)));
        JournalEntry young = journaled(vendor, first.plus(Duration.ofMinutes(20)));

        log.purgeStoredBefore(first);
        assertThat(log.page(old.requestId(), 0, 10)).isEmpty();
        assertThat(log.page(comesOfAge.requestId(), 0, 10)).hasSize(2);

        // A round whose cutoff went back (a node's clock was set back) still reaches what came of age since.
        log.purgeStoredBefore(first.minus(Duration.ofMinutes(40)));
        log.purgeStoredBefore(first.plus(Duration.ofMinutes(10)));
        assertThat(log.page(comesOfAge.requestId(), 0, 10)).isEmpty();
        assertThat(log.page(backdated.requestId(), 0, 10)).isEmpty();
        assertThat(log.page(young.requestId(), 0, 10)).hasSize(2);
    }

    private JournalEntry journaled(Vendor vendor, Instant createdAt) {
        JournalEntry entry = TestData.aJournalEntry().forVendor(vendor.id()).createdAt(createdAt).build();
        fixtures.stores.journal().record(entry);
        fixtures.stores.rejections().store(entry.requestId(), List.of(Rejection.of(0, "A", RowCode.SKU_UNKNOWN),
                Rejection.of(1, "B", RowCode.SKU_UNKNOWN)));
        return entry;
    }

    private static void requestsWithRejections(Handle h, String vendor, int requests, Instant at,
                                               int each) {
        h.createUpdate("""
                WITH made AS (
                    INSERT INTO requests (request_id, vendor_id, source, endpoint, dry_run, created_at, finished_at,
                                          status, rejected_total)
                    SELECT gen_random_uuid(), :vendor, 'api', 'PATCH /v1/offers', false, CAST(:at AS timestamptz),
                           CAST(:at AS timestamptz), 'succeeded', :each
                    FROM generate_series(1, :requests)
                    RETURNING request_id)
                INSERT INTO rejections (request_id, idx, sku, reason)
                SELECT m.request_id, i, 'S-' || i, 'sku_unknown' FROM made m, generate_series(0, :each - 1) i""")
                .bind("vendor", UUID.fromString(vendor)).bind("at", at).bind("requests", requests)
                .bind("each", each).execute();
    }

    /** The statement run under EXPLAIN ANALYZE and rolled back: rows deleted, rows read from the two tables. */
    private Reading explained(String statement, Instant from, Instant cutoff) throws Exception {
        int before = jdbi.withHandle(h -> oldRejections(h, cutoff));
        Explained explained = jdbi.inTransaction(h -> {
            String json = h.createQuery("EXPLAIN (ANALYZE, FORMAT JSON) " + statement)
                    .bind("from", from).bind("cutoff", cutoff).mapTo(String.class).one();
            int after = oldRejections(h, cutoff);
            h.rollback();
            return new Explained(json, after);
        });
        JsonNode plan = JSON.readTree(explained.json()).get(0).get("Plan");
        return new Reading(before - explained.oldLeft(), PlanRows.read(plan, READ_TABLES), plan.toString());
    }

    private static int oldRejections(Handle h, Instant cutoff) {
        return h.createQuery("SELECT count(*) FROM rejections r JOIN requests q USING (request_id) "
                + "WHERE q.created_at < :cutoff").bind("cutoff", cutoff).mapTo(Integer.class).one();
    }

    private record Explained(String json, int oldLeft) {
    }

    private record Reading(int deleted, long read, String plan) {
    }
}
