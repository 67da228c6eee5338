package market.feeds.application.service;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import market.feeds.application.memory.InMemoryStores;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.in.WatchBacklogsUseCase.Backlogs;
import market.feeds.application.testing.MutableClock;
import market.feeds.application.testing.TestData;
import org.junit.jupiter.api.Test;

/** The oldest queued job's wait is aged by this node's clock: zero when none waits, never below zero. */
class WatchBacklogsTest {

    private final Stores stores = InMemoryStores.create();
    private final MutableClock clock = new MutableClock(TestData.at(100));
    private final WatchBacklogsService watch = new WatchBacklogsService(stores.backlogs(), clock);

    @Test
    void theOldestQueuedJobsWaitIsItsAgeByTheClock() {
        enqueueCreatedAt(40);
        enqueueCreatedAt(70);

        Backlogs backlogs = watch.now();

        assertThat(backlogs.queuedJobs()).isEqualTo(2);
        assertThat(backlogs.oldestQueuedAge()).isEqualTo(Duration.ofSeconds(60));
    }

    @Test
    void noQueuedJobIsAWaitOfZero() {
        assertThat(watch.now().oldestQueuedAge()).isEqualTo(Duration.ZERO);
    }

    @Test
    void aJobCreatedByANodeWhoseClockIsAheadHasWaitedZeroNotLessThanNothing() {
        enqueueCreatedAt(103);

        assertThat(watch.now().oldestQueuedAge()).isEqualTo(Duration.ZERO);
    }

    private void enqueueCreatedAt(long secondsAfterT0) {
        Vendor vendor = TestData.aVendor().build();
        stores.vendors().insert(vendor);
        stores.jobs().enqueue(TestData.aQueuedJob(vendor.id(), TestData.id(), TestData.at(secondsAfterT0)));
    }
}
