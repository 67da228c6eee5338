package market.feeds.adapters.jdbc.infra;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;

/** One SQL statement on a fresh connection to an embedded server, for the tests of its lifecycle. */
final class EmbeddedSql {

    private EmbeddedSql() {
    }

    static String query(EmbeddedDatabase database, String sql) throws Exception {
        try (Connection connection = connect(database); Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery(sql)) {
            rows.next();
            return rows.getString(1);
        }
    }

    static void execute(EmbeddedDatabase database, String sql) throws Exception {
        try (Connection connection = connect(database); Statement statement = connection.createStatement()) {
            statement.execute(sql);
        }
    }

    private static Connection connect(EmbeddedDatabase database) throws Exception {
        DatabaseEndpoint endpoint = database.endpoint();
        return DriverManager.getConnection(endpoint.jdbcUrl(), endpoint.user().orElseThrow(),
                endpoint.password().orElse(""));
    }
}
