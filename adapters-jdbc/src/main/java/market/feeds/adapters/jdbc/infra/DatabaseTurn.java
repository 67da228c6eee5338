package market.feeds.adapters.jdbc.infra;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Duration;
import javax.sql.DataSource;

/**
 * A turn at one step of the start, for processes starting on one database at once: a transaction-scoped advisory
 * lock on a connection of its own, held until {@link #close()} (or the process's death) ends the transaction.
 */
public final class DatabaseTurn implements AutoCloseable {

    private final Connection connection;
    private boolean open = true;

    private DatabaseTurn(Connection connection) {
        this.connection = connection;
    }

    /** Waits up to {@code wait} for the turn named {@code key}; a wait longer than that fails the start. */
    public static DatabaseTurn take(DataSource dataSource, long key, Duration wait) {
        try {
            Connection connection = dataSource.getConnection();
            try {
                connection.setAutoCommit(false);
                // Local to this transaction: the pooled connection keeps its own timeouts afterwards.
                try (PreparedStatement bound = connection.prepareStatement(
                        "SELECT set_config('lock_timeout', ?, true), set_config('statement_timeout', ?, true)")) {
                    bound.setString(1, wait.toMillis() + "ms");
                    bound.setString(2, wait.toMillis() + "ms");
                    bound.execute();
                }
                try (PreparedStatement lock = connection.prepareStatement("SELECT pg_advisory_xact_lock(?)")) {
                    lock.setLong(1, key);
                    lock.execute();
                }
                return new DatabaseTurn(connection);
            } catch (SQLException | RuntimeException e) {
                connection.close();
                throw e;
            }
        } catch (SQLException e) {
            throw new IllegalStateException("waiting for the start turn " + key + " failed", e);
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
