package market.feeds.adapters.jdbc.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.UUID;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.out.RateCounterStore;
import market.feeds.application.port.out.RateCounterStore.LogUpdate;
import market.feeds.domain.limit.RateBucket;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A rate log's write commits without waiting for the WAL flush, and only that transaction does (decision 0816):
 * the pooled connection it ran on stays synchronous for the request writes that come after it.
 */
@ExtendWith(FreshSchemaExtension.class)
class RateLogCommitTest {

    private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");

    private final Fixtures fixtures;
    private final RateCounterStore logs;
    private final Jdbi jdbi;

    RateLogCommitTest(TestSchema schema) {
        this.fixtures = new Fixtures(schema.dataSource());
        this.logs = JdbcStores.create(schema.dataSource()).rateCounters();
        this.jdbi = Jdbi.create(schema.dataSource());
    }

    @Test
    void aLogWrittenOverItsVersionCommitsAsynchronouslyAndTheConnectionStaysSynchronous() {
        Vendor vendor = fixtures.vendor();
        logs.update(vendor.id(), RateBucket.OFFERS, log -> new LogUpdate<>(List.of(T0), null));

        try (Handle handle = jdbi.open()) {
            long version = handle.createQuery("SELECT version FROM rate_logs WHERE vendor_id = :vendor")
                    .bind("vendor", UUID.fromString(vendor.id())).mapTo(Long.class).one();
            // The test server runs with synchronous_commit off; the service's servers run with it on.
            handle.execute("SET synchronous_commit = on");
            handle.begin();
            int written = handle.createUpdate(PgRateCounterStore.WRITE_OVER)
                    .bind("hits", new long[] {EpochMicros.of(T0), EpochMicros.of(T0.plusSeconds(1))})
                    .bind("vendor", UUID.fromString(vendor.id()))
                    .bind("bucket", PgRateCounterStore.bucketName(RateBucket.OFFERS))
                    .bind("version", version)
                    .execute();
            String inTransaction = setting(handle);
            handle.commit();

            assertThat(written).isEqualTo(1);
            assertThat(inTransaction).isEqualTo("off");
            assertThat(setting(handle)).isEqualTo("on");
        }
        List<Instant> stored = logs.update(vendor.id(), RateBucket.OFFERS, log -> new LogUpdate<>(log, log));
        assertThat(stored).containsExactly(T0, T0.plusSeconds(1));
    }

    private static String setting(Handle handle) {
        return handle.createQuery("SHOW synchronous_commit").mapTo(String.class).one();
    }
}
