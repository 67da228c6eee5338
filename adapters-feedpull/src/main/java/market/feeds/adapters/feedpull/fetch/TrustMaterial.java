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
import java.security.cert.PKIXBuilderParameters;
import java.security.cert.X509CertSelector;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import javax.net.ssl.CertPathTrustManagerParameters;
import javax.net.ssl.ManagerFactoryParameters;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocketFactory;
import javax.net.ssl.TrustManager;
import javax.net.ssl.TrustManagerFactory;
import javax.net.ssl.X509TrustManager;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The pull's TLS trust: the JDK's default CAs plus the certificates of {@code FEEDS_PULL_TRUST_PEM}.
 *
 * <p>One trust manager over one key store (not a chain of managers) so that the JDK's PKIX checks,
 * chain, expiry and all, apply to the extra CAs exactly as to the default ones. The JDK's own manager
 * over PKIX parameters adds {@link CertificateFloor} to every path, from either kind of CA (decision 0608).
 */
record TrustMaterial(SSLSocketFactory socketFactory, X509TrustManager trustManager) {

    private static final Logger LOG = LoggerFactory.getLogger(TrustMaterial.class);

    static TrustMaterial load(Optional<Path> extraPem) {
        try {
            KeyStore store = KeyStore.getInstance(KeyStore.getDefaultType());
            store.load(null, null);
            List<X509Certificate> all = new ArrayList<>(List.of(trustManagerFor((KeyStore) null).getAcceptedIssuers()));
            if (extraPem.isPresent()) {
                List<X509Certificate> extra = readPem(extraPem.get());
                extra.forEach(TrustMaterial::warnIfBelowTheFloor);
                all.addAll(extra);
            }
            for (int i = 0; i < all.size(); i++) {
                store.setCertificateEntry("ca-" + i, all.get(i));
            }
            return of(trustManagerFor(flooredPkix(store)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot build the feed pull's TLS trust", e);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + extraPem.orElseThrow(), e);
        }
    }

    /**
     * An anchor is never a checked member of its own path, so an extra CA below the floor would be trusted
     * silently; refusing it would stop the service over a vendor's CA, so the operator is told instead.
     */
    private static void warnIfBelowTheFloor(X509Certificate ca) {
        CertificateFloor.shortfall(ca).ifPresent(why -> LOG.warn("{}: {}; feeds whose chain ends at this CA are "
                + "still accepted; replace it with a CA of at least 2048-bit RSA signed with SHA-256",
                FetchEnvironment.TRUST_PEM, why));
    }

    /**
     * What the JDK's default manager over the same store would check, plus the floor. Revocation stays off as in
     * JSSE's default (it turns on only with the system property com.sun.net.ssl.checkRevocation, never set here):
     * a CRL or OCSP fetch would be a second outbound connection the pull's address rules do not cover.
     */
    private static ManagerFactoryParameters flooredPkix(KeyStore anchors) throws GeneralSecurityException {
        PKIXBuilderParameters parameters = new PKIXBuilderParameters(anchors, new X509CertSelector());
        parameters.setRevocationEnabled(false);
        parameters.addCertPathChecker(new CertificateFloor());
        return new CertPathTrustManagerParameters(parameters);
    }

    private static List<X509Certificate> readPem(Path pem) throws IOException, GeneralSecurityException {
        try (InputStream in = Files.newInputStream(pem)) {
            Collection<? extends Certificate> certificates =
                    CertificateFactory.getInstance("X.509").generateCertificates(in);
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
        return x509Of(factory);
    }

    /** PKIX by name: only that algorithm takes certification-path parameters. */
    private static X509TrustManager trustManagerFor(ManagerFactoryParameters parameters)
            throws GeneralSecurityException {
        TrustManagerFactory factory = TrustManagerFactory.getInstance("PKIX");
        factory.init(parameters);
        return x509Of(factory);
    }

    private static X509TrustManager x509Of(TrustManagerFactory factory) throws GeneralSecurityException {
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
