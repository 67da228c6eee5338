package market.feeds.bootstrap.e2e;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import market.feeds.application.port.out.HostResolver;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import okhttp3.Protocol;
import okhttp3.tls.HandshakeCertificates;
import okhttp3.tls.HeldCertificate;

/**
 * A vendor's feed server on loopback TLS and what the service needs to reach it through the TEST ONLY
 * knobs: a resolver mapping the feed hostname to 127.0.0.1, the allowed range, the connect port, the CA.
 */
public final class LoopbackFeed implements AutoCloseable {

    public static final String HOST = "feeds.vendor-e2e.com";
    public static final String URL = "https://" + HOST + "/offers.json";

    public final MockWebServer server = new MockWebServer();
    private final Path trustPem;

    public LoopbackFeed() {
        HeldCertificate root = new HeldCertificate.Builder().certificateAuthority(0).commonName("E2E feed CA").build();
        HeldCertificate leaf = new HeldCertificate.Builder().commonName(HOST).addSubjectAlternativeName(HOST)
                .signedBy(root).build();
        server.useHttps(new HandshakeCertificates.Builder().heldCertificate(leaf, root.certificate()).build()
                .sslSocketFactory());
        server.setProtocols(List.of(Protocol.HTTP_1_1));
        try {
            server.start(loopback(), 0);
            trustPem = Files.createTempFile("e2e-feed-ca", ".pem");
            Files.writeString(trustPem, root.certificatePem());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The environment that lets the pull connect here. */
    public Map<String, String> environment() {
        return Map.of("FEEDS_PULL_ALLOWED_CIDRS", "127.0.0.0/8", "FEEDS_PULL_TRUST_PEM", trustPem.toString(),
                "FEEDS_PULL_PORT", String.valueOf(server.getPort()));
    }

    public HostResolver resolver() {
        return (host, budget) -> host.equals(HOST)
                ? new HostResolver.Resolution.Addresses(List.of(loopback()))
                : new HostResolver.Resolution.NotFound();
    }

    public void answer(int status, String body) {
        server.enqueue(new MockResponse.Builder().code(status).body(body).build());
    }

    /** An answer whose body is any bytes, valid UTF-8 or not. */
    void answer(int status, byte[] body) {
        server.enqueue(new MockResponse.Builder().code(status).body(new okio.Buffer().write(body)).build());
    }

    @Override
    public void close() {
        server.close();
        try {
            Files.deleteIfExists(trustPem);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static InetAddress loopback() {
        try {
            return InetAddress.getByName("127.0.0.1");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
