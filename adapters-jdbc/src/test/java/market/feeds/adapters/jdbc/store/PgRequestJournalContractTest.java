package market.feeds.adapters.jdbc.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.out.contract.AbstractRequestJournalContractTest;
import market.feeds.application.service.Stores;
import market.feeds.application.testing.TestData;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The RequestJournal contract on PostgreSQL (one migrated schema for the class), and what fences a run's rows. */
@ExtendWith(FreshSchemaExtension.class)
class PgRequestJournalContractTest extends AbstractRequestJournalContractTest {

    private final Stores stores;
    private final DataSource dataSource;

    PgRequestJournalContractTest(TestSchema schema) {
        this.stores = JdbcStores.create(schema.dataSource()).asStores();
        this.dataSource = schema.dataSource();
    }

    @Override
    protected Stores stores() {
        return stores;
    }

    /**
     * Decision 0410: a run's apply whose journal row is in but not yet committed, and a failure row recorded for the
     * same run meanwhile, never both commit. The recording waits for the apply, then writes nothing if it committed.
     */
    @ParameterizedTest(name = "the other unit commits: {0}")
    @ValueSource(booleans = {true, false})
    void recordFirstWaitsForAnUncommittedRowOfTheSameIdAndRecordsOnlyIfItsUnitRolledBack(boolean commits)
            throws Exception {
        Vendor vendor = givenVendor();
        JournalEntry applied = TestData.aJournalEntry().forVendor(vendor.id()).fromFeed().build();
        JournalEntry failed = TestData.aJournalEntry().withRequestId(applied.requestId()).forVendor(vendor.id())
                .fromFeed().failedWith("internal_error", OptionalInt.empty()).build();
        CountDownLatch written = new CountDownLatch(1);
        CountDownLatch end = new CountDownLatch(1);
        CompletableFuture<Void> apply = CompletableFuture.runAsync(() -> stores.transactions().run(() -> {
            stores.journal().recordFirst(applied);
            written.countDown();
            CommitSignal.await(end);
            if (!commits) {
                throw new IllegalStateException("rolled back");
            }
        }));
        assertThat(written.await(10, TimeUnit.SECONDS)).isTrue();

        CompletableFuture<Boolean> recording = CompletableFuture.supplyAsync(() ->
                stores.journal().recordFirst(failed));
        await().atMost(Duration.ofSeconds(4)).until(this::aJournalInsertWaitsOnALock);
        assertThat(recording).isNotDone();
        end.countDown();

        assertThat(recording.get(10, TimeUnit.SECONDS)).isEqualTo(!commits);
        if (commits) {
            apply.get(10, TimeUnit.SECONDS);
        } else {
            assertThat(apply).failsWithin(Duration.ofSeconds(10));
        }
        assertThat(stores.journal().find(vendor.id(), applied.requestId())).contains(commits ? applied : failed);
    }

    private boolean aJournalInsertWaitsOnALock() throws SQLException {
        try (Connection connection = dataSource.getConnection(); Statement sql = connection.createStatement();
             ResultSet waiting = sql.executeQuery("""
                     SELECT count(*) FROM pg_stat_activity
                     WHERE wait_event_type = 'Lock' AND query LIKE '%INSERT INTO requests%'""")) {
            return waiting.next() && waiting.getInt(1) == 1;
        }
    }
}
