package market.feeds.adapters.jdbc.move;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;

/** What a schema holds, for comparing two: each table's rows as one digest, each identity sequence's position. */
final class TableContents {

    private TableContents() {
    }

    /** Per table: its row count and the md5 of its rows' text, in order; the same session settings on both sides. */
    static Map<String, String> digests(DataSource dataSource, List<ServiceTable> tables) throws SQLException {
        Map<String, String> digests = new LinkedHashMap<>();
        try (Connection connection = dataSource.getConnection(); Statement sql = connection.createStatement()) {
            sql.execute("SET TimeZone = 'UTC'");
            for (ServiceTable table : tables) {
                String columns = String.join(", ", table.columns().stream().map(SqlNames::quoted).toList());
                try (ResultSet row = sql.executeQuery("SELECT count(*) || ' rows ' || coalesce(md5(string_agg(t::text,"
                        + " E'\\n' ORDER BY t::text)), '-') FROM (SELECT " + columns + " FROM "
                        + SqlNames.quoted(table.name()) + ") t")) {
                    row.next();
                    digests.put(table.name(), row.getString(1));
                }
            }
        }
        return digests;
    }

    /** Per identity column: the sequence's last value and whether it was called. */
    static Map<String, String> identityPositions(DataSource dataSource, List<ServiceTable> tables)
            throws SQLException {
        Map<String, String> positions = new LinkedHashMap<>();
        try (Connection connection = dataSource.getConnection()) {
            for (ServiceTable table : tables) {
                for (String column : table.identityColumns()) {
                    String sequence;
                    try (PreparedStatement find = connection.prepareStatement("SELECT pg_get_serial_sequence(?, ?)")) {
                        find.setString(1, table.name());
                        find.setString(2, column);
                        try (ResultSet row = find.executeQuery()) {
                            row.next();
                            sequence = row.getString(1).substring(row.getString(1).indexOf('.') + 1);
                        }
                    }
                    try (Statement sql = connection.createStatement();
                         ResultSet row = sql.executeQuery("SELECT last_value || '/' || is_called FROM " + sequence)) {
                        row.next();
                        positions.put(table.name() + "." + column, row.getString(1));
                    }
                }
            }
        }
        return positions;
    }

    static List<ServiceTable> tables(DataSource dataSource) throws SQLException {
        try (Connection connection = dataSource.getConnection()) {
            return ServiceTables.inCopyOrder(connection);
        }
    }
}
