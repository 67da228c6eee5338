package market.feeds.adapters.feedpull.fetch;

import java.net.Proxy;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import okhttp3.ConnectionPool;
import okhttp3.OkHttpClient;

/**
 * The OkHttp client of the pull, configured once: no proxy, no redirect, no retry, no idle connection,
 * the pull's trust, and the contract's time limits. Each fetch derives from it with its own DNS answer.
 */
final class FeedHttpClient {

    private static final Duration MAX_CONNECT_TIMEOUT = Duration.ofSeconds(10);

    private FeedHttpClient() {
    }

    static OkHttpClient build(FetchSettings settings, TrustMaterial trust) {
        Duration connect = settings.callTimeout().compareTo(MAX_CONNECT_TIMEOUT) < 0
                ? settings.callTimeout() : MAX_CONNECT_TIMEOUT;
        return new OkHttpClient.Builder()
                .proxy(Proxy.NO_PROXY)
                .socketFactory(new NoDelaySocketFactory())
                .followRedirects(false)
                .followSslRedirects(false)
                .retryOnConnectionFailure(false)
                // Keep our address order (pin first): fast fallback would reorder IPv6 and IPv4.
                .fastFallback(false)
                // No idle connection survives a fetch: each run connects to what the DNS publishes then.
                .connectionPool(new ConnectionPool(0, 1, TimeUnit.SECONDS))
                .sslSocketFactory(trust.socketFactory(), trust.trustManager())
                .callTimeout(settings.callTimeout())
                .connectTimeout(connect)
                .readTimeout(settings.callTimeout())
                .writeTimeout(settings.callTimeout())
                .build();
    }
}
