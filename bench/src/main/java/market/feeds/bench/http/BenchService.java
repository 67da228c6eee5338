package market.feeds.bench.http;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.io.OutputStream;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import javax.sql.DataSource;
import market.feeds.application.port.out.HostResolver;
import market.feeds.bootstrap.Lifecycle;
import market.feeds.bootstrap.ServiceAssembly;
import market.feeds.bootstrap.config.ServiceConfig;

/**
 * The production assembly on a throw-away database, with limits raised so only speed is measured: embedded, or a
 * fresh database on the system PostgreSQL named by {@code FEEDS_BENCH_DATABASE_URL} ({@link SystemDatabase}).
 */
public final class BenchService implements AutoCloseable {

    public static final String OPERATOR_TOKEN = "bench-operator-token-8d1e2f";

    private final Lifecycle lifecycle = new Lifecycle();
    private final ServiceAssembly assembly;

    BenchService() {
        this(Map.of(), Optional.empty());
    }

    /** With extra environment (e.g. the feed pull's TEST ONLY knobs) and feed hosts resolved by {@code resolver}. */
    public BenchService(Map<String, String> extraEnv, Optional<HostResolver> resolver) {
        Path dataDir;
        try {
            dataDir = Files.createTempDirectory("feeds-bench");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Map<String, String> env = new HashMap<>(Map.of(
                "FEEDS_HTTP_PORT", String.valueOf(freePort()),
                "FEEDS_DATA_DIR", dataDir.toString(),
                "FEEDS_ADMIN_TOKEN", OPERATOR_TOKEN,
                "FEEDS_PULL_ENABLED", "false",
                "FEEDS_RATE_PRODUCTS", "1000000/PT1S",
                "FEEDS_RATE_OFFERS", "1000000/PT1S"));
        env.putAll(SystemDatabase.environment());
        env.putAll(extraEnv);
        assembly = ServiceAssembly.start(ServiceConfig.from(env), lifecycle,
                new PrintStream(OutputStream.nullOutputStream()), resolver);
    }

    public int port() {
        return assembly.httpPort();
    }

    public DataSource database() {
        return assembly.dataSource();
    }

    @Override
    public void close() {
        lifecycle.close();
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
