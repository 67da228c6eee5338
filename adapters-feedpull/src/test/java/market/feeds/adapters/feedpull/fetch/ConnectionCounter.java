package market.feeds.adapters.feedpull.fetch;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.concurrent.atomic.AtomicInteger;

/** A loopback listener that only counts the connections it accepts: proof that nobody dialled it. */
final class ConnectionCounter implements AutoCloseable {

    private final ServerSocket socket;
    private final AtomicInteger accepted = new AtomicInteger();

    private ConnectionCounter(ServerSocket socket) {
        this.socket = socket;
        Thread acceptor = new Thread(this::acceptAll, "connection-counter");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    static ConnectionCounter listen() throws IOException {
        return new ConnectionCounter(new ServerSocket(0, 50, InetAddress.getByName("127.0.0.1")));
    }

    int port() {
        return socket.getLocalPort();
    }

    int accepted() {
        return accepted.get();
    }

    private void acceptAll() {
        while (!socket.isClosed()) {
            try {
                Socket connection = socket.accept();
                accepted.incrementAndGet();
                connection.close();
            } catch (IOException closed) {
                return;
            }
        }
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
