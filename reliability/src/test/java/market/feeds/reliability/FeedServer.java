package market.feeds.reliability;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import okhttp3.Protocol;
import okhttp3.tls.HandshakeCertificates;
import okhttp3.tls.HeldCertificate;

/**
 * A vendor's feed server on loopback TLS for service processes: its host name reaches 127.0.0.1 through a hosts
 * file given to the child JVM ({@code jdk.net.hosts.file}), the pull is let in through the TEST ONLY variables
 * ({@code FEEDS_PULL_ALLOWED_CIDRS}, {@code FEEDS_PULL_PORT}, {@code FEEDS_PULL_TRUST_PEM}). Every request is
 * answered with the same feed body, sent at {@code bytesPerSecond} so that a test can strike mid-pull.
 */
final class FeedServer implements AutoCloseable {

    static final String HOST = "feeds.vendor-reliability.com";
    static final String URL = "https://" + HOST + "/offers.json";

    private final MockWebServer server = new MockWebServer();
    private final AtomicInteger requests = new AtomicInteger();
    private final Path trustPem;
    private final Path hostsFile;
    private volatile String body = "{\"items\":[]}";
    private volatile long bytesPerSecond = Long.MAX_VALUE;

    FeedServer(Path workDir) {
        HeldCertificate root = new HeldCertificate.Builder().certificateAuthority(0).commonName("Reliability CA")
                .build();
        HeldCertificate leaf = new HeldCertificate.Builder().commonName(HOST).addSubjectAlternativeName(HOST)
                .signedBy(root).build();
        server.useHttps(new HandshakeCertificates.Builder().heldCertificate(leaf, root.certificate()).build()
                .sslSocketFactory());
        server.setProtocols(List.of(Protocol.HTTP_1_1));
        server.setDispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) {
                requests.incrementAndGet();
                MockResponse.Builder response = new MockResponse.Builder().code(200)
                        .addHeader("Content-Type", "application/json").body(body);
                long rate = bytesPerSecond;
                if (rate != Long.MAX_VALUE) {
                    // 1/10 of the rate every 100 ms: the body arrives over length / rate seconds
                    response.throttleBody(Math.max(1, rate / 10), 100, TimeUnit.MILLISECONDS);
                }
                return response.build();
            }
        });
        try {
            server.start(InetAddress.getByName("127.0.0.1"), 0);
            trustPem = Files.writeString(workDir.resolve("feed-ca.pem"), root.certificatePem());
            hostsFile = Files.writeString(workDir.resolve("feed-hosts"), "127.0.0.1 " + HOST + "\n");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The feed every pull gets from now on, sent so that it takes about {@code transfer} in all. */
    void serve(String feed, Duration transfer) {
        body = feed;
        bytesPerSecond = transfer.isZero() ? Long.MAX_VALUE
                : Math.max(10, feed.length() * 1000L / Math.max(1, transfer.toMillis()));
    }

    /** Pull requests received so far. */
    int requests() {
        return requests.get();
    }

    Map<String, String> environment() {
        return Map.of("FEEDS_PULL_ALLOWED_CIDRS", "127.0.0.0/8", "FEEDS_PULL_TRUST_PEM", trustPem.toString(),
                "FEEDS_PULL_PORT", String.valueOf(server.getPort()));
    }

    List<String> jvmOptions() {
        return List.of("-Djdk.net.hosts.file=" + hostsFile);
    }

    @Override
    public void close() {
        server.close();
    }
}
