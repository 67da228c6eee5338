package market.feeds.adapters.feedpull.fetch;

import java.net.Socket;
import java.net.SocketException;
import okhttp3.Call;
import okhttp3.Connection;
import okhttp3.EventListener;

/**
 * Once the answer is read whole, the connection is closed without waiting for the server (decision 0610). No
 * connection outlives its fetch, so OkHttp closes it as the body ends, and the JDK's TLS close then reads the
 * server's close_notify for as long as the socket's read timeout allows: a feed server that sent everything and then
 * neither read nor closed held the run for the whole 20 s call timeout. A socket without a read timeout is closed
 * without that read, and nothing else is read from it by then.
 */
final class ClosesWithoutLingering extends EventListener {

    private volatile Socket socket;

    @Override
    public void connectionAcquired(Call call, Connection connection) {
        socket = connection.socket();
    }

    @Override
    public void responseBodyEnd(Call call, long byteCount) {
        Socket acquired = socket;
        if (acquired == null) {
            return;
        }
        try {
            acquired.setSoTimeout(0);
        } catch (SocketException closedAlready) {
            // Nothing left to wait for.
        }
    }
}
