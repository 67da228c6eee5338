package market.feeds.adapters.feedpull.fetch;

import java.net.InetSocketAddress;
import java.net.Proxy;
import java.util.Optional;
import okhttp3.Call;
import okhttp3.Connection;
import okhttp3.EventListener;
import okhttp3.Protocol;

/**
 * Notes whether the call got a connection (TCP and TLS done) and to which address: an error before
 * that point is {@code fetch_failed}, after it a lapse of time is {@code timeout}.
 */
final class ConnectionWatch extends EventListener {

    private volatile InetSocketAddress connectedTo;

    @Override
    public void connectEnd(Call call, InetSocketAddress address, Proxy proxy, Protocol protocol) {
        connectedTo = address;
    }

    @Override
    public void connectionAcquired(Call call, Connection connection) {
        connectedTo = connection.route().socketAddress();
    }

    boolean connected() {
        return connectedTo != null;
    }

    Optional<InetSocketAddress> connectedTo() {
        return Optional.ofNullable(connectedTo);
    }
}
