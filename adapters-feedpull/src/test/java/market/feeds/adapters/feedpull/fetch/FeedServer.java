package market.feeds.adapters.feedpull.fetch;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import javax.net.ssl.SSLSocketFactory;
import market.feeds.application.model.FeedValidators;
import market.feeds.application.port.out.FeedFetcher.FeedRequest;
import market.feeds.application.port.out.FeedFetcher.FetchResult;
import market.feeds.application.port.out.HostResolver;
import market.feeds.domain.feed.Cidr;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import okhttp3.Protocol;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A vendor's feed server on loopback TLS, plus the settings a fetcher needs to reach it the way the
 * TEST ONLY knobs allow: the feed hostname resolves to 127.0.0.1, 127.0.0.0/8 is allowed, the
 * MockWebServer port is the connect port and the test CA is the extra trust.
 *
 * <p>As a field with {@code @RegisterExtension} ({@link #perTest()}) it is one fresh HTTP/1.1 server per test,
 * started before and closed after it; {@link #start} gives further ones for try-with-resources.
 */
final class FeedServer implements AutoCloseable, BeforeEachCallback, AfterEachCallback {

    static final String HOST = "feeds.vendor-test.com";
    static final String URL = "https://" + HOST + "/offers.json";

    final MockWebServer server = new MockWebServer();
    private Path trustPem;
    private Path ownDirectory;

    private FeedServer() {
    }

    /** For {@code @RegisterExtension}: serves {@link #HOST} over HTTP/1.1 during each test. */
    static FeedServer perTest() {
        return new FeedServer();
    }

    /**
     * A server whose certificate is issued for {@code certificateName} by the trusted test CA, speaking
     * HTTP/1.1 (where chunked transfer encoding exists) unless HTTP/2 is asked for.
     */
    static FeedServer start(Path tempDir, String certificateName, Protocol... protocols) {
        FeedServer feed = new FeedServer();
        feed.listen(tempDir, certificateName, protocols);
        return feed;
    }

    /** A server whose handshake is {@code serverSide}, with {@code trusted}'s root as the extra trust. */
    static FeedServer start(Path tempDir, TestCertificates trusted, SSLSocketFactory serverSide) {
        FeedServer feed = new FeedServer();
        feed.listen(trusted.writeRootPem(tempDir), serverSide);
        return feed;
    }

    private void listen(Path directory, String certificateName, Protocol... protocols) {
        TestCertificates authority = TestCertificates.newAuthority("Vendor Test CA");
        listen(authority.writeRootPem(directory), authority.serverFor(certificateName), protocols);
    }

    private void listen(Path trustedRootPem, SSLSocketFactory serverSide, Protocol... protocols) {
        trustPem = trustedRootPem;
        server.useHttps(serverSide);
        server.setProtocols(protocols.length == 0 ? List.of(Protocol.HTTP_1_1) : List.of(protocols));
        try {
            server.start(InetAddress.getByName("127.0.0.1"), 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void beforeEach(ExtensionContext context) throws IOException {
        ownDirectory = Files.createTempDirectory("feed-server");
        listen(ownDirectory, HOST);
    }

    @Override
    public void afterEach(ExtensionContext context) throws IOException {
        close();
        Files.deleteIfExists(trustPem);
        Files.deleteIfExists(ownDirectory);
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
