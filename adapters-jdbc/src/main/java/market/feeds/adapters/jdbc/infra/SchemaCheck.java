package market.feeds.adapters.jdbc.infra;

import java.sql.Array;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Whether an external database's {@code search_path} still leads to the service's tables, checked before the
 * migrations run (decision 0007, amended). The service names no schema of its own: it migrates and uses the first
 * schema of the role's {@code search_path}. A schema created later that comes first, such as one named after the
 * role ({@code CREATE SCHEMA AUTHORIZATION feeds}, the manual's own pattern), made a restart migrate an empty schema
 * and serve it, every vendor and key gone from view; another path made every request 500. So a start whose path
 * leads away from the only schemas that hold the service's migration history is refused instead.
 */
public final class SchemaCheck {

    /** Flyway's history table: where it is, the service's tables are. */
    private static final String HISTORY = "flyway_schema_history";

    private SchemaCheck() {
    }

    /**
     * Why the start must not go on, or empty. A URL that names its schema itself ({@code currentSchema} or a
     * {@code search_path} in its options) is the operator's explicit choice and is not second-guessed; nor is a
     * database that holds no history yet (a first start).
     */
    public static Optional<String> refusal(DatabaseEndpoint endpoint) throws SQLException {
        String url = endpoint.jdbcUrl().toLowerCase(Locale.ROOT);
        if (url.contains("currentschema=") || url.contains("search_path")) {
            return Optional.empty();
        }
        try (Connection connection = ConnectAttempt.open(endpoint); Statement sql = connection.createStatement();
             ResultSet row = sql.executeQuery("SELECT current_schema(), array(SELECT n.nspname FROM pg_class c"
                     + " JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relname = '" + HISTORY + "'"
                     + " AND c.relkind IN ('r', 'p') ORDER BY 1)")) {
            row.next();
            Optional<String> current = Optional.ofNullable(row.getString(1));
            Array array = row.getArray(2);
            List<String> holding = Arrays.asList((String[]) array.getArray());
            if (holding.isEmpty() || current.map(holding::contains).orElse(false)) {
                return Optional.empty();
            }
            return Optional.of("the search_path leads to " + current.map(s -> "schema " + s).orElse("no schema")
                    + ", but the service's tables are in " + String.join(", ", holding)
                    + "; name the schema in FEEDS_DATABASE_URL (e.g. ?currentSchema=" + holding.get(0) + ")");
        }
    }
}
