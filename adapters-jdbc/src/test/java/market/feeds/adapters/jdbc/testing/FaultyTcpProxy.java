package market.feeds.adapters.jdbc.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import market.feeds.adapters.jdbc.infra.DatabaseEndpoint;

/**
 * A TCP proxy on loopback in front of a server (the test PostgreSQL) that a test can break like a network:
 * {@link #stall()} keeps every connection open but forwards nothing (packets dropped, no RST),
 * {@link #cutConnections()} resets every open connection, {@link #refuse()} closes the port so new connections
 * are refused; {@link #partition()} drops what crosses it and every close too, as a network partition or a lost NAT
 * entry does: a connection that carried anything meanwhile stays dead, and its server side stays open, as the server
 * sees it, until the server ends it itself. {@link #heal()} undoes all four for new and untouched connections. A target
 * that refuses (the server stopped) is passed on as a RST;
 * {@link #retarget(int)} follows a server restarted on another port; {@link #upstreamBytes()} counts what clients
 * sent, so a test can strike while a request is on the wire; {@link #onConnection(int, Runnable)} and
 * {@link #onClientSending(String, Runnable)} strike at a chosen step of a client's work, e.g. a start's migrations.
 * Daemon threads, two per connection; close it after the test.
 *
 * <pre>{@code
 * try (FaultyTcpProxy proxy = FaultyTcpProxy.to("127.0.0.1", 5432)) {
 *     DatabaseEndpoint endpoint = proxy.testDatabaseEndpoint();
 *     proxy.stall();  ... proxy.heal();
 * }
 * }</pre>
 */
public final class FaultyTcpProxy implements AutoCloseable {

    private volatile InetSocketAddress target;
    private final AtomicLong upstreamBytes = new AtomicLong();
    private final int port;
    private final List<Socket> open = new CopyOnWriteArrayList<>();
    private final Object gate = new Object();
    private volatile ServerSocket listener;
    private volatile boolean stalled;
    private volatile boolean partitioned;
    private volatile boolean closed;
    private final AtomicInteger accepted = new AtomicInteger();
    private final AtomicReference<Strike> onConnection = new AtomicReference<>();
    private final AtomicReference<Strike> onSending = new AtomicReference<>();

    /** A fault armed once: at the {@code at}th connection, or when a client sends {@code text}. */
    private record Strike(int at, String text, Runnable fault) {
    }

    private FaultyTcpProxy(InetSocketAddress target) {
        this.target = target;
        this.listener = listen(0);
        this.port = listener.getLocalPort();
        startAccepting(listener);
    }

    public static FaultyTcpProxy to(String host, int port) {
        return new FaultyTcpProxy(new InetSocketAddress(host, port));
    }

    /** In front of the test database: its host and port taken from {@link TestDatabase#endpoint()}. */
    public static FaultyTcpProxy toTestDatabase() {
        java.net.URI uri = java.net.URI.create(TestDatabase.endpoint().jdbcUrl().substring("jdbc:".length()));
        return to(uri.getHost(), uri.getPort() < 0 ? 5432 : uri.getPort());
    }

    public int port() {
        return port;
    }

    /** From now on new connections go to {@code targetPort} on the same host (the server restarted there). */
    public void retarget(int targetPort) {
        target = new InetSocketAddress(target.getHostString(), targetPort);
    }

    /** Bytes clients sent towards the target so far. */
    public long upstreamBytes() {
        return upstreamBytes.get();
    }

    /** {@code jdbcUrl} with its host and port replaced by this proxy's. */
    public String jdbcUrlFor(String jdbcUrl) {
        String prefix = "jdbc:postgresql://";
        return prefix + "127.0.0.1:" + port + jdbcUrl.substring(jdbcUrl.indexOf('/', prefix.length()));
    }

    /** The test database's endpoint, reached through this proxy. */
    public DatabaseEndpoint testDatabaseEndpoint() {
        DatabaseEndpoint direct = TestDatabase.endpoint();
        return new DatabaseEndpoint(jdbcUrlFor(direct.jdbcUrl()), direct.user(), direct.password());
    }

    /**
     * Runs {@code fault} (e.g. {@code proxy::refuse}) when the {@code nth} connection from now arrives, before it is
     * passed on; that connection then meets the fault as later ones do. Once.
     */
    public void onConnection(int nth, Runnable fault) {
        onConnection.set(new Strike(accepted.get() + nth, null, fault));
    }

    /**
     * Runs {@code fault} when a client sends {@code text} (ASCII, e.g. a statement's words), before those bytes are
     * passed on, so the statement meets the fault. Once.
     */
    public void onClientSending(String text, Runnable fault) {
        onSending.set(new Strike(0, text, fault));
    }

    /** Stops forwarding in both directions without closing anything: reads on either side wait. */
    public void stall() {
        stalled = true;
    }

    /**
     * From now on drops every byte and every close instead of passing it on. A connection that loses anything is
     * severed for good: the client's close never reaches the server, whose side stays open until the server ends it
     * (or {@link #close()}). Connections that stay quiet meanwhile work again after {@link #heal()}.
     */
    public void partition() {
        partitioned = true;
    }

