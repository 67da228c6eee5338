package market.feeds.adapters.jdbc.store;

import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariDataSource;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import market.feeds.adapters.jdbc.infra.PooledDataSources;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestDatabase;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.model.ApiKey;
import market.feeds.application.model.Caller;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.in.AdmitRequestUseCase.Admission;
import market.feeds.application.service.AdmitRequestService;
import market.feeds.domain.limit.RateBucket;
import market.feeds.domain.limit.RateLimit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** Two service processes ("nodes", each its own pool) hammer one vendor: no span of the window grants more than the limit. */
@ExtendWith(FreshSchemaExtension.class)
class RateLimitAcrossNodesTest {

    private static final int THREADS_PER_NODE = 8;

    private final TestSchema schema;
    private final Fixtures fixtures;

    RateLimitAcrossNodesTest(TestSchema schema) {
        this.schema = schema;
        this.fixtures = new Fixtures(schema.dataSource());
    }

    /** One admitted request as a node saw it, with the instant the bucket's log recorded for it. */
    private record Grant(Instant at) {
    }

    @Test
    void twoNodesTogetherNeverGrantMoreThanTheLimit() throws Exception {
        Caller caller = caller(fixtures.vendor());
        // a clock standing still: every request falls in one window, so exactly the limit is granted
        Clock still = Clock.fixed(Instant.parse("2026-03-01T10:00:30Z"), ZoneOffset.UTC);
        RateLimit limit = RateLimit.parse("30/PT60S");
        List<Admission> admissions = hammer(caller, limit, still, node -> {
            List<Admission> mine = new ArrayList<>();
            for (int r = 0; r < 20; r++) {
                mine.add(node.admit(caller, RateBucket.OFFERS));
            }
            return mine;
        });

        assertThat(admissions).hasSize(2 * THREADS_PER_NODE * 20);
        assertThat(admissions.stream().filter(Admission::admitted).count()).isEqualTo(30);
        assertThat(admissions.stream().filter(a -> !a.admitted()).allMatch(a -> a.remaining() == 0 && a.resetSeconds() == 60))
                .isTrue();
        AdmitRequestService anyNode = service(fixtures.stores.rateCounters(), limit, still);
        assertThat(anyNode.admit(caller, RateBucket.OFFERS_DRY_RUN).admitted()).isTrue();
    }

    @Test
    void grantsWithinAnyWindowNeverExceedTheLimit() throws Exception {
        Caller caller = caller(fixtures.vendor());
        RateLimit limit = RateLimit.parse("5/PT2S");
        ConcurrentLinkedQueue<Instant> granted = new ConcurrentLinkedQueue<>();
        Clock recording = new RecordingClock(Clock.systemUTC());
        Instant until = Instant.now().plusSeconds(5);
        hammer(caller, limit, recording, node -> {
            List<Admission> mine = new ArrayList<>();
            while (Instant.now().isBefore(until)) {
                Admission admission = node.admit(caller, RateBucket.PRODUCTS);
                if (admission.admitted()) {
                    granted.add(RecordingClock.lastRead());
                }
                mine.add(admission);
            }
            return mine;
        });

        List<Instant> grants = granted.stream().sorted().toList();
        assertThat(grants).as("the window slides: more than one window's worth over five seconds").hasSizeGreaterThan(5);
        for (Instant start : grants) {
            Instant end = start.plus(limit.window());
            assertThat(grants.stream().filter(t -> !t.isBefore(start) && t.isBefore(end)).count())
                    .as("grants in [%s, %s)", start, end).isLessThanOrEqualTo(5);
        }
    }

    @Test
    void logsIdleBeforeTheCutoffArePurged() {
        Caller caller = caller(fixtures.vendor());
        RateLimit limit = RateLimit.parse("1/PT10M");
        Instant old = Instant.parse("2026-02-01T00:00:00Z");
        AdmitRequestService then = service(fixtures.stores.rateCounters(), limit, Clock.fixed(old, ZoneOffset.UTC));
        assertThat(then.admit(caller, RateBucket.PRODUCTS).admitted()).isTrue();
        assertThat(then.admit(caller, RateBucket.PRODUCTS).admitted()).isFalse();

        assertThat(fixtures.stores.rateCounters().purgeLogsIdleBefore(old.plus(Duration.ofDays(1)))).isGreaterThanOrEqualTo(1);
        assertThat(then.admit(caller, RateBucket.PRODUCTS).admitted()).isTrue();
    }

    private interface Run {
        List<Admission> on(AdmitRequestService node) throws Exception;
    }

    private List<Admission> hammer(Caller caller, RateLimit limit, Clock clock, Run run) throws Exception {
        List<Admission> all = new ArrayList<>();
        try (HikariDataSource nodeA = node("node-a"); HikariDataSource nodeB = node("node-b")) {
            List<AdmitRequestService> nodes = List.of(
                    service(new PgRateCounterStore(new JdbiTransactions(nodeA)), limit, clock),
                    service(new PgRateCounterStore(new JdbiTransactions(nodeB)), limit, clock));
            ExecutorService pool = Executors.newFixedThreadPool(2 * THREADS_PER_NODE);
            CountDownLatch start = new CountDownLatch(1);
            List<Future<List<Admission>>> runs = new ArrayList<>();
            for (AdmitRequestService node : nodes) {
                for (int t = 0; t < THREADS_PER_NODE; t++) {
                    runs.add(pool.submit(() -> {
                        start.await();
                        return run.on(node);
                    }));
                }
            }
            start.countDown();
            for (Future<List<Admission>> each : runs) {
                all.addAll(each.get(60, TimeUnit.SECONDS));
            }
            pool.shutdown();
        }
        return all;
    }

    private static AdmitRequestService service(PgRateCounterStore store, RateLimit limit, Clock clock) {
        return new AdmitRequestService(limit, limit, store, clock);
    }

    private static Caller caller(Vendor vendor) {
        return new Caller(vendor, new ApiKey(Fixtures.newId(), vendor.id(), Optional.empty(), Set.of(), Fixtures.T0,
                Optional.empty()));
    }

    private HikariDataSource node(String name) {
        return PooledDataSources.create(TestDatabase.endpoint(), name, THREADS_PER_NODE, Optional.of(schema.name()));
    }
}
