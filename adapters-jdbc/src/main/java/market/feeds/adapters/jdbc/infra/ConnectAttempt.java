package market.feeds.adapters.jdbc.infra;

import java.sql.Connection;
import java.sql.Driver;
import java.sql.SQLException;
import java.util.Objects;
import java.util.Properties;

/**
 * One connection opened and closed before the pool exists, to learn whether the database can be reached and, if
 * not, whether waiting can help (decision 0007, amended). Opened with the pool's own driver settings, so what it learns holds
 * for the pool's connections too.
 *
 * @param outcome reached, not yet (waiting may help) or refused (it cannot)
 * @param reason  why not, for one log line: never the password, never the URL
 */
public record ConnectAttempt(Outcome outcome, String reason) {

    public enum Outcome { REACHED, NOT_YET, REFUSED }

    /**
     * A server that accepts the TCP connection and then never finishes the handshake counts as not reachable after
     * this; the connect itself is bounded by the pool's 2 s connect timeout.
     */
    private static final int LOGIN_TIMEOUT_SECONDS = 5;
    private static final Driver DRIVER = new org.postgresql.Driver();

    public ConnectAttempt {
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(reason, "reason");
    }

    public static ConnectAttempt once(DatabaseEndpoint endpoint) {
        try (Connection connection = open(endpoint)) {
            return connection != null ? new ConnectAttempt(Outcome.REACHED, "reached")
                    : new ConnectAttempt(Outcome.REFUSED, "the PostgreSQL driver does not accept the URL");
        } catch (SQLException e) {
            return ConnectFailures.classify(e);
        }
    }

    /** One connection as the pool would open it (null when the driver does not take the URL). */
    static Connection open(DatabaseEndpoint endpoint) throws SQLException {
        Properties properties = ConnectionSettings.DEFAULT.driverProperties();
        endpoint.user().ifPresent(user -> properties.setProperty("user", user));
        endpoint.password().ifPresent(password -> properties.setProperty("password", password));
        properties.setProperty("loginTimeout", String.valueOf(LOGIN_TIMEOUT_SECONDS));
        return DRIVER.connect(endpoint.jdbcUrl(), properties);
    }
}
