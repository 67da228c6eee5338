package market.feeds.reliability;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.Future;
import market.feeds.adapters.jdbc.infra.DatabaseEndpoint;
import market.feeds.adapters.jdbc.infra.EmbeddedDatabase;
import market.feeds.adapters.jdbc.testing.DirectoryTree;
import market.feeds.adapters.jdbc.testing.FaultyTcpProxy;

/**
 * The PostgreSQL the tests own: the embedded binaries run as a separate server on a data directory that survives
 * {@link #stop()} and {@link #start()}, reached by the services only through the {@link FaultyTcpProxy} (adapters-jdbc test-jar).
 */
final class ControlledPostgres implements AutoCloseable {

    private static ControlledPostgres shared;

    private final Path dataDirectory;
    private final FaultyTcpProxy proxy;
    private EmbeddedDatabase server;

    private ControlledPostgres(Path dataDirectory) {
        this.dataDirectory = dataDirectory;
        this.server = EmbeddedDatabase.startDurable(dataDirectory);
        this.proxy = FaultyTcpProxy.to("127.0.0.1", serverPort());
    }

    /**
     * The one server of this test JVM, started at first use and stopped when the JVM exits: starting a server per
     * class cost seconds each on a loaded machine. Classes keep apart by vendor slug; a class that stops, stalls or
     * cuts it leaves it started and healed (its finally blocks), which this checks again on every hand-out.
     */
    static synchronized ControlledPostgres shared() {
        if (shared == null) {
            try {
                shared = new ControlledPostgres(Files.createTempDirectory("reliability-pg"));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            ControlledPostgres server = shared;
            Runtime.getRuntime().addShutdownHook(new Thread(server::close, "reliability-pg-stop"));
        }
        shared.proxy.heal();
        if (shared.server == null) {
            shared.start();
        }
        return shared;
    }

    FaultyTcpProxy proxy() {
        return proxy;
    }

    /** What a service is given: the proxy's address, never the server's own. */
    String serviceUrl() {
        return "jdbc:postgresql://127.0.0.1:" + proxy.port() + "/postgres";
    }

    /** Who the services connect as: the server asks for the superuser's password. */
    synchronized String user() {
        return server.endpoint().user().orElseThrow();
    }

    synchronized String password() {
        return server.endpoint().password().orElseThrow();
    }

    /** Forwarding resumes and the connections that stalled are cut: both ends may have given up on them. */
    void healCuttingStalledConnections() {
        proxy.heal();
        proxy.cutConnections();
    }

    synchronized void stop() {
        server.close();
        server = null;
    }

    /** Starts the server again on the same files; it gets a new port, and the proxy follows it. */
    synchronized void start() {
        server = EmbeddedDatabase.startDurable(dataDirectory);
        proxy.retarget(serverPort());
    }

    /**
     * Waits until the services have sent {@code bytes} through the proxy since it started, with {@code request} still
     * under way: a fault injected then meets the request mid-flight.
     */
    void awaitUpstream(long bytes, Future<?> request) {
        Instant deadline = Instant.now().plus(Duration.ofSeconds(60));
        while (proxy.upstreamBytes() < bytes && !request.isDone() && Instant.now().isBefore(deadline)) {
            Api.pause(Duration.ofMillis(1));
        }
        if (request.isDone()) {
            throw new AssertionError("the request finished before " + bytes + " bytes were on the wire");
        }
    }

    /** A direct connection for the tests' own checks, past the proxy and its faults. */
    synchronized Connection connect() throws SQLException {
        DatabaseEndpoint endpoint = server.endpoint();
        return DriverManager.getConnection(endpoint.jdbcUrl(), endpoint.user().orElseThrow(),
                endpoint.password().orElse(""));
    }

    private int serverPort() {
        String url = server.endpoint().jdbcUrl();
        return Integer.parseInt(url.substring(url.lastIndexOf(':') + 1, url.lastIndexOf('/')));
    }

    /** Stops the server and deletes its files: each run of the suite left ~40 MB in the temp directory before. */
    @Override
    public synchronized void close() {
        proxy.close();
        if (server != null) {
            server.close();
            server = null;
        }
        deleteQuietly(dataDirectory);
        deleteQuietly(dataDirectory.resolveSibling(dataDirectory.getFileName() + ".lock"));
        deleteQuietly(dataDirectory.resolveSibling(dataDirectory.getFileName() + ".password"));
    }

    private static void deleteQuietly(Path path) {
        try {
            DirectoryTree.delete(path);
        } catch (UncheckedIOException e) {
            // at JVM exit: whatever is left stays in the temp directory, as before
        }
    }
}
