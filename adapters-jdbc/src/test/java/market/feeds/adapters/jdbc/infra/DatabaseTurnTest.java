package market.feeds.adapters.jdbc.infra;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import market.feeds.adapters.jdbc.store.TransactionTimeouts;
import market.feeds.adapters.jdbc.testing.FaultyTcpProxy;
import market.feeds.adapters.jdbc.testing.TestDatabase;
import org.junit.jupiter.api.Test;

/**
 * A turn at a step of the start (decision 0006): a holder whose connection vanished without a word gives it up after
 * the turn's idle limit, and a wait for a turn held too long ends as the lock's own timeout (audit 25 F1b, F3).
 */
class DatabaseTurnTest {

    @Test
    void aTurnWhoseHolderVanishedIsEndedByTheServerAndTheNextStartGetsIt() {
        DatabaseTurn.Rules rules = new DatabaseTurn.Rules(randomKey(), "a test step", Duration.ofSeconds(6),
                Duration.ofSeconds(2));
        try (FaultyTcpProxy proxy = FaultyTcpProxy.toTestDatabase();
             HikariDataSource vanishing = PooledDataSources.create(proxy.testDatabaseEndpoint(), "holder", 1);
             HikariDataSource next = PooledDataSources.create(TestDatabase.endpoint(), "next", 1)) {
            DatabaseTurn.take(vanishing, rules);
            proxy.partition();

            try (DatabaseTurn taken = DatabaseTurn.take(next, rules)) {
                assertThat(taken).isNotNull();
            }
        }
    }

    @Test
    void aWaitForATurnHeldTooLongEndsAsALockTimeoutEvenPastTheSocketTimeout() throws Exception {
        // The socket timeout shorter than the wait: the driver would give up the read first, as a broken connection.
        ConnectionSettings quickSocket = new ConnectionSettings(Duration.ofSeconds(2), Duration.ofSeconds(2),
                Duration.ofSeconds(2), TransactionTimeouts.DEFAULT, Duration.ofSeconds(60));
        DatabaseTurn.Rules rules = new DatabaseTurn.Rules(randomKey(), "a test step", Duration.ofSeconds(3),
                Duration.ofSeconds(2));
        try (HikariDataSource holderPool = PooledDataSources.create(TestDatabase.endpoint(), "holder", 1);
             HikariDataSource waiterPool = PooledDataSources.create(TestDatabase.endpoint(), "waiter", 1,
                     Optional.empty(), quickSocket);
             Connection holder = holderPool.getConnection()) {
            holdLock(holder, rules.key());

            Throwable failure = catchThrowable(() -> DatabaseTurn.take(waiterPool, rules));

            assertThat(failure).isInstanceOf(DatabaseTurn.StillHeld.class)
                    .hasMessage("the turn at a test step was still held by another session after 3 s (lock timeout);"
                            + " a later start gets it once that session ends");
            assertThat(failure.getStackTrace()).isEmpty();
        }
    }

    /** A live holder that is not bound by the turn's idle limit (a node of an older version, or a person). */
    private static void holdLock(Connection connection, long key) throws SQLException {
        connection.setAutoCommit(false);
        try (PreparedStatement lock = connection.prepareStatement("SELECT pg_advisory_xact_lock(?)")) {
            lock.setLong(1, key);
            lock.execute();
        }
    }

    private static long randomKey() {
        return ThreadLocalRandom.current().nextLong();
    }
}
