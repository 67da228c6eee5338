package market.feeds.adapters.jdbc.infra;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;

/**
 * Asks the server, before a first migration, whether the role may create tables in its schema. Flyway retries the
 * creation of its history table ten times, a second apart, before it gives up, so a role without {@code CREATE}
 * sat ten silent seconds before its refusal (audit 24 F6). The probe creates a table inside a transaction it
 * rolls back: the server answers in its own words and SQLState ({@code 42501}), exactly as the migration would
 * have, and nothing is left behind. A schema that already holds the history is not probed: its migrations fail
 * at once on their own.
 */
final class CreatePrivilegeProbe {

    private static final String HISTORY = "flyway_schema_history";

    private CreatePrivilegeProbe() {
    }

    /** Throws the server's refusal when the schema is fresh and the role may not create in it. */
    static void requireCreateInFreshSchema(DataSource dataSource) {
        try (Connection connection = dataSource.getConnection()) {
            boolean autoCommit = connection.getAutoCommit();
            connection.setAutoCommit(false);
            try (Statement sql = connection.createStatement()) {
                if (fresh(sql)) {
                    sql.execute("CREATE TABLE feeds_create_privilege_probe (probe integer)");
                }
            } finally {
                connection.rollback();
                connection.setAutoCommit(autoCommit);
            }
        } catch (SQLException refused) {
            throw new IllegalStateException("the role may not create the service's tables", refused);
        }
    }

    private static boolean fresh(Statement sql) throws SQLException {
        try (ResultSet row = sql.executeQuery("SELECT to_regclass('" + HISTORY + "') IS NULL")) {
            row.next();
            return row.getBoolean(1);
        }
    }
}
