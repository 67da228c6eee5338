package market.feeds.bootstrap.e2e;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import javax.sql.DataSource;
import market.feeds.adapters.http.support.Http;
import market.feeds.adapters.jdbc.testing.DirectoryTree;
import market.feeds.adapters.jdbc.testing.TestDatabase;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.port.out.HostResolver;
import market.feeds.bootstrap.Lifecycle;
import market.feeds.bootstrap.ServiceAssembly;
import market.feeds.bootstrap.config.ServiceConfig;

/**
 * The whole service, wired by bootstrap exactly as in production, on a fresh schema of the test database,
 * listening on a free port. One per test class; tests isolate themselves by using their own vendors.
 */
public final class E2eService implements AutoCloseable {

    public static final String OPERATOR_TOKEN = "e2e-operator-token-6b1f0c9a2d";

    private final Lifecycle lifecycle = new Lifecycle();
    private final ServiceAssembly assembly;
    private final Path dataDir;
    public final Http http;
    public final Operator operator;

    private E2eService(TestSchema schema, Map<String, String> overrides, Optional<HostResolver> resolver) {
        try {
            dataDir = Files.createTempDirectory("feeds-e2e");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Map<String, String> env = new HashMap<>();
        env.put("FEEDS_DATABASE_URL", TestDatabase.endpoint().jdbcUrl() + "?currentSchema=" + schema.name());
        TestDatabase.endpoint().user().ifPresent(user -> env.put("FEEDS_DATABASE_USER", user));
        TestDatabase.endpoint().password().ifPresent(password -> env.put("FEEDS_DATABASE_PASSWORD", password));
        env.put("FEEDS_SECRET_KEY", Base64.getEncoder().encodeToString(new byte[32]));
        env.put("FEEDS_HTTP_PORT", String.valueOf(freePort()));
        env.put("FEEDS_DATA_DIR", dataDir.toString());
        env.put("FEEDS_ADMIN_TOKEN", OPERATOR_TOKEN);
        env.put("FEEDS_PULL_ENABLED", "false");
        env.putAll(overrides);
        ByteArrayOutputStream console = new ByteArrayOutputStream();
        assembly = ServiceAssembly.start(ServiceConfig.from(env), lifecycle,
                new PrintStream(console, true, StandardCharsets.UTF_8), resolver);
        http = new Http(assembly.httpPort());
        operator = new Operator(http, OPERATOR_TOKEN);
    }

    public static E2eService start(TestSchema schema) {
        return new E2eService(schema, Map.of(), Optional.empty());
    }

    /** With extra environment, e.g. {@code FEEDS_RATE_OFFERS=2/PT60S}. */
    public static E2eService start(TestSchema schema, Map<String, String> overrides) {
        return new E2eService(schema, overrides, Optional.empty());
    }

    /**
     * With extra environment and feed hosts resolved by {@code resolver}: the feed tests map a registrable
     * hostname to loopback, since the service refuses {@code localhost} and IP literals as feed addresses.
     */
    public static E2eService start(TestSchema schema, Map<String, String> overrides, HostResolver resolver) {
        return new E2eService(schema, overrides, Optional.of(resolver));
    }

    public int port() {
        return assembly.httpPort();
    }

    /** Every route the service serves, as "METHOD /path". */
    public java.util.List<String> routes() {
        return assembly.httpRoutes();
    }

    public DataSource database() {
        return assembly.dataSource();
    }

    @Override
    public void close() {
        lifecycle.close();
        DirectoryTree.delete(dataDir);
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
