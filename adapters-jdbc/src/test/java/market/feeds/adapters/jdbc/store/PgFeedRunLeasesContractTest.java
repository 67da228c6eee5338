package market.feeds.adapters.jdbc.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.model.Vendor;
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
        CountDownLatch verified = new CountDownLatch(1);
        CountDownLatch commit = new CountDownLatch(1);
        CompletableFuture<LeaseCheck> apply = CompletableFuture.supplyAsync(() -> stores.transactions()
                .inTransaction(() -> {
                    LeaseCheck check = stores.feedLeases().verify(lease, TestData.at(60));
                    verified.countDown();
                    CommitSignal.await(commit);
                    return check;
                }));
        assertThat(verified.await(10, TimeUnit.SECONDS)).isTrue();

        CompletableFuture<Void> deactivation = CompletableFuture.runAsync(() ->
                stores.vendors().changeFlags(vendor.id(), Optional.of(false), Optional.empty()));
        await().atMost(Duration.ofSeconds(10)).until(this::aDeactivationWaitsOnALock);
        assertThat(deactivation).isNotDone();
        commit.countDown();

        assertThat(apply.get(10, TimeUnit.SECONDS)).isEqualTo(LeaseCheck.HELD);
        deactivation.get(10, TimeUnit.SECONDS);
        assertThat(stores.vendors().byId(vendor.id()).orElseThrow().active()).isFalse();
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