    /** Resets every open connection (RST); the port keeps accepting new ones. */
    public void cutConnections() {
        for (Socket socket : open) {
            reset(socket);
        }
        open.clear();
    }

    /** Closes the port and every connection: new connections are refused until {@link #heal()}. */
    public synchronized void refuse() {
        closeQuietly(listener);
        cutConnections();
    }

    /** Forwards again and, after {@link #refuse()}, accepts again on the same port. */
    public synchronized void heal() {
        synchronized (gate) {
            stalled = false;
            partitioned = false;
            gate.notifyAll();
        }
        if (listener.isClosed() && !closed) {
            listener = listen(port);
            startAccepting(listener);
        }
    }

    @Override
    public synchronized void close() {
        closed = true;
        heal();
        closeQuietly(listener);
        cutConnections();
    }

    private static ServerSocket listen(int port) {
        try {
            ServerSocket socket = new ServerSocket();
            socket.setReuseAddress(true);
            socket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
            return socket;
        } catch (IOException e) {
            throw new UncheckedIOException("proxy could not listen on port " + port, e);
        }
    }

    private void startAccepting(ServerSocket socket) {
        Thread acceptor = new Thread(() -> {
            while (!socket.isClosed()) {
                try {
                    Socket client = socket.accept();
                    strikeAtConnection(accepted.incrementAndGet());
                    if (listener.isClosed()) {
                        // The fault refused the port: this connection is refused as the next ones are.
                        reset(client);
                        continue;
                    }
                    Socket server = new Socket();
                    try {
                        server.connect(target, 5_000);
                    } catch (IOException refused) {
                        // The server is down: the client sees what it would see without the proxy, a refusal.
                        reset(client);
                        continue;
                    }
                    // As the driver does on its own socket: without it Nagle's algorithm meets delayed ACKs
                    // and every round trip through the proxy waits ~40 ms, which hides real latencies.
                    client.setTcpNoDelay(true);
                    server.setTcpNoDelay(true);
                    open.add(client);
                    open.add(server);
                    Link link = new Link();
                    pump(client, server, true, link);
                    pump(server, client, false, link);
                } catch (IOException e) {
                    // Closed by refuse()/close(), or the target is gone: the client sees its socket close.
                }
            }
        }, "faulty-proxy-accept-" + port);
        acceptor.setDaemon(true);
        acceptor.start();
    }

    private void pump(Socket from, Socket to, boolean upstream, Link link) throws IOException {
        InputStream in = from.getInputStream();
        OutputStream out = to.getOutputStream();
        Thread thread = new Thread(() -> {
            byte[] buffer = new byte[16 * 1024];
            String tail = "";
            try {
                for (int n; (n = in.read(buffer)) >= 0; ) {
                    if (upstream) {
                        tail = strikeOnSending(tail, new String(buffer, 0, n, StandardCharsets.ISO_8859_1));
                    }
                    awaitFlowing();
                    if (partitioned) {
                        link.severed = true;
                    }
                    if (link.severed) {
                        continue;
                    }
                    out.write(buffer, 0, n);
                    out.flush();
                    if (upstream) {
                        upstreamBytes.addAndGet(n);
                    }
                }
            } catch (IOException | InterruptedException e) {
                // Cut, refused or closed: fall through and close both ends as a broken network would.
            }
            if (partitioned) {
                link.severed = true;
            }
            if (link.severed && upstream) {
                // The client's close is lost on the way: the server keeps its side until it gives up by itself.
                closeQuietly(from);
                return;
            }
            reset(from);
            reset(to);
        }, "faulty-proxy-pump-" + port);
        thread.setDaemon(true);
        thread.start();
    }

    /** One proxied connection; severed once a partition dropped anything of it. */
    private static final class Link {
        private volatile boolean severed;
    }

    private void strikeAtConnection(int number) {
        Strike strike = onConnection.get();
        if (strike != null && number >= strike.at() && onConnection.compareAndSet(strike, null)) {
            strike.fault().run();
        }
    }

    /** Looks for the armed text in what was sent, across reads; returns the end to keep for the next read. */
    private String strikeOnSending(String tail, String sent) {
        Strike strike = onSending.get();
        if (strike == null) {
            return "";
        }
        String seen = tail + sent;
        if (seen.contains(strike.text()) && onSending.compareAndSet(strike, null)) {
            strike.fault().run();
            return "";
        }
        return seen.substring(Math.max(0, seen.length() - strike.text().length() + 1));
    }

    private void awaitFlowing() throws InterruptedException {
        synchronized (gate) {
            while (stalled) {
                gate.wait();
            }
        }
    }

    private static void reset(Socket socket) {
        try {
            socket.setSoLinger(true, 0);
        } catch (SocketException e) {
            // Already closed.
        }
        closeQuietly(socket);
    }

    private static void closeQuietly(AutoCloseable closeable) {
        try {
            closeable.close();
        } catch (Exception e) {
            // Nothing to do: the point is that it is closed.
        }
    }
}
