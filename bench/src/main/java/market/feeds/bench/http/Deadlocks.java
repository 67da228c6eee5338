package market.feeds.bench.http;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;

/** The server's own deadlock counter of the benchmark database: a deadlock the service retried still shows. */
final class Deadlocks {

    private Deadlocks() {
    }

    static long count(DataSource database) throws SQLException {
        try (Connection connection = database.getConnection(); Statement sql = connection.createStatement()) {
            // Counters reach pg_stat_database after the backends flush them (at most about a second later).
            sql.execute("SELECT pg_stat_clear_snapshot()");
            try (ResultSet row = sql.executeQuery(
                    "SELECT deadlocks FROM pg_stat_database WHERE datname = current_database()")) {
                return row.next() ? row.getLong(1) : -1;
            }
        }
    }
}
