package market.feeds.adapters.jdbc.store;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import javax.sql.DataSource;
import org.jdbi.v3.core.ConnectionFactory;

/**
 * The connections the stores hold right now, so that a stop can end their waits: a statement blocked on a database
 * gone silent would otherwise keep its request unanswered for the 35 s read bound (decision 0406), longer than the
 * HTTP server's stop gives it (decision 0007, amended in session 30).
 */
final class BorrowedConnections implements ConnectionFactory {

    /** Runs each abort on the calling thread: pgjdbc's abort only closes the socket, it never waits on the server. */
    private static final Executor AT_ONCE = Runnable::run;

    private final DataSource dataSource;
    private final Set<Connection> borrowed = ConcurrentHashMap.newKeySet();

    BorrowedConnections(DataSource dataSource) {
        this.dataSource = Objects.requireNonNull(dataSource, "dataSource");
    }

    @Override
    public Connection openConnection() throws SQLException {
        Connection connection = dataSource.getConnection();
        borrowed.add(connection);
        return connection;
    }

    @Override
    public void closeConnection(Connection connection) throws SQLException {
        borrowed.remove(connection);
        connection.close();
    }

    /**
     * Aborts every connection held now: the statement waiting on one fails at once as a lost connection, which its
     * caller answers like any other (503, nothing applied; a lost COMMIT is looked up, decision 0407). The pool
     * replaces the connection. Returns how many were aborted.
     */
    int abortAll() {
        int aborted = 0;
        for (Connection connection : borrowed) {
            try {
                connection.abort(AT_ONCE);
                aborted++;
            } catch (SQLException | RuntimeException alreadyGone) {
                // Closed between the look and the abort, or the pool's proxy refused: nothing left to end.
            }
        }
        return aborted;
    }
}
