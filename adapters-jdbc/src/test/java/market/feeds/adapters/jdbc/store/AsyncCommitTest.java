package market.feeds.adapters.jdbc.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Function;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.out.FeedRunLeases;
import market.feeds.application.port.out.RateCounterStore;
import market.feeds.application.port.out.RateCounterStore.LogUpdate;
import market.feeds.domain.limit.RateBucket;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The statements that meter or coordinate commit without waiting for the WAL flush, and only their own transaction
 * does (decision 0816): a rate log written over its version, a feed-run lease taken and given back. Each runs in a
 * transaction on a session whose setting is {@code on}, as on the service's servers (the test server runs with it
 * off): {@code off} inside, {@code on} again after the commit, and the row written.
 */
@ExtendWith(FreshSchemaExtension.class)
class AsyncCommitTest {

    private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");

    private final Fixtures fixtures;
    private final JdbcStores stores;
    private final Jdbi jdbi;

    AsyncCommitTest(TestSchema schema) {
        this.fixtures = new Fixtures(schema.dataSource());
        this.stores = JdbcStores.create(schema.dataSource());
        this.jdbi = Jdbi.create(schema.dataSource());
    }

    @Test
    void aRateLogWrittenOverItsVersionCommitsAsynchronouslyAndTheConnectionStaysSynchronous() {
        Vendor vendor = fixtures.vendor();
        RateCounterStore logs = stores.rateCounters();
        logs.update(vendor.id(), RateBucket.OFFERS, log -> new LogUpdate<>(List.of(T0), null));
        long version = jdbi.withHandle(h -> h.createQuery("SELECT version FROM rate_logs WHERE vendor_id = :vendor")
                .bind("vendor", UUID.fromString(vendor.id())).mapTo(Long.class).one());

        Settings settings = inOwnTransaction(h -> h.createUpdate(PgRateCounterStore.WRITE_OVER)
                .bind("hits", new long[] {EpochMicros.of(T0), EpochMicros.of(T0.plusSeconds(1))})
                .bind("vendor", UUID.fromString(vendor.id()))
                .bind("bucket", PgRateCounterStore.bucketName(RateBucket.OFFERS))
                .bind("version", version)
                .execute());

        assertThat(settings).isEqualTo(new Settings(1, "off", "on"));
        List<Instant> stored = logs.update(vendor.id(), RateBucket.OFFERS, log -> new LogUpdate<>(log, log));
        assertThat(stored).containsExactly(T0, T0.plusSeconds(1));
    }

    @Test
    void aFeedLeaseIsTakenAndGivenBackAsynchronouslyAndTheConnectionStaysSynchronous() {
        Vendor vendor = fixtures.vendor();

        Settings taken = inOwnTransaction(h -> h.createQuery(PgFeedRunLeases.ACQUIRE)
                .bind("vendor", UUID.fromString(vendor.id()))
                .bind("owner", "run-1")
                .bind("expires", Columns.timestamp(T0.plusSeconds(60)))
                .bind("now", Columns.timestamp(T0))
                .mapTo(Long.class).list().size());
        Settings givenBack = inOwnTransaction(h -> h.createUpdate(PgFeedRunLeases.RELEASE)
                .bind("vendor", UUID.fromString(vendor.id()))
                .bind("owner", "run-1")
                .bind("token", 1L)
                .bind("settled", true)
                .execute());

        assertThat(taken).isEqualTo(new Settings(1, "off", "on"));
        assertThat(givenBack).isEqualTo(new Settings(1, "off", "on"));
        Optional<FeedRunLeases.Lease> next = stores.feedLeases().acquire(vendor.id(), "run-2", T0, T0.plusSeconds(60));
        assertThat(next).map(FeedRunLeases.Lease::fencingToken).contains(2L);
    }

    /** Rows the statement wrote, the setting inside its transaction and on the session after the commit. */
    private record Settings(int rows, String inside, String after) {
    }

    private Settings inOwnTransaction(Function<Handle, Integer> statement) {
        try (Handle handle = jdbi.open()) {
            handle.execute("SET synchronous_commit = on");
            handle.begin();
            int rows = statement.apply(handle);
            String inside = setting(handle);
            handle.commit();
            return new Settings(rows, inside, setting(handle));
        }
    }

    private static String setting(Handle handle) {
        return handle.createQuery("SHOW synchronous_commit").mapTo(String.class).one();
    }
}
