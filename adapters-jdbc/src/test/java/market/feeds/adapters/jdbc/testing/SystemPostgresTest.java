package market.feeds.adapters.jdbc.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import market.feeds.adapters.jdbc.infra.DatabaseEndpoint;
import org.junit.jupiter.api.Test;

/** The system server is the production kind (decision 0807): the installed version with its defaults, JIT and all. */
class SystemPostgresTest {

    private final DatabaseEndpoint endpoint = SystemPostgres.endpoint();

    @Test
    void onlyWhereItListensIsSetOnTheCommandLine() throws SQLException {
        assertThat(column("SELECT name FROM pg_settings WHERE source = 'command line' ORDER BY name"))
                .containsExactly("listen_addresses", "port", "unix_socket_directories");
    }

    @Test
    void sessionsThatDoNotTurnItOffGetJit() throws SQLException {
        assertThat(column("SELECT pg_jit_available()::text")).containsExactly("true");
    }

    @Test
    void itIsTheNewestInstalledVersion() throws SQLException {
        String major = PostgresBinaries.newest(PostgresBinaries.DEBIAN_ROOT).orElseThrow().getParent().getFileName()
                .toString();
        assertThat(column("SHOW server_version")).singleElement().asString().startsWith(major + ".");
    }

    /** A plain connection, not the service's pool, to see the server's own settings. */
    private List<String> column(String sql) throws SQLException {
        try (Connection connection = DriverManager.getConnection(endpoint.jdbcUrl(), endpoint.user().orElseThrow(), "");
             Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery(sql)) {
            List<String> values = new ArrayList<>();
            while (rows.next()) {
                values.add(rows.getString(1));
            }
            return values;
        }
    }
}
