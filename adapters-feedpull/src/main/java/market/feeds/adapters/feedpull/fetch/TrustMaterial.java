package market.feeds.adapters.feedpull.fetch;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocketFactory;
import javax.net.ssl.TrustManager;
import javax.net.ssl.TrustManagerFactory;
import javax.net.ssl.X509TrustManager;

/**
 * The pull's TLS trust: the JDK's default CAs plus the certificates of {@code FEEDS_PULL_TRUST_PEM}.
 *
 * <p>One trust manager over one key store (not a chain of managers) so that the JDK's PKIX checks,
 * chain, expiry and all, apply to the extra CAs exactly as to the default ones.
 */
record TrustMaterial(SSLSocketFactory socketFactory, X509TrustManager trustManager) {

    static TrustMaterial load(Optional<Path> extraPem) {
        try {
            X509TrustManager jdk = trustManagerFor(null);
            if (extraPem.isEmpty()) {
                return of(jdk);
            }
            KeyStore store = KeyStore.getInstance(KeyStore.getDefaultType());
            store.load(null, null);
            List<X509Certificate> all = new ArrayList<>(List.of(jdk.getAcceptedIssuers()));
            all.addAll(readPem(extraPem.get()));
            for (int i = 0; i < all.size(); i++) {
                store.setCertificateEntry("ca-" + i, all.get(i));
            }
            return of(trustManagerFor(store));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot build the feed pull's TLS trust", e);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + extraPem.orElseThrow(), e);
        }
    }

    private static List<X509Certificate> readPem(Path pem) throws IOException, GeneralSecurityException {
        try (InputStream in = Files.newInputStream(pem)) {
            Collection<? extends Certificate> certificates = CertificateFactory.getInstance("X.509").generateCertificates(in);
            if (certificates.isEmpty()) {
                throw new GeneralSecurityException("no certificate in " + pem);
            }
            List<X509Certificate> out = new ArrayList<>();
            for (Certificate certificate : certificates) {
                out.add((X509Certificate) certificate);
            }
            return out;
        }
    }

    private static X509TrustManager trustManagerFor(KeyStore store) throws GeneralSecurityException {
        TrustManagerFactory factory = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        factory.init(store);
        for (TrustManager manager : factory.getTrustManagers()) {
            if (manager instanceof X509TrustManager x509) {
                return x509;
            }
        }
        throw new GeneralSecurityException("no X509TrustManager in the JDK");
    }

    private static TrustMaterial of(X509TrustManager manager) throws GeneralSecurityException {
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(null, new TrustManager[] {manager}, null);
        return new TrustMaterial(context.getSocketFactory(), manager);
    }
}
