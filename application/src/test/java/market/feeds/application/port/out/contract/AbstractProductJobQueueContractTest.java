package market.feeds.application.port.out.contract;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import market.feeds.application.model.JobState;
import market.feeds.application.model.ProductJob;
import market.feeds.application.model.Vendor;
import market.feeds.application.testing.TestData;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The contract of {@code ProductJobQueue}, for every adapter. */
public abstract class AbstractProductJobQueueContractTest extends StoreContract {

    private Vendor vendor;
    private String requestId;

    @BeforeEach
    void drainQueue() {
        givenNoQueuedJob();
        vendor = givenVendor();
        requestId = givenRequest(vendor.id()).requestId();
    }

    private ProductJob givenJob(long createdSecondsAfterT0) {
        return givenQueuedJob(vendor.id(), requestId, createdSecondsAfterT0);
    }

    @Test
    void enqueuedJobIsFoundById() {
        ProductJob job = givenJob(0);
        assertThat(stores().jobs().byId(job.id())).contains(job);
        assertThat(stores().jobs().byId(TestData.id())).isEmpty();
    }

    @Test
    void claimNextTakesTheOldestQueuedJobAndRunsIt() {
        ProductJob newer = givenJob(20);
        ProductJob older = givenJob(10);
        Optional<ProductJob> claimed = stores().jobs().claimNext("w1", TestData.at(30), TestData.at(330));
        assertThat(claimed).get().extracting(ProductJob::id).isEqualTo(older.id());
        assertThat(claimed.get().state()).isEqualTo(JobState.RUNNING);
        assertThat(stores().jobs().claimNext("w2", TestData.at(31), TestData.at(331))).get()
                .extracting(ProductJob::id).isEqualTo(newer.id());
        assertThat(stores().jobs().claimNext("w3", TestData.at(32), TestData.at(332))).isEmpty();
    }

    @Test
    void aJobWhoseWorkerDiedIsClaimedAgainAfterItsLease() {
        ProductJob job = givenJob(0);
        stores().jobs().claimNext("dies", TestData.at(10), TestData.at(70));
        assertThat(stores().jobs().claimNext("w2", TestData.at(69), TestData.at(129))).isEmpty();
        assertThat(stores().jobs().claimNext("w2", TestData.at(70), TestData.at(130))).get()
                .extracting(ProductJob::id).isEqualTo(job.id());
        assertThat(stores().jobs().complete(job.id(), "dies", 1, 1)).isFalse();
        assertThat(stores().jobs().complete(job.id(), "w2", 2, 1)).isTrue();
    }

    @Test
    void completeRecordsTheCountsForTheHolderOnly() {
        ProductJob job = givenJob(0);
        stores().jobs().claimNext("w1", TestData.at(1), TestData.at(301));
        assertThat(stores().jobs().complete(job.id(), "other", 1, 2)).isFalse();
        assertThat(stores().jobs().complete(job.id(), "w1", 1, 2)).isTrue();
        ProductJob done = stores().jobs().byId(job.id()).orElseThrow();
        assertThat(done.state()).isEqualTo(JobState.DONE);
        assertThat(done.recognised()).isEqualTo(1);
        assertThat(done.unrecognised()).isEqualTo(2);
        assertThat(stores().jobs().complete(job.id(), "w1", 1, 2)).isFalse();
    }

    @Test
    void openJobsCountsQueuedAndRunningJobsOfTheVendor() {
        ProductJob a = givenJob(0);
        givenJob(1);
        givenJob(2);
        stores().jobs().claimNext("w1", TestData.at(3), TestData.at(303));
        assertThat(stores().jobs().openJobs(vendor.id())).isEqualTo(3);
        stores().jobs().complete(a.id(), "w1", 0, 0);
        assertThat(stores().jobs().openJobs(vendor.id())).isEqualTo(2);
        assertThat(stores().jobs().openJobs(givenVendor().id())).isZero();
    }

    @Test
    void purgeDeletesFinishedJobsCreatedBeforeTheCutoffAndNeverAnOpenOne() {
        Instant cutoff = TestData.T0.minus(Duration.ofDays(10));
        ProductJob done = TestData.aQueuedJob(vendor.id(), requestId, cutoff.minus(Duration.ofDays(30)));
        stores().jobs().enqueue(done);
        stores().jobs().claimNext("w1", TestData.T0, FOREVER);
        stores().jobs().complete(done.id(), "w1", 1, 0);
        ProductJob running = TestData.aQueuedJob(vendor.id(), requestId, cutoff.minus(Duration.ofDays(20)));
        stores().jobs().enqueue(running);
        stores().jobs().claimNext("w1", TestData.T0, FOREVER);
        ProductJob queued = TestData.aQueuedJob(vendor.id(), requestId, cutoff.minus(Duration.ofDays(10)));
        stores().jobs().enqueue(queued);

        assertThat(stores().jobs().purgeFinishedCreatedBefore(cutoff)).isEqualTo(1);
        assertThat(stores().jobs().byId(done.id())).isEmpty();
        assertThat(stores().jobs().byId(running.id())).get().extracting(ProductJob::state).isEqualTo(JobState.RUNNING);
        assertThat(stores().jobs().byId(queued.id())).get().extracting(ProductJob::state).isEqualTo(JobState.QUEUED);
    }
}
