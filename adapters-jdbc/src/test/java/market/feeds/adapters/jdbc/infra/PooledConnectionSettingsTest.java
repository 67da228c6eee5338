package market.feeds.adapters.jdbc.infra;

import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.Optional;
import market.feeds.adapters.jdbc.testing.TestDatabase;
import org.junit.jupiter.api.Test;

/** Decision 0803: settings every pooled connection carries from its first statement, whatever the server's defaults. */
class PooledConnectionSettingsTest {

    @Test
    void jitIsOffOnEveryPooledConnection() throws Exception {
        try (HikariDataSource pool = PooledDataSources.create(TestDatabase.endpoint(), "settings", 2, Optional.empty());
             Connection first = pool.getConnection();
             Connection second = pool.getConnection()) {
            assertThat(jit(first)).isEqualTo("off");
            assertThat(jit(second)).isEqualTo("off");
        }
    }

    @Test
    void everyPooledConnectionIsReadCommittedWhateverTheRoleOrDatabaseDefault() throws Exception {
        String role = "serializable_by_default_" + Long.toHexString(System.nanoTime());
        DatabaseEndpoint direct = TestDatabase.endpoint();
        try (Connection admin = java.sql.DriverManager.getConnection(direct.jdbcUrl(), direct.user().orElseThrow(),
                direct.password().orElse("")); Statement sql = admin.createStatement()) {
            sql.execute("CREATE ROLE " + role + " LOGIN; ALTER ROLE " + role
                    + " SET default_transaction_isolation = 'serializable'");
            try {
                DatabaseEndpoint asRole = new DatabaseEndpoint(direct.jdbcUrl(), Optional.of(role), Optional.empty());
                try (HikariDataSource pool = PooledDataSources.create(asRole, "isolation", 1, Optional.empty());
                     Connection connection = pool.getConnection()) {
                    assertThat(show(connection, "transaction_isolation")).isEqualTo("read committed");
                }
            } finally {
                sql.execute("DROP ROLE " + role);
            }
        }
    }

    private static String jit(Connection connection) throws Exception {
        return show(connection, "jit");
    }

    private static String show(Connection connection, String setting) throws Exception {
        try (Statement sql = connection.createStatement(); ResultSet row = sql.executeQuery("SHOW " + setting)) {
            row.next();
            return row.getString(1);
        }
    }
}
