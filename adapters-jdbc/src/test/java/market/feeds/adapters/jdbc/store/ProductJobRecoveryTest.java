package market.feeds.adapters.jdbc.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import market.feeds.adapters.jdbc.testing.TestDatabase;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.model.JobState;
import market.feeds.application.model.ProductJob;
import market.feeds.application.model.Vendor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The product-job queue across workers: a dead worker's job is taken over; two live workers never share one.
 * The queue is global, so each test gets a schema of its own.
 */
class ProductJobRecoveryTest {

    private static final Duration LEASE = Duration.ofMinutes(5);

    private TestSchema schema;
    private Fixtures fixtures;
    private PgProductJobQueue jobs;

    @BeforeEach
    void freshQueue() {
        schema = TestDatabase.freshSchema();
        fixtures = new Fixtures(schema.dataSource());
        jobs = fixtures.stores.jobs();
    }

    @AfterEach
    void dropQueue() {
        schema.close();
    }

    @Test
    void jobClaimedByAWorkerThatDiesIsCompletedByAnother() {
        ProductJob job = enqueue(fixtures.vendor(), Fixtures.T0);
        Instant claimedAt = Fixtures.T0.plusSeconds(1);

        ProductJob claimed = jobs.claimNext("worker-dead", claimedAt, claimedAt.plus(LEASE)).orElseThrow();
        // worker-dead dies here without completing: its lease must run out first
        Optional<ProductJob> whileLeased = jobs.claimNext("worker-live", claimedAt.plusSeconds(60), claimedAt.plusSeconds(60).plus(LEASE));
        Instant afterExpiry = claimedAt.plus(LEASE).plusSeconds(1);
        ProductJob takenOver = jobs.claimNext("worker-live", afterExpiry, afterExpiry.plus(LEASE)).orElseThrow();

        assertThat(claimed.id()).isEqualTo(job.id());
        assertThat(claimed.state()).isEqualTo(JobState.RUNNING);
        assertThat(whileLeased).isEmpty();
        assertThat(takenOver.id()).isEqualTo(job.id());
        assertThat(jobs.complete(job.id(), "worker-dead", 9, 9)).isFalse();
        assertThat(jobs.complete(job.id(), "worker-live", 3, 2)).isTrue();
        assertThat(jobs.byId(job.id())).contains(new ProductJob(job.id(), job.vendorId(), job.requestId(), JobState.DONE,
                job.rows(), 3, 2, job.createdAt()));
        assertThat(jobs.claimNext("worker-live", afterExpiry.plus(LEASE.multipliedBy(2)), afterExpiry.plus(LEASE.multipliedBy(3))))
                .isEmpty();
    }

    @Test
    void concurrentWorkersSkipEachOthersLockedJobOldestFirst() throws Exception {
        Vendor vendor = fixtures.vendor();
        ProductJob older = enqueue(vendor, Fixtures.T0.minusSeconds(20));
        ProductJob newer = enqueue(vendor, Fixtures.T0.minusSeconds(10));
        CountDownLatch firstClaimed = new CountDownLatch(1);
        CountDownLatch secondDone = new CountDownLatch(1);

        CompletableFuture<ProductJob> first = CompletableFuture.supplyAsync(() -> fixtures.stores.transactions().inTransaction(() -> {
            ProductJob job = jobs.claimNext("worker-a", Fixtures.T0, Fixtures.T0.plus(LEASE)).orElseThrow();
            firstClaimed.countDown();
            awaitQuietly(secondDone); // still uncommitted while worker-b looks for work
            return job;
        }));
        assertThat(firstClaimed.await(30, TimeUnit.SECONDS)).isTrue();
        ProductJob second = jobs.claimNext("worker-b", Fixtures.T0, Fixtures.T0.plus(LEASE)).orElseThrow();
        secondDone.countDown();

        assertThat(first.get(30, TimeUnit.SECONDS).id()).isEqualTo(older.id());
        assertThat(second.id()).isEqualTo(newer.id());
        assertThat(jobs.openJobs(vendor.id())).isEqualTo(2);
    }

    @Test
    void openJobsCountsQueuedAndRunningOnly() {
        Vendor vendor = fixtures.vendor();
        ProductJob done = enqueue(vendor, Fixtures.T0);
        enqueue(vendor, Fixtures.T0.plusSeconds(1));
        jobs.claimNext("w", Fixtures.T0.plusSeconds(2), Fixtures.T0.plus(LEASE));
        jobs.complete(done.id(), "w", 1, 0);

        assertThat(jobs.openJobs(vendor.id())).isEqualTo(1);
        assertThat(jobs.byId("not-a-job")).isEmpty();
    }

    private ProductJob enqueue(Vendor vendor, Instant createdAt) {
        ProductJob job = new ProductJob(Fixtures.newId(), vendor.id(), Fixtures.newId(), JobState.QUEUED, 5, 0, 0, createdAt);
        jobs.enqueue(job);
        return job;
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
