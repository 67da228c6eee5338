package market.feeds.adapters.jdbc.store;

import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariDataSource;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.LongStream;
import market.feeds.adapters.jdbc.infra.PooledDataSources;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestDatabase;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.model.Vendor;
import market.feeds.domain.limit.RateBucket;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** Two service processes ("nodes", each its own pool) hammer one vendor's window: grants never exceed the limit. */
@ExtendWith(FreshSchemaExtension.class)
class RateLimitAcrossNodesTest {

    private static final int LIMIT = 30;
    private static final int THREADS_PER_NODE = 8;
    private static final int REQUESTS_PER_THREAD = 20;

    private final TestSchema schema;
    private final Fixtures fixtures;

    RateLimitAcrossNodesTest(TestSchema schema) {
        this.schema = schema;
        this.fixtures = new Fixtures(schema.dataSource());
    }

    @Test
    void twoNodesTogetherNeverGrantMoreThanTheLimit() throws Exception {
        Vendor vendor = fixtures.vendor();
        Instant window = Instant.parse("2026-03-01T10:00:00Z");
        ConcurrentLinkedQueue<Long> counts = new ConcurrentLinkedQueue<>();
        try (HikariDataSource nodeA = node("node-a"); HikariDataSource nodeB = node("node-b")) {
            List<PgRateCounterStore> nodes = List.of(new PgRateCounterStore(new JdbiTransactions(nodeA)),
                    new PgRateCounterStore(new JdbiTransactions(nodeB)));
            ExecutorService pool = Executors.newFixedThreadPool(2 * THREADS_PER_NODE);
            CountDownLatch start = new CountDownLatch(1);
            List<Future<?>> runs = new ArrayList<>();
            for (PgRateCounterStore node : nodes) {
                for (int t = 0; t < THREADS_PER_NODE; t++) {
                    runs.add(pool.submit(() -> {
                        start.await();
                        for (int r = 0; r < REQUESTS_PER_THREAD; r++) {
                            counts.add(node.increment(vendor.id(), RateBucket.OFFERS, window));
                        }
                        return null;
                    }));
                }
            }
            start.countDown();
            for (Future<?> run : runs) {
                run.get(60, TimeUnit.SECONDS);
            }
            pool.shutdown();
        }

        int total = 2 * THREADS_PER_NODE * REQUESTS_PER_THREAD;
        assertThat(counts.stream().filter(count -> count <= LIMIT).count()).isEqualTo(LIMIT);
        // every request got its own count: no increment was lost or handed out twice
        assertThat(counts).containsExactlyInAnyOrderElementsOf(LongStream.rangeClosed(1, total).boxed().toList());
        assertThat(fixtures.stores.rateCounters().increment(vendor.id(), RateBucket.OFFERS_DRY_RUN, window)).isEqualTo(1);
    }

    @Test
    void windowsBeforeTheCutoffArePurged() {
        Vendor vendor = fixtures.vendor();
        PgRateCounterStore counters = fixtures.stores.rateCounters();
        Instant old = Instant.parse("2026-02-01T00:00:00Z");
        Instant recent = Instant.parse("2026-03-01T00:00:00Z");
        counters.increment(vendor.id(), RateBucket.PRODUCTS, old);
        counters.increment(vendor.id(), RateBucket.PRODUCTS, recent);

        assertThat(counters.purgeWindowsBefore(recent)).isEqualTo(1);
        assertThat(counters.increment(vendor.id(), RateBucket.PRODUCTS, old)).isEqualTo(1);
        assertThat(counters.increment(vendor.id(), RateBucket.PRODUCTS, recent)).isEqualTo(2);
    }

    private HikariDataSource node(String name) {
        return PooledDataSources.create(TestDatabase.endpoint(), name, THREADS_PER_NODE, Optional.of(schema.name()));
    }
}
