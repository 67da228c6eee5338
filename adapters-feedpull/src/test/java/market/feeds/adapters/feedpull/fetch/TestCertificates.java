package market.feeds.adapters.feedpull.fetch;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.net.ssl.SSLSocketFactory;
import okhttp3.tls.HandshakeCertificates;
import okhttp3.tls.HeldCertificate;

/** A throw-away CA for loopback TLS: its PEM goes to FEEDS_PULL_TRUST_PEM, its leaves to MockWebServer. */
final class TestCertificates {

    private final HeldCertificate root;

    private TestCertificates(String caName) {
        this.root = new HeldCertificate.Builder().certificateAuthority(0).commonName(caName).build();
    }

    static TestCertificates newAuthority(String caName) {
        return new TestCertificates(caName);
    }

    /** The server side of a TLS handshake presenting a certificate for {@code hostname}. */
    SSLSocketFactory serverFor(String hostname) {
        HeldCertificate leaf = new HeldCertificate.Builder().commonName(hostname)
                .addSubjectAlternativeName(hostname).signedBy(root).build();
        return new HandshakeCertificates.Builder().heldCertificate(leaf, root.certificate()).build().sslSocketFactory();
    }

    Path writeRootPem(Path directory) {
        try {
            return Files.writeString(Files.createTempFile(directory, "extra-ca-", ".pem"), root.certificatePem());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
