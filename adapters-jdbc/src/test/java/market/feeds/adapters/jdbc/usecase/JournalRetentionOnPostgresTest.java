package market.feeds.adapters.jdbc.usecase;

import static market.feeds.adapters.jdbc.usecase.PgWorld.completed;
import static market.feeds.adapters.jdbc.usecase.PgWorld.real;
import static market.feeds.application.testing.Json.items;
import static market.feeds.application.testing.Json.obj;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CyclicBarrier;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.model.Caller;
import market.feeds.application.port.in.HousekeepingUseCase.Purged;
import market.feeds.application.port.in.OfferUpdateResult;
import org.jdbi.v3.core.Jdbi;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Decision 0016: the journal, finished product jobs and notifications are kept for FEEDS_JOURNAL_RETENTION (P90D by
 * default) and purged by the housekeeping round in slices, on any number of nodes at once.
 */
@ExtendWith(FreshSchemaExtension.class)
class JournalRetentionOnPostgresTest {

    private static final Duration RETENTION = Duration.ofDays(90);
    /** More than two of the adapter's slices, so one round must loop. */
    private static final int MANY = 25_000;
    private static final String FINISHED_JOBS = "product_jobs WHERE state IN ('done', 'failed') AND";

    private final TestSchema schema;
    private final PgWorld world;
    private final Jdbi jdbi;

    JournalRetentionOnPostgresTest(TestSchema schema) {
        this.schema = schema;
        this.world = new PgWorld(schema.dataSource());
        this.jdbi = Jdbi.create(schema.dataSource());
    }

    @Test
    void journalRowsOlderThanTheRetentionArePurgedWithTheirRejectionsAndYoungerOnesKept() {
        Instant start = world.clock.instant();
        Caller caller = world.newCaller();
        String body = items(obj("sku", "NOT-LINKED", "price", 10));
        OfferUpdateResult old = completed(world.useCases.updateOffers().update(real(caller, "retention-key-0001",
                body)));
        world.clock.advance(Duration.ofDays(2));
        OfferUpdateResult young = completed(world.useCases.updateOffers().update(real(caller, "retention-key-0002",
                body)));

        world.clock.set(start.plus(RETENTION).plus(Duration.ofHours(1)));
        Purged purged = world.useCases.housekeeping().purgeExpired();

        assertThat(requests(old.requestId())).as("the request older than the retention").isZero();
        assertThat(rejections(old.requestId())).as("its rejections go with it").isZero();
        assertThat(requests(young.requestId())).as("a request 88 days old").isEqualTo(1);
        assertThat(purged.journalRows()).isEqualTo(1);
        assertThat(world.useCases.housekeeping().purgeExpired().any()).as("the next round finds nothing").isFalse();
    }

    @Test
    void finishedProductJobsOlderThanTheRetentionArePurgedButQueuedAndRunningOnesAreKeptHoweverOld() {
        String vendor = world.newCaller().vendor().id();
        Instant now = world.clock.instant();
        Instant old = now.minus(RETENTION).minus(Duration.ofDays(400));
        String done = job(vendor, "done", old);
        String failed = job(vendor, "failed", old);
        String queued = job(vendor, "queued", old);
        String running = job(vendor, "running", old);
        String youngDone = job(vendor, "done", now.minus(RETENTION).plus(Duration.ofHours(1)));

        Purged purged = world.useCases.housekeeping().purgeExpired();

        assertThat(jobs()).containsExactlyInAnyOrder(queued, running, youngDone).doesNotContain(done, failed);
        assertThat(purged.productJobs()).isEqualTo(2);
    }

    @Test
    void notificationsOlderThanTheRetentionArePurgedAndYoungerOnesKept() {
        String vendor = world.newCaller().vendor().id();
        Instant now = world.clock.instant();
        notifications(vendor, now.minus(RETENTION).minus(Duration.ofMinutes(1)), 3);
        notifications(vendor, now.minus(RETENTION).plus(Duration.ofMinutes(1)), 2);

        Purged purged = world.useCases.housekeeping().purgeExpired();

        assertThat(olderThanRetention("notifications WHERE")).isZero();
        assertThat(rows("SELECT count(*) FROM notifications WHERE vendor_id = :id", vendor)).as("the younger ones")
                .isEqualTo(2);
        assertThat(purged.notifications()).isEqualTo(3);
    }

    @Test
    void anIdempotencyRecordNamingAPurgedRequestDoesNotBlockItsPurge() {
        Caller caller = world.newCaller();
        OfferUpdateResult result = completed(world.useCases.updateOffers().update(real(caller, "retention-key-0003",
                items(obj("sku", "NOT-LINKED", "price", 10)))));
        // The record is young, so the 24-hour purge keeps it; its request is past the retention.
        jdbi.useHandle(h -> h.createUpdate("UPDATE requests SET created_at = created_at - CAST(:age AS interval)"
                + " WHERE request_id = :id").bind("age", "100 days").bind("id", UUID.fromString(result.requestId()))
                .execute());

        Purged purged = world.useCases.housekeeping().purgeExpired();

        assertThat(requests(result.requestId())).isZero();
        assertThat(rows("SELECT count(*) FROM idempotency_keys WHERE request_id = :id", result.requestId()))
                .as("the record naming it went with it").isZero();
        assertThat(purged.journalRows()).isEqualTo(1);
    }

    @Test
    void aPurgeLargerThanOneSliceCompletesInOneRound() {
        String vendor = world.newCaller().vendor().id();
        Instant old = world.clock.instant().minus(RETENTION).minus(Duration.ofDays(1));
        backdatedRows(vendor, old, MANY);

        Purged purged = world.useCases.housekeeping().purgeExpired();

        assertThat(List.of(olderThanRetention("requests WHERE"), olderThanRetention(FINISHED_JOBS),
                olderThanRetention("notifications WHERE"))).containsOnly(0);
        assertThat(List.of(purged.journalRows(), purged.productJobs(), purged.notifications()))
                .containsOnly(MANY);
    }

