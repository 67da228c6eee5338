package market.feeds.adapters.jdbc.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import market.feeds.adapters.jdbc.infra.DatabaseEndpoint;
import market.feeds.adapters.jdbc.infra.EmbeddedDatabase;
import market.feeds.adapters.jdbc.infra.Migrations;
import market.feeds.adapters.jdbc.infra.PooledDataSources;
import com.zaxxer.hikari.HikariDataSource;

/**
 * The one PostgreSQL server of a test JVM: embedded and started on first use, or the server named by
 * {@code FEEDS_TEST_DATABASE_URL} (+ {@code FEEDS_TEST_DATABASE_USER} / {@code _PASSWORD}) when set.
 *
 * <pre>{@code
 * try (TestSchema schema = TestDatabase.freshSchema()) {
 *     DataSource ds = schema.dataSource();   // every migration applied, nothing else in it
 * }
 * }</pre>
 * Or per test class: {@code @ExtendWith(FreshSchemaExtension.class)} and a {@link TestSchema} parameter.
 */
public final class TestDatabase {

    static final String URL_VARIABLE = "FEEDS_TEST_DATABASE_URL";
    private static final int POOL_SIZE = 8;

    private TestDatabase() {
    }

    /** A new, uniquely named schema with all Flyway migrations applied; close it to drop it. */
    public static TestSchema freshSchema() {
        return freshSchema(Server.ENDPOINT);
    }

    /**
     * The same on another server, e.g. the system PostgreSQL of {@link SystemPostgres}; the schema's pool is the
     * service's own ({@code PooledDataSources}), so its session settings (jit=off, timeouts) come with it.
     */
    static TestSchema freshSchema(DatabaseEndpoint endpoint) {
        String schema = "test_" + UUID.randomUUID().toString().replace("-", "");
        createSchema(endpoint, schema);
        HikariDataSource dataSource =
                PooledDataSources.create(endpoint, "test-" + schema, POOL_SIZE, Optional.of(schema));
        try {
            Migrations.apply(dataSource, schema);
        } catch (RuntimeException e) {
            dataSource.close();
            throw e;
        }
        return new TestSchema(schema, dataSource, endpoint);
    }

    /** The server's endpoint, for tests that need their own connections (e.g. a second pool). */
    public static DatabaseEndpoint endpoint() {
        return Server.ENDPOINT;
    }

    private static void createSchema(DatabaseEndpoint endpoint, String schema) {
        try (HikariDataSource admin = PooledDataSources.create(endpoint, "test-admin", 1);
             Connection connection = admin.getConnection();
             Statement statement = connection.createStatement()) {
            statement.execute("CREATE SCHEMA " + schema);
        } catch (SQLException e) {
            throw new IllegalStateException("could not create test schema " + schema, e);
        }
    }

    /** Lazy holder: the server starts when the first test asks for it, once per JVM. */
    private static final class Server {
        static final DatabaseEndpoint ENDPOINT = locate(System.getenv());

        private static DatabaseEndpoint locate(Map<String, String> env) {
            String url = env.get(URL_VARIABLE);
            if (url != null && !url.isBlank()) {
                return new DatabaseEndpoint(url.strip(),
                        Optional.ofNullable(env.get("FEEDS_TEST_DATABASE_USER")),
                        Optional.ofNullable(env.get("FEEDS_TEST_DATABASE_PASSWORD")));
            }
            try {
                // Zonky registers a JVM shutdown hook for disposable servers: it stops the server
                // and deletes this directory when the test JVM ends.
                EmbeddedDatabase database =
                        EmbeddedDatabase.startDisposable(Files.createTempDirectory("feeds-test-pg"));
                return database.endpoint();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
