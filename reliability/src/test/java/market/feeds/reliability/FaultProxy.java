package market.feeds.reliability;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A TCP proxy on loopback between the service and PostgreSQL that the tests turn into a fault: {@link #reset()}
 * cuts every open connection with a RST, {@link #stall()} stops forwarding without a word (a silent network), and
 * an upstream that refuses (PostgreSQL stopped) is passed on as a RST. The upstream port can move (a restart).
 */
final class FaultProxy implements AutoCloseable {

    private final ServerSocket listener;
    private final Set<Socket> open = ConcurrentHashMap.newKeySet();
    private final AtomicLong upstreamBytes = new AtomicLong();
    private volatile int upstreamPort;
    private volatile boolean stalled;

    FaultProxy(int upstreamPort) {
        this.upstreamPort = upstreamPort;
        try {
            listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Thread accept = new Thread(this::acceptLoop, "proxy-accept");
        accept.setDaemon(true);
        accept.start();
    }

    int port() {
        return listener.getLocalPort();
    }

    void upstream(int port) {
        upstreamPort = port;
    }

    /** Bytes the service sent to PostgreSQL so far: lets a test cut a request while its batch is on the wire. */
    long upstreamBytes() {
        return upstreamBytes.get();
    }

    /** RST on every open connection, both sides, as a dying network path or a killed backend does. */
    void reset() {
        for (Socket socket : open) {
            abort(socket);
        }
    }

    /** Stops forwarding in both directions; connections stay open and nothing is answered. */
    void stall() {
        stalled = true;
    }

    /** Forwarding resumes; connections that stalled are cut, since both ends may have given up on them. */
    void heal() {
        stalled = false;
        reset();
    }

    @Override
    public void close() {
        try {
            listener.close();
        } catch (IOException ignored) {
            // closing anyway
        }
        reset();
    }

    private void acceptLoop() {
        while (!listener.isClosed()) {
            try {
                Socket client = listener.accept();
                Socket server = new Socket();
                try {
                    server.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), upstreamPort), 2_000);
                } catch (IOException refused) {
                    abort(client);
                    continue;
                }
                open.add(client);
                open.add(server);
                pump(client, server, true);
                pump(server, client, false);
            } catch (IOException closed) {
                return;
            }
        }
    }

    private void pump(Socket from, Socket to, boolean towardsDatabase) {
        Thread thread = new Thread(() -> {
            byte[] buffer = new byte[16 * 1024];
            try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
                int read;
                while ((read = in.read(buffer)) >= 0) {
                    while (stalled && !from.isClosed()) {
                        Thread.sleep(20);
                    }
                    out.write(buffer, 0, read);
                    if (towardsDatabase) {
                        upstreamBytes.addAndGet(read);
                    }
                }
            } catch (IOException | InterruptedException gone) {
                // one side is gone; the finally cuts the other
            } finally {
                abort(from);
                abort(to);
            }
        }, "proxy-pump");
        thread.setDaemon(true);
        thread.start();
    }

    private void abort(Socket socket) {
        open.remove(socket);
        try {
            socket.setSoLinger(true, 0);
            socket.close();
        } catch (IOException ignored) {
            // already gone
        }
    }
}
