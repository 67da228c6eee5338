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

    private static String jit(Connection connection) throws Exception {
        try (Statement sql = connection.createStatement(); ResultSet row = sql.executeQuery("SHOW jit")) {
            row.next();
            return row.getString(1);
        }
    }
}
