package market.feeds.adapters.jdbc.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import javax.sql.DataSource;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.out.FeedRunLeases.DroppedRun;
import market.feeds.application.port.out.FeedRunLeases.Lease;
import market.feeds.application.port.out.FeedRunLeases.LeaseCheck;
import market.feeds.application.port.out.contract.AbstractFeedRunLeasesContractTest;
import market.feeds.application.service.Stores;
import market.feeds.application.testing.TestData;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The FeedRunLeases contract on PostgreSQL (one migrated schema for the class), and its lock on the vendor. */
@ExtendWith(FreshSchemaExtension.class)
class PgFeedRunLeasesContractTest extends AbstractFeedRunLeasesContractTest {

    private final Stores stores;
    private final DataSource dataSource;

    PgFeedRunLeasesContractTest(TestSchema schema) {
        this.stores = JdbcStores.create(schema.dataSource()).asStores();
        this.dataSource = schema.dataSource();
    }

    @Override
    protected Stores stores() {
        return stores;
    }

    /** Decision 0604: once a deactivation has answered, no pull's apply that verified before it is still open. */
    @Test
    void aDeactivationWaitsForAnApplyThatVerifiedTheVendorActive() throws Exception {
        Vendor vendor = givenVendor();
        stores.feedSettings().save(TestData.feedSettings(vendor.id()));
        Lease lease = stores.feedLeases().acquire(vendor.id(), "run-1", TestData.at(0), TestData.at(120)).orElseThrow();
        HeldUnit<LeaseCheck> apply = heldOpen(() -> stores.feedLeases().verify(lease, TestData.at(60)));

        CompletableFuture<Void> deactivation = CompletableFuture.runAsync(() ->
                stores.vendors().changeFlags(vendor.id(), Optional.of(false), Optional.empty()));
        await().atMost(Duration.ofSeconds(10)).until(this::aDeactivationWaitsOnALock);
        assertThat(deactivation).isNotDone();

        assertThat(apply.commitAndGet()).isEqualTo(LeaseCheck.HELD);
        deactivation.get(10, TimeUnit.SECONDS);
        assertThat(stores.vendors().byId(vendor.id()).orElseThrow().active()).isFalse();
    }

    /**
     * Decision 0410: an apply holds its lease row from its verify to its commit. A round of dropped runs skips that
     * row rather than waiting on it (nor journals a run whose apply may yet commit), and takes it once the apply ended.
     */
    @Test
    void aDroppedRunWhoseLeaseRowAnotherTransactionHoldsIsSkippedNotWaitedFor() throws Exception {
        Vendor vendor = givenVendor();
        stores.feedSettings().save(TestData.feedSettings(vendor.id()));
        Lease lease = stores.feedLeases().acquire(vendor.id(), "run-1", TestData.at(0), TestData.at(120)).orElseThrow();
        HeldUnit<LeaseCheck> apply = heldOpen(() -> stores.feedLeases().verify(lease, TestData.at(60)));

        List<DroppedRun> whileHeld = takeDropped(vendor, 200);
        apply.commitAndGet();
        List<DroppedRun> afterwards = takeDropped(vendor, 200);

        assertThat(whileHeld).isEmpty();
        assertThat(afterwards).extracting(DroppedRun::runId).containsExactly("run-1");
    }

    /** A second round meanwhile skips what the first has taken and not yet committed: each run is taken once. */
    @Test
    void twoRoundsAtOnceTakeEachDroppedRunOnce() throws Exception {
        Vendor vendor = givenVendor();
        stores.feedSettings().save(TestData.feedSettings(vendor.id()));
        stores.feedLeases().acquire(vendor.id(), "run-1", TestData.at(0), TestData.at(120)).orElseThrow();
        HeldUnit<List<DroppedRun>> first = heldOpen(() ->
                stores.feedLeases().takeDropped(Optional.of(vendor.id()), TestData.at(200)));

        List<DroppedRun> second = takeDropped(vendor, 200);

        assertThat(first.commitAndGet()).extracting(DroppedRun::runId).containsExactly("run-1");
        assertThat(second).isEmpty();
        assertThat(takeDropped(vendor, 200)).isEmpty();
    }

    /** Runs {@code work} in a unit of its own on another thread, and keeps that unit open until it is committed. */
    private <T> HeldUnit<T> heldOpen(Supplier<T> work) throws InterruptedException {
        CountDownLatch done = new CountDownLatch(1);
        CountDownLatch commit = new CountDownLatch(1);
        CompletableFuture<T> unit = CompletableFuture.supplyAsync(() -> stores.transactions().inTransaction(() -> {
            T result = work.get();
            done.countDown();
            CommitSignal.await(commit);
            return result;
        }));
        assertThat(done.await(10, TimeUnit.SECONDS)).isTrue();
        return new HeldUnit<>(unit, commit);
    }

    private record HeldUnit<T>(CompletableFuture<T> unit, CountDownLatch commit) {
        T commitAndGet() throws Exception {
            commit.countDown();
            return unit.get(10, TimeUnit.SECONDS);
        }
    }

    private List<DroppedRun> takeDropped(Vendor vendor, long endedBy) {
        return stores.transactions().inTransaction(() ->
                stores.feedLeases().takeDropped(Optional.of(vendor.id()), TestData.at(endedBy)));
    }

    private boolean aDeactivationWaitsOnALock() throws SQLException {
        try (Connection connection = dataSource.getConnection(); Statement sql = connection.createStatement();
             ResultSet waiting = sql.executeQuery("""
                     SELECT count(*) FROM pg_stat_activity
                     WHERE wait_event_type = 'Lock' AND query LIKE '%UPDATE vendors SET%'""")) {
            return waiting.next() && waiting.getInt(1) == 1;
        }
    }
}
