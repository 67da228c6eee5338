package market.feeds.adapters.feedpull.fetch;

import java.net.InetSocketAddress;
import java.net.Proxy;
import java.util.Optional;
import java.util.OptionalInt;
import okhttp3.Call;
import okhttp3.Connection;
import okhttp3.EventListener;
import okhttp3.Protocol;
import okhttp3.Response;

/**
 * Notes whether the call got a connection (TCP and TLS done) and to which address: an error before
 * that point is {@code fetch_failed}, after it a lapse of time is {@code timeout}. Notes too the status the
 * server answered, because an error after a non-200 status line is still that status's {@code feed_http_error}.
 */
final class ConnectionWatch extends EventListener {

    private static final int NO_ANSWER = -1;

    private volatile InetSocketAddress connectedTo;
    private volatile int answeredStatus = NO_ANSWER;

    @Override
    public void connectEnd(Call call, InetSocketAddress address, Proxy proxy, Protocol protocol) {
        connectedTo = address;
    }

    @Override
    public void connectionAcquired(Call call, Connection connection) {
        connectedTo = connection.route().socketAddress();
    }

    /** OkHttp calls this once, for the final answer: interim 1xx answers are skipped before it. */
    @Override
    public void responseHeadersEnd(Call call, Response response) {
        answeredStatus = response.code();
    }

    boolean connected() {
        return connectedTo != null;
    }

    Optional<InetSocketAddress> connectedTo() {
        return Optional.ofNullable(connectedTo);
    }

    /** The final status the server answered with, once its status line and headers were read. */
    OptionalInt answeredStatus() {
        int status = answeredStatus;
        return status == NO_ANSWER ? OptionalInt.empty() : OptionalInt.of(status);
    }
}
