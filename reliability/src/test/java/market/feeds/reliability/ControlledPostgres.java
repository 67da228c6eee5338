package market.feeds.reliability;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import market.feeds.adapters.jdbc.infra.DatabaseEndpoint;
import market.feeds.adapters.jdbc.infra.EmbeddedDatabase;
import market.feeds.adapters.jdbc.testing.FaultyTcpProxy;

/**
 * The PostgreSQL the tests own: the embedded binaries run as a separate server on a data directory that survives
 * {@link #stop()} and {@link #start()}, reached by the services only through the {@link FaultyTcpProxy} (adapters-jdbc test-jar).
 */
final class ControlledPostgres implements AutoCloseable {

    private final Path dataDirectory;
    private final FaultyTcpProxy proxy;
    private EmbeddedDatabase server;

    ControlledPostgres(Path dataDirectory) {
        this.dataDirectory = dataDirectory;
        this.server = EmbeddedDatabase.startDurable(dataDirectory);
        this.proxy = FaultyTcpProxy.to("127.0.0.1", serverPort());
    }

    FaultyTcpProxy proxy() {
        return proxy;
    }

    /** What a service is given: the proxy's address, never the server's own. */
    String serviceUrl() {
        return "jdbc:postgresql://127.0.0.1:" + proxy.port() + "/postgres";
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

    /** A direct connection for the tests' own checks, past the proxy and its faults. */
    synchronized Connection connect() throws SQLException {
        DatabaseEndpoint endpoint = server.endpoint();
        return DriverManager.getConnection(endpoint.jdbcUrl(), endpoint.user().orElseThrow(), "");
    }

    private int serverPort() {
        String url = server.endpoint().jdbcUrl();
        return Integer.parseInt(url.substring(url.lastIndexOf(':') + 1, url.lastIndexOf('/')));
    }

    @Override
    public synchronized void close() {
        proxy.close();
        if (server != null) {
            server.close();
        }
    }
}
