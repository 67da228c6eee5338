package market.feeds.bootstrap.logging;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.LoggingEvent;
import java.net.ConnectException;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
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

    private static String converted(Throwable thrown) {
        LoggerContext context = new LoggerContext();
        DatabaseAwayTraces converter = new DatabaseAwayTraces();
        converter.setContext(context);
        converter.start();
        LoggingEvent event = new LoggingEvent("test", context.getLogger("test"), Level.ERROR, "failed", thrown, null);
        return converter.convert(event);
    }
}
