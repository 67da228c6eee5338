package market.feeds.adapters.jdbc.move;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/** Every copied table's row count on both sides, compared before the target's commit. */
final class RowCounts {

    private RowCounts() {
    }

    static void requireEqual(Connection source, Connection target, List<ServiceTable> tables) throws SQLException {
        for (ServiceTable table : tables) {
            long from = count(source, table);
            long to = count(target, table);
            if (from != to) {
                throw new IllegalStateException("table " + table.name() + " holds " + from
                        + " rows on the source but " + to + " on the target; nothing was committed");
            }
        }
    }

    private static long count(Connection connection, ServiceTable table) throws SQLException {
        try (Statement sql = connection.createStatement();
             ResultSet row = sql.executeQuery("SELECT count(*) FROM " + SqlNames.quoted(table.name()))) {
            row.next();
            return row.getLong(1);
        }
    }
}
