package market.feeds.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.Base64;
import java.util.HashMap;
import java.util.Map;
import market.feeds.adapters.jdbc.infra.ServiceSettings;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestDatabase;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.bootstrap.config.ServiceConfig;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;

/** The wiring against an external database (FEEDS_DATABASE_URL): migrated, token stored, health served, stopped. */
@ExtendWith(FreshSchemaExtension.class)
class ServiceAssemblyTest {

    @Test
    void externalDatabaseIsMigratedAndHealthAnswers(TestSchema schema, @TempDir Path dataDir) throws Exception {
        String url = TestDatabase.endpoint().jdbcUrl() + "?currentSchema=" + schema.name();
        Map<String, String> env = new HashMap<>(Map.of(
                "FEEDS_DATABASE_URL", url,
                "FEEDS_SECRET_KEY", Base64.getEncoder().encodeToString(new byte[32]),
                "FEEDS_HTTP_PORT", String.valueOf(freePort()),
                "FEEDS_DATA_DIR", dataDir.toString()));
        TestDatabase.endpoint().user().ifPresent(user -> env.put("FEEDS_DATABASE_USER", user));
        TestDatabase.endpoint().password().ifPresent(password -> env.put("FEEDS_DATABASE_PASSWORD", password));
        ByteArrayOutputStream console = new ByteArrayOutputStream();

        try (Lifecycle lifecycle = new Lifecycle()) {
            ServiceAssembly service = ServiceAssembly.start(ServiceConfig.from(env), lifecycle,
                    new PrintStream(console, true, StandardCharsets.UTF_8));

            HttpResponse<String> health = HttpClient.newHttpClient().send(
                    HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + service.httpPort() + "/health")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(health.statusCode()).isEqualTo(200);
            assertThat(new ServiceSettings(schema.dataSource()).find(OperatorTokens.SETTING))
                    .contains(service.operatorTokenHash().sha256Hex());
            assertThat(console.toString(StandardCharsets.UTF_8)).contains(OperatorTokens.PREFIX);
        }
        assertThat(dataDir.resolve("secret.key")).doesNotExist();
        assertThat(dataDir.resolve("pg")).doesNotExist();
    }

