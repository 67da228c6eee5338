package market.feeds.adapters.jdbc.infra;

import java.io.EOFException;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.util.Optional;
import market.feeds.adapters.jdbc.store.SqlFailures;
import org.postgresql.util.PSQLException;

/**
 * Reads the failure of a start step that used the database after the start had reached it (decision 0007, amended in
 * session 25) as a connect attempt: refused for good (the credentials or the database, as at the first connection),
 * not yet (the connection was lost, or none could be opened: a database restarting or failing over), or neither, a
 * defect. The SQLStates are those of the first connection ({@link ConnectFailures}) and of the stores
 * ({@link SqlFailures#connectionLost}).
 */
public final class StartFailures {

    /** sqlclient_unable_to_establish_sqlconnection: refused, timed out or failed while connecting. */
    private static final String UNABLE_TO_CONNECT = "08001";

    private StartFailures() {
    }

    /** Refused or not yet, with a reason for one line (never the password, never the URL); empty for a defect. */
    public static Optional<ConnectAttempt> classify(Throwable failure) {
        Optional<SQLException> driver = driverFailure(failure);
        if (driver.isPresent() && refusedAtConnect(driver.get())) {
            return driver.map(ConnectFailures::classify);
        }
        if (couldNotConnect(failure, driver)) {
            return Optional.of(driver.map(ConnectFailures::classify).orElseGet(() -> new ConnectAttempt(
                    ConnectAttempt.Outcome.NOT_YET, "no connection opened within the pool's connection timeout")));
        }
        if (SqlFailures.connectionLost(failure) || brokenSocket(failure)) {
            return Optional.of(new ConnectAttempt(ConnectAttempt.Outcome.NOT_YET, "connection lost"
                    + driver.map(e -> ConnectFailures.detail(e.getSQLState(), e)).orElse("")));
        }
        return Optional.empty();
    }

    /**
     * A refusal of the first connection's kind, raised while connecting: a FATAL answer to the startup, or the
     * driver's own (no answer from the server). A statement's 42501 or 3D000 is an ERROR, and no refusal to connect.
     */
    private static boolean refusedAtConnect(SQLException e) {
        if (ConnectFailures.classify(e).outcome() != ConnectAttempt.Outcome.REFUSED) {
            return false;
        }
        return !(e instanceof PSQLException psql) || psql.getServerErrorMessage() == null
                || "FATAL".equals(psql.getServerErrorMessage().getSeverity());
    }

    /** A connection could not be opened: the driver says so (08001), or the pool had none within its wait. */
    private static boolean couldNotConnect(Throwable failure, Optional<SQLException> driver) {
        if (driver.filter(e -> UNABLE_TO_CONNECT.equals(e.getSQLState())).isPresent()) {
            return true;
        }
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof SQLTransientConnectionException) {
                return true;
            }
        }
        return false;
    }

    /**
     * A database call that failed on its socket without a SQLState saying so (pgjdbc says 08006 itself, a wrapper may
     * not). Under a SQLException only: the HTTP server's port in use is a SocketException too, and no database fault.
     */
    private static boolean brokenSocket(Throwable failure) {
        boolean databaseCall = false;
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            databaseCall |= cause instanceof SQLException;
            if (databaseCall && (cause instanceof SocketException || cause instanceof SocketTimeoutException
                    || cause instanceof EOFException)) {
                return true;
            }
        }
        return false;
    }

    /** The driver's own exception, whose words say what happened; else the first that carries a SQLState. */
    private static Optional<SQLException> driverFailure(Throwable failure) {
        SQLException stated = null;
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof PSQLException psql) {
                return Optional.of(psql);
            }
            if (stated == null && cause instanceof SQLException sql && sql.getSQLState() != null) {
                stated = sql;
            }
        }
        return Optional.ofNullable(stated);
    }
}
