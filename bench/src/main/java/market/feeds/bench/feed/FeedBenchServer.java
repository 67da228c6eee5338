package market.feeds.bench.feed;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import okhttp3.Protocol;
import okhttp3.tls.HandshakeCertificates;
import okhttp3.tls.HeldCertificate;

/**
 * The vendor's feed server of the benchmark: loopback TLS with a certificate for {@link #HOST} from a throw-away
 * CA, answering every GET with the body set last, under an ETag of that body (304 when the request names it).
 */
final class FeedBenchServer implements AutoCloseable {

    static final String HOST = "feeds.bench-vendor.com";
    static final String URL = "https://" + HOST + "/offers.json";

    private final MockWebServer server = new MockWebServer();
    private final Path trustPem;
    private volatile String body = "{\"items\":[]}";

    FeedBenchServer() {
        HeldCertificate root = new HeldCertificate.Builder().certificateAuthority(0).commonName("Bench CA").build();
        HeldCertificate leaf = new HeldCertificate.Builder().commonName(HOST).addSubjectAlternativeName(HOST)
                .signedBy(root).build();
        try {
            trustPem = Files.createTempFile("feeds-bench-ca-", ".pem");
            Files.writeString(trustPem, root.certificatePem());
            trustPem.toFile().deleteOnExit();
            server.useHttps(new NoDelaySslSocketFactory(new HandshakeCertificates.Builder()
                    .heldCertificate(leaf, root.certificate()).build().sslSocketFactory()));
            server.setProtocols(List.of(Protocol.HTTP_1_1));
            server.setDispatcher(new Dispatcher() {
                @Override
                public MockResponse dispatch(RecordedRequest request) {
                    String current = body;
                    String etag = "\"" + Integer.toHexString(current.hashCode()) + "\"";
                    if (etag.equals(request.getHeaders().get("If-None-Match"))) {
                        return new MockResponse.Builder().code(304).addHeader("ETag", etag).build();
                    }
                    return new MockResponse.Builder().addHeader("Content-Type", "application/json")
                            .addHeader("ETag", etag).body(current).build();
                }
            });
            server.start(InetAddress.getByName("127.0.0.1"), 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The TEST ONLY knobs that let the service reach this server (operations contract §1), and the conditional GET
     * that issue 15's 304 figure measures (off by default, decision 0601).
     */
    Map<String, String> environment() {
        return Map.of("FEEDS_PULL_ALLOWED_CIDRS", "127.0.0.0/8",
                "FEEDS_PULL_PORT", String.valueOf(server.getPort()),
                "FEEDS_PULL_TRUST_PEM", trustPem.toString(),
                "FEEDS_PULL_CONDITIONAL_GET", "true");
    }

    void serve(String feed) {
        body = feed;
    }

    @Override
    public void close() {
        server.close();
    }
}
