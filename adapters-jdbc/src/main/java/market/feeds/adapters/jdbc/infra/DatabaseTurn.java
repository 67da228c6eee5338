package market.feeds.adapters.jdbc.infra;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Objects;
import javax.sql.DataSource;

/**
 * A turn at one step of the start, for processes starting on one database at once: a transaction-scoped advisory
 * lock on a connection of its own, held until {@link #close()} (or the process's death) ends the transaction, or
 * until the holder has sent nothing for the turn's idle limit: then the server ends the session, so a holder whose
 * connection vanished without a word (a partition, a lost NAT entry) does not keep the turn for hours.
 */
public final class DatabaseTurn implements AutoCloseable {

    /** SQLState lock_not_available: the lock timeout ended the wait. */
    private static final String LOCK_NOT_AVAILABLE = "55P03";
    /**
     * Between the lock timeout, the statement timeout and the connection's socket timeout: the lock's own timeout
     * ends the wait, not a cancel or a read given up as a broken connection (audit 25 F3).
     */
    private static final Duration MARGIN = Duration.ofSeconds(2);

    private final Connection connection;
    private boolean open = true;

    private DatabaseTurn(Connection connection) {
        this.connection = connection;
    }

    /**
     * A turn and its bounds.
     *
     * @param key         the advisory lock's key
     * @param purpose     what the turn is for, as the failure names it ("issuing the operator token")
     * @param longestWait how long a start waits for the turn before it fails
     * @param idleLimit   how long the holder may send nothing before the server ends its session and the turn
     *                    with it; above the longest the holder legitimately idles, and below {@code longestWait}, so
     *                    a start that waits outlasts a holder that vanished
     */
    public record Rules(long key, String purpose, Duration longestWait, Duration idleLimit) {

        public Rules {
            Objects.requireNonNull(purpose, "purpose");
            Objects.requireNonNull(longestWait, "longestWait");
            Objects.requireNonNull(idleLimit, "idleLimit");
            if (idleLimit.isNegative() || idleLimit.isZero() || idleLimit.compareTo(longestWait) >= 0) {
                throw new IllegalArgumentException("a turn's idle limit is positive and below its wait");
            }
        }
    }

    /**
     * The turn has been held by another session for all of {@link Rules#longestWait()}. One line, no stack trace: the
     * database answered, another start holds the turn.
     */
    public static final class StillHeld extends RuntimeException {

        private static final long serialVersionUID = 1L;

        StillHeld(Rules rules) {
            super("the turn at " + rules.purpose() + " was still held by another session after "
                    + rules.longestWait().toSeconds()
                    + " s (lock timeout); a later start gets it once that session ends", null, false, false);
        }
    }

    /** Waits up to {@link Rules#longestWait()} for the turn; a longer wait fails the start ({@link StillHeld}). */
    public static DatabaseTurn take(DataSource dataSource, Rules rules) {
        try {
            Connection connection = dataSource.getConnection();
            try {
                connection.setAutoCommit(false);
                lock(connection, rules);
                return new DatabaseTurn(connection);
            } catch (SQLException | RuntimeException e) {
                connection.close();
                throw e;
            }
        } catch (SQLException e) {
            if (LOCK_NOT_AVAILABLE.equals(e.getSQLState())) {
                throw new StillHeld(rules);
            }
            throw new IllegalStateException("waiting for the turn at " + rules.purpose() + " failed", e);
        }
    }

    private static void lock(Connection connection, Rules rules) throws SQLException {
        // A socket timeout shorter than the wait would end it first, as a broken connection (audit 25 F3).
        int socketTimeout = connection.getNetworkTimeout();
        long needed = rules.longestWait().plus(MARGIN).plus(MARGIN).toMillis();
        boolean raised = socketTimeout > 0 && socketTimeout < needed;
        if (raised) {
            connection.setNetworkTimeout(Runnable::run, Math.toIntExact(needed));
        }
        // Local to this transaction: the pooled connection keeps its own settings afterwards. The idle limit is the
        // holder's: once it has the lock it idles until it gives the turn up.
        try (PreparedStatement bound = connection.prepareStatement("SELECT set_config('lock_timeout', ?, true),"
                + " set_config('statement_timeout', ?, true),"
                + " set_config('idle_in_transaction_session_timeout', ?, true)")) {
            bound.setString(1, rules.longestWait().toMillis() + "ms");
            bound.setString(2, rules.longestWait().plus(MARGIN).toMillis() + "ms");
            bound.setString(3, rules.idleLimit().toMillis() + "ms");
            bound.execute();
        }
        try (PreparedStatement lock = connection.prepareStatement("SELECT pg_advisory_xact_lock(?)")) {
            lock.setLong(1, rules.key());
            lock.execute();
        }
        if (raised) {
            connection.setNetworkTimeout(Runnable::run, socketTimeout);
        }
    }

    /** Ends the turn; the next waiter goes on. Closing again does nothing. */
    @Override
    public synchronized void close() {
        if (!open) {
            return;
        }
        open = false;
        try (connection) {
            connection.rollback();
        } catch (SQLException e) {
            // A connection that is gone has ended its transaction, and the lock with it.
        }
    }
}
