package market.feeds.adapters.jdbc.infra;

import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.Optional;
import market.feeds.adapters.jdbc.testing.TestDatabase;
import org.junit.jupiter.api.Test;

/**
 * Decisions 0803 and 0406: settings every pooled connection carries from its first statement, whatever the server's
 * defaults.
 */
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

    /**
     * Audit 25 F1: a session whose client vanished without a word (a partition) kept its locks for the server's default
     * TCP keepalive, 2 h 11 min. Each session now tells the server to end it within about a minute.
     */
    @Test
    void everyPooledConnectionAsksTheServerToEndItWithinAMinuteOnceItsClientIsGone() throws Exception {
        try (HikariDataSource pool = PooledDataSources.create(TestDatabase.endpoint(), "vanished", 2, Optional.empty());
             Connection first = pool.getConnection();
             Connection second = pool.getConnection()) {
            for (Connection connection : new Connection[] {first, second}) {
                assertThat(show(connection, "idle_in_transaction_session_timeout")).isEqualTo("1min");
                assertThat(show(connection, "tcp_keepalives_idle")).isEqualTo("30");
                assertThat(show(connection, "tcp_keepalives_interval")).isEqualTo("10");
                assertThat(show(connection, "tcp_keepalives_count")).isEqualTo("3");
                assertThat(show(connection, "tcp_user_timeout")).isEqualTo("60000");
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