    @Test
    void twoNodesPurgingAtOnceRemoveEveryOldRowOnceAndNeitherFails() throws Exception {
        String vendor = world.newCaller().vendor().id();
        Instant old = world.clock.instant().minus(RETENTION).minus(Duration.ofDays(1));
        backdatedRows(vendor, old, MANY);
        PgWorld other = new PgWorld(schema.dataSource());
        other.clock.set(world.clock.instant());
        CyclicBarrier together = new CyclicBarrier(2);

        CompletableFuture<Purged> first = CompletableFuture.supplyAsync(() -> round(world, together));
        CompletableFuture<Purged> second = CompletableFuture.supplyAsync(() -> round(other, together));
        Purged a = first.get();
        Purged b = second.get();

        assertThat(List.of(olderThanRetention("requests WHERE"), olderThanRetention(FINISHED_JOBS),
                olderThanRetention("notifications WHERE"))).containsOnly(0);
        assertThat(a.journalRows() + b.journalRows()).as("each row counted by the node that purged it")
                .isEqualTo(MANY);
        assertThat(a.productJobs() + b.productJobs()).isEqualTo(MANY);
        assertThat(a.notifications() + b.notifications()).isEqualTo(MANY);
    }

    private static Purged round(PgWorld node, CyclicBarrier together) {
        try {
            together.await();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
        return node.useCases.housekeeping().purgeExpired();
    }

    /** Journal rows with a rejection and an idempotency record each, done jobs and notifications, all at {@code at}. */
    private void backdatedRows(String vendor, Instant at, int rows) {
        jdbi.useHandle(h -> h.createUpdate("""
                WITH made AS (
                    INSERT INTO requests (request_id, vendor_id, source, endpoint, dry_run, created_at, finished_at,
                                          status, rejected_total)
                    SELECT gen_random_uuid(), :vendor, 'api', 'PATCH /v1/offers', false, :at, :at, 'succeeded', 1
                    FROM generate_series(1, :rows)
                    RETURNING request_id),
                rejected AS (
                    INSERT INTO rejections (request_id, idx, sku, reason)
                    SELECT request_id, 0, 'S', 'sku_unknown' FROM made),
                jobs AS (
                    INSERT INTO product_jobs (id, vendor_id, request_id, state, row_count, recognised, unrecognised,
                                              created_at)
                    SELECT gen_random_uuid(), :vendor, request_id, 'done', 1, 1, 0, :at FROM made),
                notes AS (
                    INSERT INTO notifications (id, vendor_id, created_at, code, message, request_id)
                    SELECT gen_random_uuid(), :vendor, :at, 'feed_http_error', 'old', request_id FROM made)
                INSERT INTO idempotency_keys (vendor_id, key, fingerprint, request_id, created_at)
                SELECT :vendor, 'backdated-key-' || request_id, 'f', request_id, :at FROM made""")
                .bind("vendor", UUID.fromString(vendor)).bind("at", at).bind("rows", rows).execute());
    }

    private String job(String vendor, String state, Instant createdAt) {
        String id = UUID.randomUUID().toString();
        jdbi.useHandle(h -> h.createUpdate("""
                INSERT INTO product_jobs (id, vendor_id, request_id, state, row_count, recognised, unrecognised,
                                          created_at, lease_owner, lease_until)
                VALUES (CAST(:id AS uuid), :vendor, gen_random_uuid(), :state, 1, 0, 0, :at,
                        CASE WHEN :state = 'running' THEN 'a-dead-worker' END,
                        CASE WHEN :state = 'running' THEN CAST(:at AS timestamptz) END)""")
                .bind("id", id).bind("vendor", UUID.fromString(vendor)).bind("state", state).bind("at", createdAt)
                .execute());
        return id;
    }

    private void notifications(String vendor, Instant at, int count) {
        jdbi.useHandle(h -> h.createUpdate("""
                INSERT INTO notifications (id, vendor_id, created_at, code, message)
                SELECT gen_random_uuid(), :vendor, :at, 'feed_http_error', 'the feed answered 500'
                FROM generate_series(1, :count)""")
                .bind("vendor", UUID.fromString(vendor)).bind("at", at).bind("count", count).execute());
    }

    private List<String> jobs() {
        return jdbi.withHandle(h -> h.createQuery("SELECT CAST(id AS text) FROM product_jobs").mapTo(String.class)
                .list());
    }

    private int requests(String requestId) {
        return jdbi.withHandle(h -> h.createQuery("SELECT count(*) FROM requests WHERE request_id = :id")
                .bind("id", UUID.fromString(requestId)).mapTo(Integer.class).one());
    }

    private int rejections(String requestId) {
        return jdbi.withHandle(h -> h.createQuery("SELECT count(*) FROM rejections WHERE request_id = :id")
                .bind("id", UUID.fromString(requestId)).mapTo(Integer.class).one());
    }

    private int rows(String countById, String id) {
        return jdbi.withHandle(h -> h.createQuery(countById).bind("id", UUID.fromString(id)).mapTo(Integer.class)
                .one());
    }

    /** @param rows a table and the start of its WHERE clause, e.g. {@code "requests WHERE"} */
    private int olderThanRetention(String rows) {
        return jdbi.withHandle(h -> h.createQuery("SELECT count(*) FROM " + rows + " created_at < :cutoff")
                .bind("cutoff", world.clock.instant().minus(RETENTION)).mapTo(Integer.class).one());
    }
}
