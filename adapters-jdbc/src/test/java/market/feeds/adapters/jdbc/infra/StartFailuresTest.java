package market.feeds.adapters.jdbc.infra;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.BindException;
import java.net.ServerSocket;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;
import market.feeds.adapters.jdbc.testing.TestDatabase;
import org.junit.jupiter.api.Test;

/**
 * Decision 0007, amended in session 25: a start step's failure after the first connection is read as a connect
 * attempt (refused for good, or worth a later start) only when the database's connection caused it; a statement's
 * error stays a defect, even with a SQLState that means a refusal when the server answers a connect with it.
 */
class StartFailuresTest {

    @Test
    void aConnectionTheServerEndedIsALostConnectionWorthALaterStart() throws Exception {
        try (Connection victim = ConnectAttempt.open(TestDatabase.endpoint());
             Connection admin = ConnectAttempt.open(TestDatabase.endpoint());
             Statement sql = admin.createStatement()) {
            int pid = victim.unwrap(org.postgresql.PGConnection.class).getBackendPID();
            sql.execute("SELECT pg_terminate_backend(" + pid + ")");

            Optional<ConnectAttempt> read = StartFailures.classify(failureOf(victim, "SELECT 1"));

            assertThat(read).get().extracting(ConnectAttempt::outcome).isEqualTo(ConnectAttempt.Outcome.NOT_YET);
            assertThat(read.get().reason()).startsWith("connection lost (SQLState ");
        }
    }

    @Test
    void aConnectionThatCouldNotBeOpenedSaysWhyAsTheFirstConnectionDoes() throws IOException {
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        DatabaseEndpoint nowhere = new DatabaseEndpoint("jdbc:postgresql://127.0.0.1:" + port + "/feeds",
                Optional.of("feeds"), Optional.empty());
        SQLException refused = openFailure(nowhere);

        Optional<ConnectAttempt> read = StartFailures.classify(new IllegalStateException("the step failed", refused));

        assertThat(read).contains(new ConnectAttempt(ConnectAttempt.Outcome.NOT_YET, "connection refused"));
    }

    @Test
    void aRoleRefusedWhileConnectingIsARefusal() {
        DatabaseEndpoint shared = TestDatabase.endpoint();
        SQLException unknownRole = openFailure(
                new DatabaseEndpoint(shared.jdbcUrl(), Optional.of("no_such_role"), Optional.empty()));

        Optional<ConnectAttempt> read = StartFailures.classify(new IllegalStateException("the step failed",
                unknownRole));

        assertThat(read).get().extracting(ConnectAttempt::outcome).isEqualTo(ConnectAttempt.Outcome.REFUSED);
    }

    /** 3D000 answering a connect is final (exit code 4); answering a statement, it is the statement's error. */
    @Test
    void aStatementsErrorIsNeitherALostConnectionNorARefusalEvenWithARefusalsSqlState() throws Exception {
        try (Connection connection = ConnectAttempt.open(TestDatabase.endpoint())) {
            SQLException noSuchDatabase = failureOf(connection, "DROP DATABASE no_such_database_for_this_test");
            assertThat(noSuchDatabase.getSQLState()).isEqualTo("3D000");
            SQLException noSuchTable = failureOf(connection, "SELECT * FROM no_such_table_for_this_test");

            assertThat(StartFailures.classify(new IllegalStateException("step", noSuchDatabase))).isEmpty();
            assertThat(StartFailures.classify(new IllegalStateException("step", noSuchTable))).isEmpty();
        }
    }

    @Test
    void aFailureWithoutTheDatabaseInItIsADefect() {
        assertThat(StartFailures.classify(new UncheckedIOException(new IOException("reading a resource failed"))))
                .isEmpty();
        assertThat(StartFailures.classify(new IllegalArgumentException("a bug"))).isEmpty();
        assertThat(StartFailures.classify(new IllegalStateException("the HTTP port", new BindException("in use"))))
                .isEmpty();
    }

    private static SQLException failureOf(Connection connection, String statement) {
        try (Statement sql = connection.createStatement(); ResultSet ignored = sql.executeQuery(statement)) {
            throw new AssertionError(statement + " succeeded");
        } catch (SQLException e) {
            return e;
        }
    }

    private static SQLException openFailure(DatabaseEndpoint endpoint) {
        try (Connection ignored = ConnectAttempt.open(endpoint)) {
            throw new AssertionError("connected to " + endpoint.where());
        } catch (SQLException e) {
            return e;
        }
    }
}
