package market.feeds.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import market.feeds.adapters.jdbc.infra.DatabaseEndpoint;
import market.feeds.adapters.jdbc.infra.EmbeddedDatabase;
import market.feeds.adapters.jdbc.testing.FaultyTcpProxy;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestDatabase;
import market.feeds.adapters.jdbc.testing.TestSchema;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Decision 0007, amended: an external database that is not reachable at start is reported at once in one log line,
 * waited for within FEEDS_DATABASE_START_WAIT and used when it comes; a refusal no wait can change ends the start at
 * once. Either end is one line on stderr and a documented exit code, never a stack trace or a secret.
 */
@ExtendWith(FreshSchemaExtension.class)
class DatabaseAtStartProcessTest {

    private static final String PASSWORD = "pw-never-printed-4e1f";
    private static final String URL_PASSWORD = "url-pw-never-printed-9c2d";
    /** The process starts a JVM first; the first attempt follows within a second or two. */
    private static final Duration REPORTED_WITHIN = Duration.ofSeconds(20);
    /** Far beyond the bound the refusal tests set: an exit before it shows the start did not wait. */
    private static final String LONG_WAIT = "PT120S";

    @RegisterExtension
    final ServiceProcesses services = new ServiceProcesses();
    private ServiceProcess service;

    @Test
    void aDatabasePortWhereNothingListensIsReportedAtOnceAndEndsTheStartWithExitCode3WhenTheWaitIsOver()
            throws Exception {
        int port = freePort();
        String where = "127.0.0.1:" + port + "/feeds as feeds";
        service = services.start(external("jdbc:postgresql://127.0.0.1:" + port + "/feeds?password="
                + URL_PASSWORD, "feeds", PASSWORD, "PT5S"));

        await().atMost(REPORTED_WITHIN).until(() ->
                service.stdout().contains("database not reachable yet: " + where + ": connection refused"));
        assertThat(service.awaitExit(Duration.ofSeconds(60))).isEqualTo(Main.EXIT_DATABASE_UNREACHABLE);

        assertThat(oneStderrLine())
                .startsWith("database unreachable: " + where + ": connection refused; gave up after");
        assertNoSecretAndNoStackTrace();
    }

    @Test
    void aWrongPasswordEndsTheStartAtOnceWithExitCode4() throws Exception {
        try (EmbeddedDatabase database = EmbeddedDatabase.startDurable(services.work().resolve("other-pg"))) {
            DatabaseEndpoint real = database.endpoint();
            assertThat(real.password()).as("the durable embedded server asks for a password").isPresent();
            service = services.start(external(real.jdbcUrl(), real.user().orElseThrow(), PASSWORD,
                    LONG_WAIT));

            assertThat(service.awaitExit(Duration.ofSeconds(60))).isEqualTo(Main.EXIT_DATABASE_REFUSED);
        }
        assertThat(oneStderrLine()).startsWith("database refused the service: ").contains("authentication failed");
        assertNoSecretAndNoStackTrace();
    }

    @Test
    void aDatabaseThatDoesNotExistEndsTheStartAtOnceWithExitCode4() throws Exception {
        DatabaseEndpoint shared = TestDatabase.endpoint();
        String url = shared.jdbcUrl().substring(0, shared.jdbcUrl().lastIndexOf('/')) + "/no_such_database";
        service = services.start(external(url, shared.user().orElseThrow(), PASSWORD, LONG_WAIT));

        assertThat(service.awaitExit(Duration.ofSeconds(60))).isEqualTo(Main.EXIT_DATABASE_REFUSED);
        assertThat(oneStderrLine()).startsWith("database refused the service: ")
                .contains("/no_such_database as ", "database does not exist");
        assertNoSecretAndNoStackTrace();
    }

    @Test
    void aDatabaseThatComesUpWhileTheServiceWaitsIsUsedAndTheServiceServes(TestSchema schema) throws Exception {
        try (FaultyTcpProxy proxy = FaultyTcpProxy.toTestDatabase()) {
            proxy.refuse();
            DatabaseEndpoint shared = TestDatabase.endpoint();
            Map<String, String> env = external(proxy.jdbcUrlFor(shared.jdbcUrl()) + "?currentSchema=" + schema.name(),
                    shared.user().orElseThrow(), shared.password().orElse(PASSWORD), "PT60S");
            service = services.start(env);
            await().atMost(REPORTED_WITHIN).until(() -> service.stdout().contains(
                    "database not reachable yet: 127.0.0.1:" + proxy.port() + "/"));
            assertThat(service.awaitHealthy(Duration.ofSeconds(2))).as("nothing listens before the database is reached")
                    .isFalse();

            proxy.heal();

            assertThat(service.awaitHealthy(Duration.ofSeconds(60))).as(service.output()).isTrue();
            assertThat(service.stdout()).contains("database reached: 127.0.0.1:" + proxy.port() + "/");
            assertThat(service.terminate(Duration.ofSeconds(10))).isTrue();
        }
    }

