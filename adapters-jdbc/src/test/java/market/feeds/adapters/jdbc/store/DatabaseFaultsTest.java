package market.feeds.adapters.jdbc.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import market.feeds.adapters.jdbc.infra.ConnectionSettings;
import market.feeds.adapters.jdbc.infra.PooledDataSources;
import market.feeds.adapters.jdbc.testing.FaultyTcpProxy;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.port.out.StorageFailure;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Operations contract, "When the service itself cannot serve": the database away, silent or dropping the
 * connection is a passing {@link StorageFailure.Kind#UNAVAILABLE} within a bound, and the pool recovers by
 * itself. The network faults are made by a {@link FaultyTcpProxy} between the pool and the real server.
 */
@ExtendWith(FreshSchemaExtension.class)
class DatabaseFaultsTest {

    /** Seconds-scale bounds so a silent network is noticed in 3 s instead of 35. */
    private static final ConnectionSettings QUICK = new ConnectionSettings(Duration.ofSeconds(2), Duration.ofSeconds(2),
            Duration.ofSeconds(3), new TransactionTimeouts(Duration.ofMillis(500), Duration.ofSeconds(2)),
            Duration.ofSeconds(60));
    /** Margin for a loaded two-core machine on top of each bound. */
    private static final Duration MARGIN = Duration.ofSeconds(3);

    private final TestSchema schema;
    private final FaultyTcpProxy proxy = FaultyTcpProxy.toTestDatabase();
    private final HikariDataSource pool;
    private final JdbiTransactions transactions;

    DatabaseFaultsTest(TestSchema schema) {
        this.schema = schema;
        this.pool = PooledDataSources.create(proxy.testDatabaseEndpoint(), "faults", 4, Optional.of(schema.name()), QUICK);
        this.transactions = new JdbiTransactions(pool);
    }

    @AfterEach
    void close() {
        pool.close();
        proxy.close();
    }

    @Test
    void aTerminatedBackendIsUnavailable() {
        StorageFailure failure = catchThrowableOfType(StorageFailure.class, () -> transactions.run(() -> {
            int pid = transactions.call("pid", h -> h.createQuery("SELECT pg_backend_pid()").mapTo(Integer.class).one());
            terminate(pid);
            transactions.call("after termination", h -> h.createQuery("SELECT 1").mapTo(Integer.class).one());
        }));

        assertThat(failure.kind()).isEqualTo(StorageFailure.Kind.UNAVAILABLE);
        assertThat(failure.passing()).isTrue();
    }

    @Test
    void noConnectionIsUnavailableWithinTheConnectionTimeout() {
        warmUp();
        proxy.refuse();

        long started = System.nanoTime();
        StorageFailure failure = catchThrowableOfType(StorageFailure.class, this::selectOne);
        Duration took = Duration.ofNanos(System.nanoTime() - started);

        assertThat(failure.kind()).isEqualTo(StorageFailure.Kind.UNAVAILABLE);
        assertThat(took).isLessThan(QUICK.connectionTimeout().plus(MARGIN));
    }

    @Test
    void aSilentNetworkIsUnavailableWithinTheSocketTimeout() {
        warmUp();
        proxy.stall();

        long started = System.nanoTime();
        StorageFailure failure = catchThrowableOfType(StorageFailure.class, this::selectOne);
        Duration took = Duration.ofNanos(System.nanoTime() - started);

        assertThat(failure.kind()).isEqualTo(StorageFailure.Kind.UNAVAILABLE);
        assertThat(took).isLessThan(QUICK.connectionTimeout().plus(QUICK.socketTimeout()).plus(MARGIN));
    }

    @Test
    void afterConnectionsAreCutAtMostOneCallFailsAndTheNextOnesSucceed() throws Exception {
        warmUp();
        proxy.cutConnections();

        try {
            selectOne();
        } catch (StorageFailure first) {
            assertThat(first.kind()).as("a dead pooled connection, found on use").isEqualTo(StorageFailure.Kind.UNAVAILABLE);
        }
        for (int call = 0; call < 8; call++) {
            assertThat(selectOne()).as("call %d after the cut", call).isEqualTo(1);
        }
    }

    @Test
    void theDatabaseBackRecoversWithoutARestart() {
        warmUp();
        proxy.refuse();
        catchThrowableOfType(StorageFailure.class, this::selectOne);

        proxy.heal();

        assertThat(selectOne()).isEqualTo(1);
    }

    @Test
    void theSessionTimeoutsAreSetOncePerConnection() {
        String statement = transactions.call("show", h -> h.createQuery("SHOW statement_timeout").mapTo(String.class).one());
        String lock = transactions.call("show", h -> h.createQuery("SHOW lock_timeout").mapTo(String.class).one());

        assertThat(statement).isEqualTo("2s");
        assertThat(lock).isEqualTo("500ms");
    }

    private int selectOne() {
        return transactions.call("select 1", h -> h.createQuery("SELECT 1").mapTo(Integer.class).one());
    }

    /** Every connection of the pool opened and used once, so the fault hits pooled connections. */
    private void warmUp() {
        CompletableFuture<?>[] calls = new CompletableFuture<?>[4];
        for (int i = 0; i < calls.length; i++) {
            calls[i] = CompletableFuture.runAsync(() -> transactions.run(() ->
                    transactions.call("hold", h -> h.createQuery("SELECT pg_sleep(0.2)").mapToMap().one())));
        }
        CompletableFuture.allOf(calls).orTimeout(30, TimeUnit.SECONDS).join();
    }

    private void terminate(int pid) {
        try (Connection admin = schema.dataSource().getConnection(); Statement statement = admin.createStatement()) {
            statement.execute("SELECT pg_terminate_backend(" + pid + ", 10000)");
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
