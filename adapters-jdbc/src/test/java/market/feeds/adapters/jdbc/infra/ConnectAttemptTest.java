package market.feeds.adapters.jdbc.infra;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.Optional;
import market.feeds.adapters.jdbc.testing.TestDatabase;
import org.junit.jupiter.api.Test;

/**
 * Decision 0007, amended: the first connection of a start tells "waiting may help" from "waiting cannot help", on
 * real sockets and the test server, and its reason names neither the password nor the URL's parameters.
 */
class ConnectAttemptTest {

    private static final String PASSWORD = "pw-never-in-a-reason-77a1";

    @Test
    void theTestServerIsReached() {
        assertThat(ConnectAttempt.once(TestDatabase.endpoint()).outcome()).isEqualTo(ConnectAttempt.Outcome.REACHED);
    }

    @Test
    void aPortWhereNothingListensIsWorthWaitingFor() throws IOException {
        ConnectAttempt attempt = ConnectAttempt.once(endpoint("127.0.0.1", freePort(), "feeds", "feeds"));
        assertThat(attempt.outcome()).isEqualTo(ConnectAttempt.Outcome.NOT_YET);
        assertThat(attempt.reason()).isEqualTo("connection refused");
    }

    /** A listener that never answers the handshake (a hung server, a half-open proxy) ends the attempt in seconds. */
    @Test
    void aServerThatNeverAnswersTheHandshakeIsWorthWaitingFor() throws IOException {
        try (ServerSocket silent = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            ConnectAttempt attempt = ConnectAttempt.once(endpoint("127.0.0.1", silent.getLocalPort(), "feeds", "feeds"));
            assertThat(attempt.outcome()).isEqualTo(ConnectAttempt.Outcome.NOT_YET);
            assertThat(attempt.reason()).contains("timed out").doesNotContain(PASSWORD);
        }
    }

    @Test
    void aRoleTheServerDoesNotKnowIsFinal() {
        DatabaseEndpoint shared = TestDatabase.endpoint();
        ConnectAttempt attempt = ConnectAttempt.once(
                new DatabaseEndpoint(shared.jdbcUrl(), Optional.of("no_such_role"), Optional.of(PASSWORD)));
        assertThat(attempt.outcome()).isEqualTo(ConnectAttempt.Outcome.REFUSED);
        assertThat(attempt.reason()).startsWith("authentication failed (SQLState 28000").doesNotContain(PASSWORD);
    }

    @Test
    void aDatabaseThatDoesNotExistIsFinal() {
        DatabaseEndpoint shared = TestDatabase.endpoint();
        String url = shared.jdbcUrl().substring(0, shared.jdbcUrl().lastIndexOf('/')) + "/no_such_database";
        ConnectAttempt attempt = ConnectAttempt.once(new DatabaseEndpoint(url, shared.user(), shared.password()));
        assertThat(attempt.outcome()).isEqualTo(ConnectAttempt.Outcome.REFUSED);
        assertThat(attempt.reason()).startsWith("database does not exist (SQLState 3D000");
    }

    @Test
    void whereNamesHostPortDatabaseAndUserButNoParameterOrUserInformation() {
        DatabaseEndpoint endpoint = new DatabaseEndpoint(
                "jdbc:postgresql://admin:" + PASSWORD + "@db.example.net/feeds?password=" + PASSWORD + "&ssl=true",
                Optional.of("feeds"), Optional.of(PASSWORD));
        assertThat(endpoint.where()).isEqualTo("db.example.net:5432/feeds as feeds");
        assertThat(new DatabaseEndpoint("jdbc:postgresql://[::1]:5433/x", Optional.empty(), Optional.empty()).where())
                .isEqualTo("[::1]:5433/x");
    }

    private static DatabaseEndpoint endpoint(String host, int port, String database, String user) {
        return new DatabaseEndpoint("jdbc:postgresql://" + host + ":" + port + "/" + database + "?password=" + PASSWORD,
                Optional.of(user), Optional.of(PASSWORD));
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