    /** Audit 25 faults F2: a stack trace and exit code 1, "a defect", for a database lost while the start migrates. */
    @Test
    void aDatabaseLostDuringTheMigrationsEndsTheStartWithExitCode3AndOneLineNamingTheStep(TestSchema schema)
            throws Exception {
        String empty = "lost_" + schema.name();
        execute(schema, "CREATE SCHEMA " + empty);
        try (FaultyTcpProxy proxy = FaultyTcpProxy.toTestDatabase()) {
            // A statement of the third migration: the database goes while the start is migrating.
            proxy.onClientSending("CREATE TABLE vendors", proxy::refuse);
            DatabaseEndpoint shared = TestDatabase.endpoint();
            service = services.start(external(proxy.jdbcUrlFor(shared.jdbcUrl()) + "?currentSchema=" + empty,
                    shared.user().orElseThrow(), shared.password().orElse(PASSWORD), "PT60S"));

            assertThat(service.awaitExit(Duration.ofSeconds(60))).as(service.output())
                    .isEqualTo(Main.EXIT_DATABASE_UNREACHABLE);
            assertThat(oneStderrLine()).startsWith("database unreachable: 127.0.0.1:" + proxy.port() + "/")
                    .contains("connection lost", "during the migrations", "a later start may succeed");
        } finally {
            execute(schema, "DROP SCHEMA " + empty + " CASCADE");
        }
        assertThat(service.stderr()).doesNotContain(PASSWORD, "Exception", "\tat ");
    }

    @Test
    void anEmbeddedClusterOfAnotherMajorVersionEndsTheStartAtOnceWithExitCode4AndLeavesItsFilesAlone()
            throws Exception {
        // What an older build's cluster looks like to this one: its configuration and its major version.
        Path cluster = services.work().resolve("data/pg");
        Files.createDirectories(cluster);
        Files.writeString(cluster.resolve("postgresql.conf"), "# an older build's cluster\n");
        Files.writeString(cluster.resolve("PG_VERSION"), "17\n");
        Map<String, String> env = new HashMap<>();
        env.put("FEEDS_DATA_DIR", services.work().resolve("data").toString());
        env.put("FEEDS_PULL_ENABLED", "false");
        service = services.start(env);

        assertThat(service.awaitExit(Duration.ofSeconds(60))).isEqualTo(Main.EXIT_DATABASE_REFUSED);
        assertThat(oneStderrLine()).startsWith("embedded database: ")
                .contains("holds a PostgreSQL 17 cluster", "pg_upgrade");
        assertThat(Files.readString(cluster.resolve("PG_VERSION"))).isEqualTo("17\n");
        assertThat(cluster.resolve("postmaster.pid")).doesNotExist();
        assertNoSecretAndNoStackTrace();
    }

    private Map<String, String> external(String url, String user, String password, String startWait) {
        Map<String, String> env = new HashMap<>();
        env.put("FEEDS_DATABASE_URL", url);
        env.put("FEEDS_DATABASE_USER", user);
        env.put("FEEDS_DATABASE_PASSWORD", password);
        env.put("FEEDS_DATABASE_START_WAIT", startWait);
        env.put("FEEDS_SECRET_KEY", Base64.getEncoder().encodeToString(new byte[32]));
        env.put("FEEDS_DATA_DIR", services.work().resolve("data").toString());
        env.put("FEEDS_PULL_ENABLED", "false");
        return env;
    }

    private String oneStderrLine() {
        List<String> lines = service.stderr().lines().toList();
        assertThat(lines).as(service.output()).hasSize(1);
        return lines.get(0);
    }

    private void assertNoSecretAndNoStackTrace() {
        String output = service.output();
        assertThat(output).doesNotContain(PASSWORD, URL_PASSWORD, "Exception", "\tat ");
    }

    private static void execute(TestSchema schema, String sql) throws SQLException {
        try (Connection connection = schema.dataSource().getConnection();
             Statement statement = connection.createStatement()) {
            statement.execute(sql);
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
