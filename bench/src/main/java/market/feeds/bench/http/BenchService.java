package market.feeds.bench.http;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.io.OutputStream;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
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
    private final Map<String, String> env;
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
        // The data dir outlives close() for restarted(); it goes when the bench's JVM ends (an embedded database's
        // files are ~1 GB per run and were left in the temp directory before).
        Path doomed = dataDir;
        Runtime.getRuntime().addShutdownHook(new Thread(() -> deleteQuietly(doomed), "bench-data-dir-cleanup"));
        Map<String, String> env = new HashMap<>(Map.of(
                "FEEDS_HTTP_PORT", String.valueOf(freePort()),
                "FEEDS_DATA_DIR", dataDir.toString(),
                "FEEDS_ADMIN_TOKEN", OPERATOR_TOKEN,
                "FEEDS_PULL_ENABLED", "false",
                "FEEDS_RATE_PRODUCTS", "1000000/PT1S",
                "FEEDS_RATE_OFFERS", "1000000/PT1S"));
        env.putAll(SystemDatabase.environment());
        env.putAll(extraEnv);
        this.env = Map.copyOf(env);
        assembly = ServiceAssembly.start(ServiceConfig.from(env), lifecycle,
                new PrintStream(OutputStream.nullOutputStream()), resolver);
    }

    private BenchService(Map<String, String> env) {
        this.env = env;
        assembly = ServiceAssembly.start(ServiceConfig.from(env), lifecycle,
                new PrintStream(OutputStream.nullOutputStream()), Optional.empty());
    }

    /** A new process-like start on the same database and data dir (new pool, cold statements); close this one first. */
    public BenchService restarted() {
        return new BenchService(env);
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

    private static void deleteQuietly(Path dir) {
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(file -> file.toFile().delete());
        } catch (IOException | UncheckedIOException e) {
            // whatever is left stays in the temp directory
        }
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
