package market.feeds.adapters.jdbc.infra;

import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.sql.SQLException;
import java.util.Map;
import java.util.Optional;

/**
 * Sorts a failed first connection into "waiting may help" and "waiting cannot help" (decision 0007, amended). Only answers
 * that say the server itself refused these credentials or this database are final; anything else (refused port,
 * timeout, a name that does not resolve yet, a server starting up, an error we do not know) is retried until the
 * start's bound, so an unknown passing fault never ends a start early.
 */
final class ConnectFailures {

    /** SQLStates whose cause lies in the configuration or the server's rules, which no retry changes. */
    private static final Map<String, String> FINAL = Map.of(
            "28P01", "authentication failed",
            // Role does not exist, or pg_hba.conf has no entry for this host, user and database.
            "28000", "authentication failed",
            "3D000", "database does not exist",
            "42501", "no permission to connect",
            // pgjdbc: the server asks for a password none was given for, or for an authentication or SSL it lacks.
            "08004", "the server rejected the connection");
    private static final Map<String, String> PASSING = Map.of(
            "57P03", "the server is starting up or shutting down",
            "53300", "the server has too many connections");
    private static final int DETAIL_LIMIT = 160;

    private ConnectFailures() {
    }

    static ConnectAttempt classify(SQLException e) {
        String state = e.getSQLState();
        if (state != null && FINAL.containsKey(state)) {
            return new ConnectAttempt(ConnectAttempt.Outcome.REFUSED, FINAL.get(state) + detail(state, e));
        }
        String reason = network(e).orElseGet(() -> state != null && PASSING.containsKey(state)
                ? PASSING.get(state) + detail(state, e)
                : "connection failed" + detail(state, e));
        return new ConnectAttempt(ConnectAttempt.Outcome.NOT_YET, reason);
    }

    private static Optional<String> network(Throwable e) {
        for (Throwable cause = e; cause != null; cause = cause.getCause()) {
            if (cause instanceof ConnectException && !(cause instanceof NoRouteToHostException)) {
                return Optional.of("connection refused");
            }
            if (cause instanceof NoRouteToHostException) {
                return Optional.of("no route to host");
            }
            if (cause instanceof SocketTimeoutException) {
                return Optional.of("connect timed out");
            }
            if (cause instanceof UnknownHostException) {
                return Optional.of("host name does not resolve");
            }
        }
        return Optional.empty();
    }

    /** The server's or the driver's own words (they name the user or database, never the password), on one line. */
    static String detail(String state, SQLException e) {
        String message = e.getMessage() == null ? "" : e.getMessage().replaceAll("\\p{Cntrl}+", " ").strip();
        if (message.length() > DETAIL_LIMIT) {
            message = message.substring(0, DETAIL_LIMIT) + "…";
        }
        return " (" + (state == null ? "no SQLState" : "SQLState " + state) + (message.isEmpty() ? "" : ": " + message) + ")";
    }
}
