package market.feeds.application.port.out.contract;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import market.feeds.application.model.Offer;
import market.feeds.application.model.ProductJob;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.out.BacklogReadModel.Backlog;
import market.feeds.application.testing.PositionBuilder;
import market.feeds.application.testing.TestData;
import market.feeds.domain.position.PositionState;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The contract of {@code BacklogReadModel}, for every adapter. The store may hold other tests' rows, so the counts are
 * compared with a read before; queued jobs are first claimed for ever, as the job queue's contract does.
 */
public abstract class AbstractBacklogReadModelContractTest extends StoreContract {

    private Vendor vendor;
    private String requestId;

    @BeforeEach
    void emptyQueue() {
        givenNoQueuedJob();
        vendor = givenVendor();
        requestId = givenRequest(vendor.id()).requestId();
    }

    private ProductJob givenJob(long createdSecondsAfterT0) {
        return givenQueuedJob(vendor.id(), requestId, createdSecondsAfterT0);
    }

    private PositionBuilder aPosition(Vendor owner) {
        return TestData.aPosition().forVendor(owner.id()).ofRequest(requestId, 0);
    }

    @Test
    void queuedAndRunningJobsAreCountedAndTheOldestQueuedJobIsNamed() {
        long runningBefore = stores().backlogs().read().runningJobs();
        givenJob(10);
        givenJob(5);
        givenJob(20);
        stores().jobs().claimNext("w1", TestData.at(30), FOREVER);

        Backlog backlog = stores().backlogs().read();

        assertThat(backlog.queuedJobs()).isEqualTo(2);
        assertThat(backlog.runningJobs()).isEqualTo(runningBefore + 1);
        assertThat(backlog.oldestQueuedAt()).contains(TestData.at(10));
    }

    @Test
    void withNoJobQueuedThereIsNoOldestAndFinishedJobsAreNotCounted() {
        ProductJob done = givenJob(0);
        stores().jobs().claimNext("w1", TestData.at(1), FOREVER);
        long runningBefore = stores().backlogs().read().runningJobs();
        stores().jobs().complete(done.id(), "w1", 1, 0);

        Backlog backlog = stores().backlogs().read();

        assertThat(backlog.queuedJobs()).isZero();
        assertThat(backlog.runningJobs()).isEqualTo(runningBefore - 1);
        assertThat(backlog.oldestQueuedAt()).isEmpty();
    }

    @Test
    void positionsAwaitingReviewAndPendingCatalogueAreCountedOverEveryVendorAndLinkedOnesAreNot() {
        Backlog before = stores().backlogs().read();
        Vendor other = givenVendor();
        Offer offer = TestData.anOffer().forVendor(vendor.id()).withSku("L-1")
                .ofCatalogProduct(givenCatalogProduct("Corn", "Dekalb").id()).build();
        stores().offers().insert(offer);
        stores().positions().insertAll(List.of(aPosition(vendor).build(), aPosition(vendor).build(),
                aPosition(other).build(), aPosition(other).inState(PositionState.PENDING_CATALOG).build(),
                aPosition(vendor).withSku("L-1").linkedTo(offer.id()).build()));

        Backlog backlog = stores().backlogs().read();

        assertThat(backlog.awaitingReview()).isEqualTo(before.awaitingReview() + 3);
        assertThat(backlog.pendingCatalog()).isEqualTo(before.pendingCatalog() + 1);
    }
}