    /**
     * Upgrade audit s30u F1: a release that kept the journal for good was followed by one that purges it. Session 32:
     * the release before fetched feeds conditionally by default, this one with a plain GET (decision 0601, amended).
     */
    @Test
    void everyStartSaysHowLongHousekeepingKeepsTheJournalAndHowThePullFetches(TestSchema schema, @TempDir Path dataDir) throws Exception {
        Map<String, String> env = new HashMap<>(Map.of(
                "FEEDS_DATABASE_URL", TestDatabase.endpoint().jdbcUrl() + "?currentSchema=" + schema.name(),
                "FEEDS_SECRET_KEY", Base64.getEncoder().encodeToString(new byte[32]),
                "FEEDS_HTTP_PORT", String.valueOf(freePort()),
                "FEEDS_DATA_DIR", dataDir.toString(),
                "FEEDS_JOURNAL_RETENTION", "P400D",
                // Given, so that this start stores no generated token the class's first test must generate itself.
                "FEEDS_ADMIN_TOKEN", "housekeeping-line-test-operator-token-0123456789"));
        TestDatabase.endpoint().user().ifPresent(user -> env.put("FEEDS_DATABASE_USER", user));
        TestDatabase.endpoint().password().ifPresent(password -> env.put("FEEDS_DATABASE_PASSWORD", password));
        Logger logger = (Logger) LoggerFactory.getLogger(ServiceAssembly.class);
        ListAppender<ILoggingEvent> lines = new ListAppender<>();
        lines.start();
        logger.addAppender(lines);
        try (Lifecycle lifecycle = new Lifecycle()) {
            ServiceAssembly.start(ServiceConfig.from(env), lifecycle,
                    new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        } finally {
            logger.detachAppender(lines);
        }

        assertThat(lines.list).extracting(ILoggingEvent::getFormattedMessage).contains("housekeeping keeps journal"
                + " rows, finished product jobs and notifications for 400 days (FEEDS_JOURNAL_RETENTION); older ones"
                + " are deleted every 10 min from 10 min after the start");
        assertThat(lines.list).extracting(ILoggingEvent::getFormattedMessage).contains("feed pull fetches with a plain"
                + " GET (FEEDS_PULL_CONDITIONAL_GET=false): every run reads the whole feed; a 304 is feed_http_error");
    }

    @Test
    void aSearchPathThatNoLongerLeadsToTheServicesTablesEndsTheStartInsteadOfServingAnEmptySchema(TestSchema schema,
            @TempDir Path dataDir) throws Exception {
        String role = "dba_" + schema.name();
        String empty = "new_" + schema.name();
        try (Connection admin = schema.dataSource().getConnection(); Statement sql = admin.createStatement()) {
            sql.execute("CREATE ROLE " + role + " LOGIN SUPERUSER; CREATE SCHEMA " + empty
                    + "; ALTER ROLE " + role + " SET search_path = " + empty + ", " + schema.name());
            try {
                Map<String, String> env = new HashMap<>(Map.of(
                        "FEEDS_DATABASE_URL", TestDatabase.endpoint().jdbcUrl(),
                        "FEEDS_DATABASE_USER", role,
                        "FEEDS_SECRET_KEY", Base64.getEncoder().encodeToString(new byte[32]),
                        "FEEDS_HTTP_PORT", String.valueOf(freePort()),
                        "FEEDS_DATA_DIR", dataDir.toString()));

                try (Lifecycle lifecycle = new Lifecycle()) {
                    assertThatThrownBy(() -> ServiceAssembly.start(ServiceConfig.from(env), lifecycle,
                            new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)))
                            .isInstanceOfSatisfying(DatabaseStartFailure.class, refused -> {
                                assertThat(refused.kind()).isEqualTo(DatabaseStartFailure.Kind.REFUSED);
                                assertThat(refused.getMessage()).contains(empty, schema.name());
                            });
                }
                try (ResultSet tables = sql.executeQuery("SELECT count(*) FROM pg_tables WHERE schemaname = '"
                        + empty + "'")) {
                    tables.next();
                    assertThat(tables.getInt(1)).as("nothing migrated into the empty schema").isZero();
                }
            } finally {
                sql.execute("DROP SCHEMA " + empty + " CASCADE; DROP ROLE " + role);
            }
        }
    }

    /** Audit 24 F6: a stack trace and exit code 1 ("a defect") for what no restart can mend. */
    @Test
    void aRoleThatMayNotCreateTheTablesEndsTheStartAsARefusalNamingTheMissingPrivilege(TestSchema schema,
            @TempDir Path dataDir) throws Exception {
        String role = "reader_" + schema.name();
        String locked = "locked_" + schema.name();
        try (Connection admin = schema.dataSource().getConnection(); Statement sql = admin.createStatement()) {
            sql.execute("CREATE ROLE " + role + " LOGIN; CREATE SCHEMA " + locked
                    + "; GRANT USAGE ON SCHEMA " + locked + " TO " + role);
            try {
                Map<String, String> env = new HashMap<>(Map.of(
                        "FEEDS_DATABASE_URL", TestDatabase.endpoint().jdbcUrl() + "?currentSchema=" + locked,
                        "FEEDS_DATABASE_USER", role,
                        "FEEDS_SECRET_KEY", Base64.getEncoder().encodeToString(new byte[32]),
                        "FEEDS_HTTP_PORT", String.valueOf(freePort()),
                        "FEEDS_DATA_DIR", dataDir.toString()));

                try (Lifecycle lifecycle = new Lifecycle()) {
                    assertThatThrownBy(() -> ServiceAssembly.start(ServiceConfig.from(env), lifecycle,
                            new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)))
                            .isInstanceOfSatisfying(DatabaseStartFailure.class, refused -> {
                                assertThat(refused.kind()).isEqualTo(DatabaseStartFailure.Kind.REFUSED);
                                assertThat(refused.getMessage()).contains(role, "42501", "CREATE", locked)
                                        .doesNotContain("\n");
                            });
                }
            } finally {
                sql.execute("DROP SCHEMA " + locked + " CASCADE; DROP OWNED BY " + role + "; DROP ROLE " + role);
            }
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
