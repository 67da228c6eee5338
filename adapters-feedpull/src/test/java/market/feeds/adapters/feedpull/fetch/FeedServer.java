package market.feeds.adapters.feedpull.fetch;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import market.feeds.application.model.FeedValidators;
import market.feeds.application.port.out.FeedFetcher.FeedRequest;
import market.feeds.application.port.out.FeedFetcher.FetchResult;
import market.feeds.application.port.out.HostResolver;
import market.feeds.domain.feed.Cidr;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import okhttp3.Protocol;

/**
 * A vendor's feed server on loopback TLS, plus the settings a fetcher needs to reach it the way the
 * TEST ONLY knobs allow: the feed hostname resolves to 127.0.0.1, 127.0.0.0/8 is allowed, the
 * MockWebServer port is the connect port and the test CA is the extra trust.
 */
final class FeedServer implements AutoCloseable {

    static final String HOST = "feeds.vendor-test.com";
    static final String URL = "https://" + HOST + "/offers.json";

    final MockWebServer server = new MockWebServer();
    private final Path trustPem;

    private FeedServer(Path trustPem) {
        this.trustPem = trustPem;
    }

    /**
     * A server whose certificate is issued for {@code certificateName} by the trusted test CA, speaking
     * HTTP/1.1 (where chunked transfer encoding exists) unless HTTP/2 is asked for.
     */
    static FeedServer start(Path tempDir, String certificateName, Protocol... protocols) {
        TestCertificates authority = TestCertificates.newAuthority("Vendor Test CA");
        FeedServer feed = new FeedServer(authority.writeRootPem(tempDir));
        feed.server.useHttps(authority.serverFor(certificateName));
        feed.server.setProtocols(protocols.length == 0 ? List.of(Protocol.HTTP_1_1) : List.of(protocols));
        try {
            feed.server.start(InetAddress.getByName("127.0.0.1"), 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return feed;
    }

    static FeedServer start(Path tempDir) {
        return start(tempDir, HOST);
    }

    void enqueue(MockResponse.Builder response) {
        server.enqueue(response.build());
    }

    FetchSettings settings() {
        return FetchSettings.defaults().withPort(server.getPort())
                .withAllowedCidrs(List.of(Cidr.parse("127.0.0.0/8"))).withExtraTrustPem(trustPem);
    }

    FetchSettings settings(Duration callTimeout) {
        return settings().withCallTimeout(callTimeout);
    }

    FetchResult fetch(FetchSettings settings, HostResolver resolver, Optional<String> token) {
        return new SafeFeedFetcher(resolver, settings).fetch(new FeedRequest(URL, Optional.empty(), token));
    }

    FetchResult fetch(FetchSettings settings) {
        return fetch(settings, FixedResolver.answering(HOST, "127.0.0.1"), Optional.empty());
    }

    FetchResult fetch() {
        return fetch(settings());
    }

    /** A fetch conditional on {@code validators}. */
    FetchResult fetch(FeedValidators validators) {
        return new SafeFeedFetcher(FixedResolver.answering(HOST, "127.0.0.1"), settings())
                .fetch(new FeedRequest(URL, Optional.empty(), Optional.empty(), validators));
    }

    int requestCount() {
        return server.getRequestCount();
    }

    @Override
    public void close() {
        server.close();
    }
}
