package market.feeds.adapters.jdbc.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.awaitility.Awaitility.await;

import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Optional;
import java.util.Set;
import market.feeds.adapters.jdbc.infra.ConnectionSettings;
import market.feeds.adapters.jdbc.infra.PooledDataSources;
import market.feeds.adapters.jdbc.testing.FaultyTcpProxy;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.out.StorageFailure;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Audit 25 F1, decision 0406 (amended): a node loses its network mid-transaction without a word reaching the server
 * (a partition, a lost NAT entry). It gives up after its socket timeout; the server must end the transaction it left
 * open by itself, so the vendor's next writer, on a node whose network is fine, gets the vendor's write lock.
 */
@ExtendWith(FreshSchemaExtension.class)
class VanishedClientTest {

    /**
     * The service's bounds scaled down: the client gives up after 2 s of silence, the server ends a transaction
     * idle for 3 s (60 s in the service).
     */
    private static final ConnectionSettings QUICK = new ConnectionSettings(Duration.ofSeconds(2), Duration.ofSeconds(2),
            Duration.ofSeconds(2), new TransactionTimeouts(Duration.ofMillis(500), Duration.ofSeconds(1)),
            Duration.ofSeconds(3));

    private final TestSchema schema;
    private final FaultyTcpProxy proxy = FaultyTcpProxy.toTestDatabase();
    private final HikariDataSource cutOffPool;
    private final Fixtures cutOff;
    private final Fixtures healthy;

    VanishedClientTest(TestSchema schema) {
        this.schema = schema;
        this.cutOffPool = PooledDataSources.create(proxy.testDatabaseEndpoint(), "vanishing", 2,
                Optional.of(schema.name()), QUICK);
        this.cutOff = new Fixtures(cutOffPool);
        this.healthy = new Fixtures(schema.dataSource());
    }

    @AfterEach
    void close() {
        proxy.close();
        cutOffPool.close();
    }

    @Test
    void aTransactionWhoseClientVanishedIsEndedByTheServerAndTheVendorsNextWriterGetsTheLock() {
        Vendor vendor = healthy.vendor();
        healthy.insertOffer(vendor.id(), "LOCKED-A");
        JdbiTransactions transactions = cutOff.stores.transactions();
        int[] orphan = new int[1];

        StorageFailure lost = catchThrowableOfType(StorageFailure.class, () -> transactions.run(() -> {
            cutOff.stores.offerUpdates().skuFacts(vendor.id(), Set.of("LOCKED-A"), true);
            orphan[0] = transactions.call("pid", h -> h.createQuery("SELECT pg_backend_pid()").mapTo(Integer.class)
                    .one());
            proxy.partition();
            transactions.call("never answered", h -> h.createQuery("SELECT 1").mapTo(Integer.class).one());
        }));
        assertThat(lost.kind()).as("the cut-off node gives up after its socket timeout")
                .isEqualTo(StorageFailure.Kind.UNAVAILABLE);
        proxy.heal();

        await().atMost(Duration.ofSeconds(60)).pollInterval(Duration.ofMillis(500))
                .until(() -> writerGetsTheLock(vendor));
        await("the server ends the session the vanished client left").atMost(Duration.ofSeconds(10))
                .until(() -> !backendAlive(orphan[0]));
    }

    /** The offers path's locking read on another node; it waits for the lock up to its 5 s lock timeout. */
    private boolean writerGetsTheLock(Vendor vendor) {
        try {
            healthy.stores.transactions().inTransaction(() ->
                    healthy.stores.offerUpdates().skuFacts(vendor.id(), Set.of("LOCKED-A"), true));
            return true;
        } catch (StorageFailure failure) {
            assertThat(failure.kind()).isEqualTo(StorageFailure.Kind.LOCK_TIMEOUT);
            return false;
        }
    }

    private boolean backendAlive(int pid) throws SQLException {
        try (Connection connection = schema.dataSource().getConnection();
             PreparedStatement query = connection.prepareStatement("SELECT 1 FROM pg_stat_activity WHERE pid = ?")) {
            query.setInt(1, pid);
            try (ResultSet row = query.executeQuery()) {
                return row.next();
            }
        }
    }
}
