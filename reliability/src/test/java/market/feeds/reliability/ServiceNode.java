package market.feeds.reliability;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The runnable jar ({@code bootstrap/target/vendor-feed-ingest.jar}) as a child process, started the way an
 * operator starts it: settings and secrets through the environment, never on the command line.
 */
final class ServiceNode implements AutoCloseable {

    static final String OPERATOR_TOKEN = "reliability-operator-token-5c1d0e";
    // base64 of 32 fixed bytes: every node of a test decrypts what another stored
    private static final String SECRET_KEY = "cmVsaWFiaWxpdHktdGVzdC1zZWNyZXQta2V5LTMyYnk=";

    private final Process process;
    private final Path log;
    private final int port;

    private ServiceNode(Process process, Path log, int port) {
        this.process = process;
        this.log = log;
        this.port = port;
    }

    /** Starts a node on {@code database} (through its proxy) with the heap {@code xmx} and extra variables; waits for health. */
    static ServiceNode start(Path workDir, ControlledPostgres database, String xmx, Map<String, String> extra) {
        return start(workDir, database, xmx, extra, List.of());
    }

    /** As above, with JVM options (never a secret: they show in the process list). */
    static ServiceNode start(Path workDir, ControlledPostgres database, String xmx, Map<String, String> extra,
                             List<String> jvmOptions) {
        String jar = System.getProperty("service.jar");
        if (jar == null || !Files.isRegularFile(Path.of(jar))) {
            throw new IllegalStateException("runnable jar missing (" + jar + "): build bootstrap first");
        }
        try {
            int port = freePort();
            Path log = Files.createTempFile(workDir, "node-" + port + "-", ".log");
            List<String> command = new ArrayList<>(List.of(
                    Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx" + xmx));
            command.addAll(jvmOptions);
            String probe = System.getProperty("reliability.probe.jvm", "");
            if (!probe.isBlank()) {
                command.addAll(List.of(probe.replace("{port}", String.valueOf(port)).split(" ")));
            }
            command.addAll(List.of("-jar", jar));
            ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
            Map<String, String> env = builder.environment();
            env.keySet().removeIf(name -> name.startsWith("FEEDS_"));
            Map<String, String> settings = new HashMap<>(Map.of(
                    "FEEDS_HTTP_PORT", String.valueOf(port),
                    "FEEDS_DATABASE_URL", database.serviceUrl(),
                    "FEEDS_DATABASE_USER", database.user(),
                    "FEEDS_DATABASE_PASSWORD", database.password(),
                    "FEEDS_SECRET_KEY", SECRET_KEY,
                    "FEEDS_ADMIN_TOKEN", OPERATOR_TOKEN,
                    "FEEDS_PULL_ENABLED", "false",
                    "FEEDS_DATA_DIR", workDir.resolve("data-" + port).toString(),
                    "FEEDS_RATE_OFFERS", "100000/PT1S",
                    "FEEDS_RATE_PRODUCTS", "100000/PT1S"));
            settings.putAll(extra);
            env.putAll(settings);
            ServiceNode node = new ServiceNode(builder.start(), log, port);
            node.awaitHealthy(Duration.ofSeconds(90));
            return node;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    int port() {
        return port;
    }

    Api api() {
        return new Api(port);
    }

    long pid() {
        return process.pid();
    }

    void awaitHealthy(Duration timeout) {
        Api api = api();
        Instant deadline = Instant.now().plus(timeout);
        while (Instant.now().isBefore(deadline)) {
            if (!process.isAlive()) {
                throw new AssertionError("service exited with " + process.exitValue() + ":\n" + log());
            }
            if (api.healthy()) {
                return;
            }
            Api.pause(Duration.ofMillis(200));
        }
        throw new AssertionError("service not healthy within " + timeout + ":\n" + log());
    }

    /** SIGTERM and wait: the service drains and stops in order. */
    int terminate(Duration timeout) {
        process.destroy();
        return awaitExit(timeout);
    }

    /** SIGKILL: no shutdown hook runs. */
    void kill() {
        process.destroyForcibly();
        awaitExit(Duration.ofSeconds(30));
    }

    private int awaitExit(Duration timeout) {
        try {
            if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                process.destroyForcibly();
                throw new AssertionError("service did not exit within " + timeout);
            }
            return process.exitValue();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    String log() {
        try {
            return Files.readString(log, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        if (process.isAlive()) {
            process.destroyForcibly();
            awaitExit(Duration.ofSeconds(30));
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
