package market.feeds.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.HashMap;
import java.util.Map;
import java.util.UUID;
import java.util.function.Consumer;
import javax.sql.DataSource;
import market.feeds.adapters.jdbc.infra.DatabaseEndpoint;
import market.feeds.adapters.jdbc.testing.FaultyTcpProxy;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestDatabase;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.bootstrap.config.ServiceConfig;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Decision 0007, amended in session 25 (audit 25 faults F2): an external database that resets, refuses or stalls after
 * the start reached it ends the start as "database unreachable" (exit code 3), one line naming the step and the
 * target, whichever step it meets; a refusal met there stays a refusal (exit code 4). Before, each of these was a stack
 * trace and exit code 1, the pool's after 30 s without a word. The database is reached through a proxy that strikes
 * at a chosen step: at the nth connection, or when a step's statement goes out.
 */
@ExtendWith(FreshSchemaExtension.class)
class DatabaseLostAtStartTest {

    /** Hikari's fixed initializationFailTimeout before: a start ending well within it did not wait it out. */
    private static final Duration HIKARI_INITIALIZATION_WAIT = Duration.ofSeconds(30);

    @TempDir
    Path dataDir;

    @Test
    void aDatabaseLostDuringTheSchemaCheckEndsTheStartAsUnreachableNamingTheStep() throws Exception {
        try (FaultyTcpProxy proxy = FaultyTcpProxy.toTestDatabase()) {
            proxy.onClientSending("SELECT current_schema(), array(", proxy::refuse);
            // No currentSchema in the URL: only then does the start check where the role's search path leads.
            String url = proxy.jdbcUrlFor(TestDatabase.endpoint().jdbcUrl());

            assertUnreachable(url, Map.of(), "during the schema check", proxy);
        }
    }

    @Test
    void aDatabaseThatRefusesThePoolsFirstConnectionEndsTheStartAtOnceAsUnreachable(TestSchema schema)
            throws Exception {
        try (FaultyTcpProxy proxy = FaultyTcpProxy.toTestDatabase()) {
            // The first connection is the start's wait for the database; the second the pool's.
            proxy.onConnection(2, proxy::refuse);

            Instant started = Instant.now();
            assertUnreachable(urlOf(proxy, schema.name()), Map.of(), "during the connection pool's creation", proxy);
            assertThat(Duration.between(started, Instant.now())).as("not Hikari's 30 s of silent retries")
                    .isLessThan(HIKARI_INITIALIZATION_WAIT);
        }
    }

    @Test
    void aDatabaseThatStallsThePoolsFirstConnectionEndsTheStartAsUnreachableWithoutHikarisSilence(TestSchema schema)
            throws Exception {
        try (FaultyTcpProxy proxy = FaultyTcpProxy.toTestDatabase()) {
            proxy.onConnection(2, proxy::stall);

            Instant started = Instant.now();
            assertUnreachable(urlOf(proxy, schema.name()), Map.of(), "during the connection pool's creation", proxy);
            assertThat(Duration.between(started, Instant.now())).as("not Hikari's 30 s of silent retries")
                    .isLessThan(HIKARI_INITIALIZATION_WAIT);
        }
    }

    @Test
    void aConnectionResetInTheMiddleOfTheMigrationsEndsTheStartAsUnreachable(TestSchema schema) throws Exception {
        String empty = "lost_" + UUID.randomUUID().toString().replace("-", "");
        SchemaStatements.execute(schema.dataSource(), "CREATE SCHEMA " + empty);
        try (FaultyTcpProxy proxy = FaultyTcpProxy.toTestDatabase()) {
            // A statement of the third migration: the first two are applied, the third is on the wire.
            proxy.onClientSending("CREATE TABLE vendors", proxy::refuse);

            assertUnreachable(urlOf(proxy, empty), Map.of(), "during the migrations", proxy);
        } finally {
            SchemaStatements.execute(schema.dataSource(), "DROP SCHEMA " + empty + " CASCADE");
        }
    }

