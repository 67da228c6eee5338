package market.feeds.adapters.http.metrics;

import static market.feeds.adapters.http.support.PrometheusText.value;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import market.feeds.adapters.http.support.Http.Reply;
import market.feeds.adapters.http.support.TestServer;
import market.feeds.application.memory.InMemoryStores;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.in.WatchBacklogsUseCase;
import market.feeds.application.port.out.StorageFailure;
import market.feeds.application.service.Stores;
import market.feeds.application.service.WatchBacklogsService;
import market.feeds.application.testing.MutableClock;
import market.feeds.application.testing.TestData;
import market.feeds.domain.position.PositionState;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The backlogs on {@code GET /metrics} (decision 0502, amended s30): read once per scrape for all their gauges, and a
 * read that fails or hangs shows {@code NaN} while the scrape still answers with every other meter.
 */
class BacklogMetricsTest {

    private static final String QUEUED = "feeds_product_jobs{state=\"queued\"}";
    private static final String RUNNING = "feeds_product_jobs{state=\"running\"}";
    private static final String OLDEST = "feeds_product_jobs_oldest_queued_seconds";
    private static final String AWAITING = "feeds_positions_awaiting_review";
    private static final String PENDING = "feeds_positions_pending_catalog";
    private static final String OTHER_METER = "feeds_http_body_budget_total_bytes";

    private final TestServer server = new TestServer();
    private final Stores stores = InMemoryStores.create();
    private final AtomicInteger reads = new AtomicInteger();

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void queuedAndRunningJobsTheOldestQueuedJobsWaitAndThePositionsUnderReviewAreGaugesOfOneReadPerScrape() {
        WatchBacklogsUseCase watch = new WatchBacklogsService(stores.backlogs(), new MutableClock(TestData.at(100)));
        server.metrics.backlogs(() -> {
            reads.incrementAndGet();
            return watch.now();
        });
        Vendor vendor = givenVendor();
        Vendor other = givenVendor();
        stores.jobs().enqueue(TestData.aQueuedJob(vendor.id(), TestData.id(), TestData.at(10)));
        stores.jobs().enqueue(TestData.aQueuedJob(other.id(), TestData.id(), TestData.at(40)));
        stores.jobs().enqueue(TestData.aQueuedJob(other.id(), TestData.id(), TestData.at(70)));
        stores.jobs().claimNext("worker", TestData.at(90), TestData.at(390));
        stores.positions().insertAll(List.of(TestData.aPosition().forVendor(vendor.id()).build(),
                TestData.aPosition().forVendor(other.id()).build(),
                TestData.aPosition().forVendor(other.id()).inState(PositionState.PENDING_CATALOG).build()));

        String text = scrape();

        assertThat(value(text, QUEUED)).isEqualTo(2.0);
        assertThat(value(text, RUNNING)).isEqualTo(1.0);
        assertThat(value(text, OLDEST)).isEqualTo(60.0);
        assertThat(value(text, AWAITING)).isEqualTo(2.0);
        assertThat(value(text, PENDING)).isEqualTo(1.0);
        assertThat(reads).hasValue(1);
    }

    @Test
    void withNothingWaitingTheGaugesReadZero() {
        server.metrics.backlogs(new WatchBacklogsService(stores.backlogs(), new MutableClock(TestData.at(100))));

        String text = scrape();

        assertThat(List.of(QUEUED, RUNNING, OLDEST, AWAITING, PENDING)).allSatisfy(name ->
                assertThat(value(text, name)).as(name).isZero());
    }

    @Test
    void aBacklogReadTheStorageFailsShowsNaNAndTheScrapeAnswersWithEveryOtherMeter() {
        server.metrics.backlogs(() -> {
            throw new StorageFailure(StorageFailure.Kind.UNAVAILABLE, "reading the backlogs", null);
        });

        String text = scrape();

        assertThat(List.of(QUEUED, RUNNING, OLDEST, AWAITING, PENDING)).allSatisfy(name ->
                assertThat(value(text, name)).as(name).isNaN());
        assertThat(value(text, OTHER_METER)).isPositive();
    }

    @Test
    void aBacklogReadLeftWaitingShowsNaNAndAnotherScrapeWaitsOnItInsteadOfStartingASecond() throws Exception {
        CountDownLatch databaseBack = new CountDownLatch(1);
        WatchBacklogsUseCase watch = new WatchBacklogsService(stores.backlogs(), new MutableClock(TestData.at(100)));
        server.metrics.backlogs(() -> {
            reads.incrementAndGet();
            waitFor(databaseBack);
            return watch.now();
        });
        stores.positions().insertAll(List.of(TestData.aPosition().forVendor(givenVendor().id()).build()));

        String first = scrape();
        String second = scrape();

        assertThat(value(first, AWAITING)).isNaN();
        assertThat(value(second, AWAITING)).isNaN();
        assertThat(value(second, OTHER_METER)).isPositive();
        assertThat(reads).hasValue(1);
        databaseBack.countDown();
        await().atMost(Duration.ofSeconds(10)).until(() -> value(scrape(), AWAITING) == 1.0);
    }

    private static void waitFor(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private Vendor givenVendor() {
        Vendor vendor = TestData.aVendor().build();
        stores.vendors().insert(vendor);
        return vendor;
    }

    private String scrape() {
        Reply reply = server.http.json("GET", "/metrics", TestServer.OPERATOR_TOKEN, null);
        assertThat(reply.status()).isEqualTo(200);
        return reply.body();
    }
}
