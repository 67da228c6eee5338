package market.feeds.bootstrap.e2e.feed;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import okhttp3.Protocol;
import okhttp3.tls.HandshakeCertificates;
import okhttp3.tls.HeldCertificate;

/**
 * Vendors' feed servers on loopback TLS: one MockWebServer whose certificate for {@link #HOST} is issued by a
 * throw-away CA. Each test vendor gets its own path, so tests of a class share the server without sharing answers.
 */
final class VendorFeedServer implements AutoCloseable {

    /** A registrable name (the service refuses {@code localhost}); the test resolver maps it to 127.0.0.1. */
    static final String HOST = "feeds.vendor-test.com";

    private final MockWebServer server = new MockWebServer();
    private final Map<String, Supplier<MockResponse>> answers = new ConcurrentHashMap<>();
    private final Map<String, List<RecordedRequest>> received = new ConcurrentHashMap<>();
    private final Path trustPem;

    private VendorFeedServer(Path trustPem) {
        this.trustPem = trustPem;
    }

    static VendorFeedServer start() {
        HeldCertificate root = new HeldCertificate.Builder().certificateAuthority(0).commonName("Vendor Test CA").build();
        HeldCertificate leaf = new HeldCertificate.Builder().commonName(HOST).addSubjectAlternativeName(HOST)
                .signedBy(root).build();
        try {
            Path pem = Files.createTempFile("feeds-e2e-ca-", ".pem");
            Files.writeString(pem, root.certificatePem());
            pem.toFile().deleteOnExit();
            VendorFeedServer feed = new VendorFeedServer(pem);
            feed.server.useHttps(new HandshakeCertificates.Builder().heldCertificate(leaf, root.certificate()).build()
                    .sslSocketFactory());
            feed.server.setProtocols(List.of(Protocol.HTTP_1_1));
            feed.server.setDispatcher(feed.new PathDispatcher());
            feed.server.start(InetAddress.getByName("127.0.0.1"), 0);
            return feed;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The TEST ONLY knobs of operations-contract §1 that let the wired service reach this server. */
    Map<String, String> environment() {
        return Map.of("FEEDS_PULL_ALLOWED_CIDRS", "127.0.0.0/8",
                "FEEDS_PULL_PORT", String.valueOf(server.getPort()),
                "FEEDS_PULL_TRUST_PEM", trustPem.toString());
    }

    /** The feed address a vendor saves: port-less https on the test host, as the contract demands. */
    static String url(String path) {
        return "https://" + HOST + path;
    }

    /** Answers every GET of {@code path} with a fresh response built by {@code response}. */
    void serve(String path, Supplier<MockResponse.Builder> response) {
        answers.put(path, () -> response.get().build());
    }

    List<RecordedRequest> requestsTo(String path) {
        return List.copyOf(received.getOrDefault(path, List.of()));
    }

    @Override
    public void close() {
        server.close();
    }

    private final class PathDispatcher extends Dispatcher {
        @Override
        public MockResponse dispatch(RecordedRequest request) {
            String path = request.getUrl().encodedPath();
            received.computeIfAbsent(path, p -> new CopyOnWriteArrayList<>()).add(request);
            Supplier<MockResponse> answer = answers.get(path);
            return answer == null ? new MockResponse.Builder().code(404).build() : answer.get();
        }
    }
}
