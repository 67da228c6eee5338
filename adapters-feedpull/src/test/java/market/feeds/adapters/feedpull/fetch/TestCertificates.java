package market.feeds.adapters.feedpull.fetch;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPair;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import javax.net.ssl.SSLSocketFactory;
import okhttp3.tls.HandshakeCertificates;
import okhttp3.tls.HeldCertificate;

/** A throw-away CA for loopback TLS: its PEM goes to FEEDS_PULL_TRUST_PEM, its leaves to MockWebServer. */
final class TestCertificates {

    private final HeldCertificate root;

    private TestCertificates(HeldCertificate root) {
        this.root = root;
    }

    static TestCertificates newAuthority(String caName) {
        return new TestCertificates(new HeldCertificate.Builder().certificateAuthority(0).commonName(caName).build());
    }

    /** An RSA 2048 authority, one intermediate deep: the issuer {@link LegacyCertificates} can re-sign with. */
    static TestCertificates newRsaAuthority(String caName) {
        return new TestCertificates(new HeldCertificate.Builder().certificateAuthority(1).commonName(caName)
                .rsa2048().build());
    }

    /** An authority with the given key, however weak. */
    static TestCertificates newAuthority(String caName, KeyPair keyPair) {
        return new TestCertificates(new HeldCertificate.Builder().certificateAuthority(1).commonName(caName)
                .keyPair(keyPair).build());
    }

    /** An authority whose certificate is {@code root}, made elsewhere (a re-signed one, say). */
    static TestCertificates of(HeldCertificate root) {
        return new TestCertificates(root);
    }

    HeldCertificate root() {
        return root;
    }

    /** A leaf for {@code hostname} with a fresh key of the issuer's kind. */
    HeldCertificate leafFor(String hostname) {
        return leafBuilder(hostname).build();
    }

    /** A leaf for {@code hostname} with the given key, however weak. */
    HeldCertificate leafFor(String hostname, KeyPair keyPair) {
        return leafBuilder(hostname).keyPair(keyPair).build();
    }

    /** A leaf for {@code hostname} whose validity ended an hour ago. */
    HeldCertificate expiredLeafFor(String hostname) {
        Instant now = Instant.now();
        return leafBuilder(hostname).validityInterval(now.minus(Duration.ofDays(2)).toEpochMilli(),
                now.minus(Duration.ofHours(1)).toEpochMilli()).build();
    }

    /** An intermediate CA under this root with the given key. */
    TestCertificates intermediate(String caName, KeyPair keyPair) {
        return new TestCertificates(new HeldCertificate.Builder().certificateAuthority(0).commonName(caName)
                .keyPair(keyPair).signedBy(root).build());
    }

    private HeldCertificate.Builder leafBuilder(String hostname) {
        HeldCertificate.Builder builder = new HeldCertificate.Builder().commonName(hostname)
                .addSubjectAlternativeName(hostname).signedBy(root);
        return root.keyPair().getPublic().getAlgorithm().equals("RSA") ? builder.rsa2048() : builder;
    }

    /** The server side of a TLS handshake presenting a certificate for {@code hostname}. */
    SSLSocketFactory serverFor(String hostname) {
        return presenting(leafFor(hostname));
    }

    /** The server side of a TLS handshake presenting {@code leaf}, then the {@code chain} up to this root. */
    SSLSocketFactory presenting(HeldCertificate leaf, X509Certificate... chain) {
        X509Certificate[] withRoot = Arrays.copyOf(chain, chain.length + 1);
        withRoot[chain.length] = root.certificate();
        return new HandshakeCertificates.Builder().heldCertificate(leaf, withRoot).build().sslSocketFactory();
    }

    Path writeRootPem(Path directory) {
        try {
            return Files.writeString(Files.createTempFile(directory, "extra-ca-", ".pem"), root.certificatePem());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
