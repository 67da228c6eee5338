package market.feeds.adapters.jdbc.move;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The tables of the connection's current schema that a copy moves, read from the catalog each time (never a list
 * kept in code, which a migration that adds a table would leave behind), in foreign-key order.
 */
public final class ServiceTables {

    private static final String IN_SCHEMA = "c.relnamespace = (SELECT oid FROM pg_namespace WHERE nspname ="
            + " current_schema())";
    private static final String COLUMNS = "SELECT c.relname, a.attname, a.attidentity <> '' FROM pg_class c"
            + " JOIN pg_attribute a ON a.attrelid = c.oid WHERE " + IN_SCHEMA
            + " AND c.relkind IN ('r', 'p') AND NOT c.relispartition AND a.attnum > 0 AND NOT a.attisdropped"
            + " AND a.attgenerated = '' ORDER BY c.relname, a.attnum";
    private static final String REFERENCES = "SELECT c.relname, r.relname FROM pg_constraint k"
            + " JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class r ON r.oid = k.confrelid"
            + " WHERE k.contype = 'f' AND " + IN_SCHEMA;

    private ServiceTables() {
    }

    /** Every table whose rows move ({@link TablesNotCopied} left out), each after the tables it references. */
    public static List<ServiceTable> inCopyOrder(Connection connection) throws SQLException {
        Map<String, List<String>> columns = new LinkedHashMap<>();
        Map<String, List<String>> identities = new HashMap<>();
        Map<String, Set<String>> references = new HashMap<>();
        try (Statement sql = connection.createStatement()) {
            try (ResultSet rows = sql.executeQuery(COLUMNS)) {
                while (rows.next()) {
                    String table = rows.getString(1);
                    columns.computeIfAbsent(table, t -> new ArrayList<>()).add(rows.getString(2));
                    if (rows.getBoolean(3)) {
                        identities.computeIfAbsent(table, t -> new ArrayList<>()).add(rows.getString(2));
                    }
                }
            }
            try (ResultSet rows = sql.executeQuery(REFERENCES)) {
                while (rows.next()) {
                    references.computeIfAbsent(rows.getString(1), t -> new HashSet<>()).add(rows.getString(2));
                }
            }
        }
        columns.keySet().removeIf(table -> TablesNotCopied.why(table).isPresent());
        return ForeignKeyOrder.of(columns.keySet(), references).stream()
                .map(table -> new ServiceTable(table, columns.get(table), identities.getOrDefault(table, List.of())))
                .toList();
    }
}
