package market.feeds.bootstrap.logging;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.LoggingEvent;
import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.net.ConnectException;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import market.feeds.adapters.jdbc.testing.TestDatabase;
import org.junit.jupiter.api.Test;

/** A trace whose causes say the database cannot be reached is one line of its causes; any other is whole (0409). */
class DatabaseAwayTracesTest {

    @Test
    void aPoolTimeoutOverARefusedConnectionIsOneLineOfItsCauses() {
        Exception quartz = new IllegalStateException("Failed to obtain DB connection from data source 'feeds'",
                new SQLTransientConnectionException(
                        "feeds - Connection is not available, request timed out after 2000ms",
                        new SQLException("Connection to 127.0.0.1:5432 refused.", "08001",
                                new ConnectException("Connection refused"))));

        String written = converted(quartz);

        assertThat(written).isEqualTo("  database unreachable: IllegalStateException: Failed to obtain DB connection"
                + " from data source 'feeds' <- SQLTransientConnectionException: feeds - Connection is not available,"
                + " request timed out after 2000ms <- SQLException: Connection to 127.0.0.1:5432 refused."
                + " <- ConnectException: Connection refused" + System.lineSeparator());
    }

    @Test
    void aConnectionTheServerTerminatedIsOneLine() {
        String written = converted(new SQLException("FATAL: terminating connection due to administrator command",
                "57P01"));

        assertThat(written).startsWith("  database unreachable: SQLException: FATAL: terminating connection")
                .doesNotContain("\tat ");
    }

    @Test
    void aRefusedConnectionThatIsNotTheDatabasesKeepsItsWholeTrace() {
        String written = converted(new IllegalStateException("fetching the feed failed",
                new ConnectException("Connection refused")));

        assertThat(written).contains("java.lang.IllegalStateException: fetching the feed failed", "\tat ")
                .doesNotContain("database unreachable");
    }

    @Test
    void anyOtherFailureKeepsItsWholeTrace() {
        String written = converted(new IllegalStateException("a defect",
                new SQLException("duplicate key value violates unique constraint", "23505")));

        assertThat(written).contains("java.lang.IllegalStateException: a defect", "\tat ",
                "Caused by: java.sql.SQLException: duplicate key value");
    }

    /**
     * Audit s29c L3: Quartz's rollback on a connection the pool had found broken (and closed) logged the pool's
     * "Connection is closed", which has no SQLState, with its whole trace. The exception is the pool's own: a
     * connection of a real HikariCP pool, closed, then rolled back.
     */
    @Test
    void quartzUsingAConnectionThePoolClosedIsOneLineAndTheServicesOwnUseOfOneKeepsItsTrace() throws Exception {
        SQLException closed = closedConnectionsFailure();

        assertThat(converted(closed, "org.quartz.impl.jdbcjobstore.JobStoreTX"))
                .isEqualTo("  database unreachable: SQLException: Connection is closed" + System.lineSeparator());
        assertThat(converted(closed, "market.feeds.adapters.jdbc.store.JdbiTransactions"))
                .as("in the service's own code it is a defect").contains("Connection is closed", "\tat ");
    }

    private static SQLException closedConnectionsFailure() throws SQLException {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(TestDatabase.endpoint().jdbcUrl());
        TestDatabase.endpoint().user().ifPresent(config::setUsername);
        TestDatabase.endpoint().password().ifPresent(config::setPassword);
        config.setMaximumPoolSize(1);
        config.setAutoCommit(false);
        try (HikariDataSource pool = new HikariDataSource(config)) {
            Connection connection = pool.getConnection();
            connection.close();
            return catchThrowableOfType(SQLException.class, connection::rollback);
        }
    }

    private static String converted(Throwable thrown) {
        return converted(thrown, "test");
    }

    private static String converted(Throwable thrown, String loggerName) {
        LoggerContext context = new LoggerContext();
        DatabaseAwayTraces converter = new DatabaseAwayTraces();
        converter.setContext(context);
        converter.start();
        LoggingEvent event = new LoggingEvent(loggerName, context.getLogger(loggerName), Level.ERROR, "failed", thrown,
                null);
        return converter.convert(event);
    }
}