    @Test
    void aConnectionResetDuringTheSecretKeyCheckEndsTheStartAsUnreachable(TestSchema schema) throws Exception {
        try (FaultyTcpProxy proxy = FaultyTcpProxy.toTestDatabase()) {
            proxy.onClientSending("SELECT value FROM service_settings", proxy::refuse);

            assertUnreachable(urlOf(proxy, schema.name()), Map.of(), "during the secret-key check", proxy);
        }
    }

    @Test
    void aConnectionResetDuringTheOperatorTokenStepEndsTheStartAsUnreachable(TestSchema schema) throws Exception {
        try (FaultyTcpProxy proxy = FaultyTcpProxy.toTestDatabase()) {
            // With FEEDS_ADMIN_TOKEN set, the step forgets a generated token's stored hash.
            proxy.onClientSending("DELETE FROM service_settings", proxy::refuse);

            assertUnreachable(urlOf(proxy, schema.name()),
                    Map.of("FEEDS_ADMIN_TOKEN", "operator-token-for-the-lost-database-test"),
                    "during the operator-token step", proxy);
        }
    }

    @Test
    void aRoleRefusedAtThePoolsFirstConnectionEndsTheStartAsARefusalNotAsUnreachable(TestSchema schema)
            throws Exception {
        String role = "leaving_" + schema.name();
        SchemaStatements.execute(schema.dataSource(), "CREATE ROLE " + role + " LOGIN SUPERUSER");
        try (FaultyTcpProxy proxy = FaultyTcpProxy.toTestDatabase()) {
            // Reached as the role, which may no longer log in by the time the pool opens its first connection.
            proxy.onConnection(2, () -> SchemaStatements.execute(schema.dataSource(),
                    "ALTER ROLE " + role + " NOLOGIN"));

            assertStartFails(urlOf(proxy, schema.name()), Map.of("FEEDS_DATABASE_USER", role), failure -> {
                assertThat(failure.kind()).isEqualTo(DatabaseStartFailure.Kind.REFUSED);
                assertThat(failure.getMessage()).startsWith("database refused the service: 127.0.0.1:" + proxy.port())
                        .contains("as " + role, "28000", "during the connection pool's creation",
                                "retrying cannot fix this")
                        .doesNotContain("\n");
            });
        } finally {
            SchemaStatements.execute(schema.dataSource(), "DROP ROLE " + role);
        }
    }

    private void assertUnreachable(String url, Map<String, String> more, String step, FaultyTcpProxy proxy)
            throws IOException {
        assertStartFails(url, more, failure -> {
            assertThat(failure.kind()).isEqualTo(DatabaseStartFailure.Kind.UNREACHABLE);
            assertThat(failure.getMessage())
                    .startsWith("database unreachable: 127.0.0.1:" + proxy.port() + "/")
                    .contains(step, "after the start had reached it")
                    .doesNotContain("\n", "?currentSchema");
        });
    }

    private void assertStartFails(String url, Map<String, String> more, Consumer<DatabaseStartFailure> check)
            throws IOException {
        Map<String, String> env = new HashMap<>(Map.of(
                "FEEDS_DATABASE_URL", url,
                "FEEDS_DATABASE_START_WAIT", "PT10S",
                "FEEDS_SECRET_KEY", Base64.getEncoder().encodeToString(new byte[32]),
                "FEEDS_HTTP_PORT", String.valueOf(freePort()),
                "FEEDS_PULL_ENABLED", "false",
                "FEEDS_DATA_DIR", dataDir.toString()));
        DatabaseEndpoint shared = TestDatabase.endpoint();
        shared.user().ifPresent(user -> env.put("FEEDS_DATABASE_USER", user));
        shared.password().ifPresent(password -> env.put("FEEDS_DATABASE_PASSWORD", password));
        env.putAll(more);
        try (Lifecycle lifecycle = new Lifecycle()) {
            assertThatThrownBy(() -> ServiceAssembly.start(ServiceConfig.from(env), lifecycle,
                    new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)))
                    .isInstanceOfSatisfying(DatabaseStartFailure.class, check);
        }
    }

    private static String urlOf(FaultyTcpProxy proxy, String schema) {
        return proxy.jdbcUrlFor(TestDatabase.endpoint().jdbcUrl()) + "?currentSchema=" + schema;
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
