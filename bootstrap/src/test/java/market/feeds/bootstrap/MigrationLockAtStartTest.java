package market.feeds.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Base64;
import java.util.HashMap;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;
import market.feeds.adapters.jdbc.infra.DatabaseEndpoint;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestDatabase;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.bootstrap.config.ServiceConfig;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Audit 26 upgrade F1, decision 0007 amended: a new release whose migration waits for a table lock another session
 * holds (a pg_dump, a long report on the journal) ends its start as a busy database, one line naming the migration,
 * exit code 3, and leaves the schema as it was, so the next start applies it. Before, the start ended with a Flyway
 * stack trace and exit code 1, "a defect". The schema stands at V15, the release before V16's ALTER TABLE requests.
 */
@ExtendWith(FreshSchemaExtension.class)
class MigrationLockAtStartTest {

    @TempDir
    Path dataDir;

    @Test
    void aMigrationBlockedByAnotherSessionsLockEndsTheStartAsBusyInOneLineAndALaterStartAppliesIt(TestSchema schema)
            throws Exception {
        String previous = "release_" + UUID.randomUUID().toString().replace("-", "");
        SchemaStatements.execute(schema.dataSource(), "CREATE SCHEMA " + previous);
        try {
            Flyway.configure().dataSource(schema.dataSource()).schemas(previous).defaultSchema(previous)
                    .locations("classpath:db/migration").target("15").load().migrate();
            try (Connection reader = schema.dataSource().getConnection(); Statement sql = reader.createStatement()) {
                // What a pg_dump does for as long as it runs: a share lock on every table, held to its end.
                reader.setAutoCommit(false);
                sql.execute("SELECT count(*) FROM " + previous + ".requests");

                assertThatThrownBy(() -> start(previous)).isInstanceOfSatisfying(DatabaseStartFailure.class,
                        failure -> {
                            assertThat(failure.kind()).as("exit code 3, a later start")
                                    .isEqualTo(DatabaseStartFailure.Kind.BUSY);
                            assertThat(failure.getMessage())
                                    .startsWith("database busy: " + TestDatabase.endpoint().where() + ": ")
                                    .contains("V16 (journal http status any three digits)", "55P03",
                                            "rolled back", "a later start may succeed")
                                    .doesNotContain("\n");
                        });
                reader.rollback();
            }
            assertThat(newestApplied(schema.dataSource(), previous)).as("the halted migration left nothing")
                    .isEqualTo("15");

            Flyway.configure().dataSource(schema.dataSource()).schemas(previous).defaultSchema(previous)
                    .locations("classpath:db/migration").load().migrate();
            assertThat(Integer.parseInt(newestApplied(schema.dataSource(), previous)))
                    .as("V16 and every migration after it applied").isGreaterThanOrEqualTo(16);
        } finally {
            SchemaStatements.execute(schema.dataSource(), "DROP SCHEMA " + previous + " CASCADE");
        }
    }

    private void start(String schemaName) throws IOException {
        DatabaseEndpoint shared = TestDatabase.endpoint();
        Map<String, String> env = new HashMap<>(Map.of(
                "FEEDS_DATABASE_URL", shared.jdbcUrl() + "?currentSchema=" + schemaName,
                "FEEDS_SECRET_KEY", Base64.getEncoder().encodeToString(new byte[32]),
                "FEEDS_HTTP_PORT", String.valueOf(freePort()),
                "FEEDS_PULL_ENABLED", "false",
                "FEEDS_DATA_DIR", dataDir.toString()));
        shared.user().ifPresent(user -> env.put("FEEDS_DATABASE_USER", user));
        shared.password().ifPresent(password -> env.put("FEEDS_DATABASE_PASSWORD", password));
        try (Lifecycle lifecycle = new Lifecycle()) {
            ServiceAssembly.start(ServiceConfig.from(env), lifecycle,
                    new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        }
    }

    private static String newestApplied(DataSource dataSource, String schemaName) throws SQLException {
        try (Connection connection = dataSource.getConnection(); Statement sql = connection.createStatement();
             ResultSet row = sql.executeQuery("SELECT version FROM " + schemaName + ".flyway_schema_history"
                     + " WHERE success ORDER BY installed_rank DESC LIMIT 1")) {
            row.next();
            return row.getString(1);
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
