package market.feeds.adapters.feedpull.fetch;

import java.io.IOException;
import java.security.AlgorithmParameters;
import java.security.GeneralSecurityException;
import java.security.PublicKey;
import java.security.cert.Certificate;
import java.security.cert.CertPathValidatorException;
import java.security.cert.PKIXCertPathChecker;
import java.security.cert.X509Certificate;
import java.security.interfaces.DSAKey;
import java.security.interfaces.ECKey;
import java.security.interfaces.RSAKey;
import java.security.spec.PSSParameterSpec;
import java.util.Collection;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The floor every certificate of an accepted TLS path must reach (decision 0608): no MD2, MD5 or SHA-1
 * signature, no RSA or DSA key under 2048 bits, no EC key under 224 bits. The JDK refuses SHA-1 only in
 * chains that end in its own roots; this holds for the extra CAs of {@code FEEDS_PULL_TRUST_PEM} too.
 *
 * <p>As a path checker it sees the leaf and the intermediates, never the trust anchor: an anchor is the
 * operator's explicit choice, reported at start instead ({@link #shortfall}).
 */
final class CertificateFloor extends PKIXCertPathChecker {

    private static final int MIN_RSA_DSA_BITS = 2048;
    private static final int MIN_EC_BITS = 224;
    private static final Set<String> WEAK_DIGESTS = Set.of("MD2", "MD5", "SHA1");

    @Override
    public void init(boolean forward) {
        // Stateless: each certificate is judged on its own.
    }

    @Override
    public boolean isForwardCheckingSupported() {
        return true;
    }

    @Override
    public Set<String> getSupportedExtensions() {
        return null;
    }

    @Override
    public void check(Certificate certificate, Collection<String> unresolvedCriticalExtensions)
            throws CertPathValidatorException {
        Optional<String> shortfall = shortfall((X509Certificate) certificate);
        if (shortfall.isPresent()) {
            throw new CertPathValidatorException(shortfall.get());
        }
    }

    /** Why the certificate is below the floor, naming its subject; empty when it is not. */
    static Optional<String> shortfall(X509Certificate certificate) {
        String subject = certificate.getSubjectX500Principal().getName();
        Optional<String> digest = signatureDigest(certificate);
        if (digest.isEmpty()) {
            return Optional.of("certificate " + subject + " has unreadable " + certificate.getSigAlgName()
                    + " signature parameters");
        }
        if (WEAK_DIGESTS.contains(digest.get())) {
            return Optional.of("certificate " + subject + " is signed with " + certificate.getSigAlgName());
        }
        return weakKey(certificate.getPublicKey()).map(key -> "certificate " + subject + " has " + key);
    }

    /** The digest of the signature, upper case without dashes ("SHA1withRSA" and PSS over SHA-1 both give SHA1). */
    private static Optional<String> signatureDigest(X509Certificate certificate) {
        String name = certificate.getSigAlgName().toUpperCase(Locale.ROOT);
        if (name.equals("RSASSA-PSS")) {
            try {
                AlgorithmParameters parameters = AlgorithmParameters.getInstance("RSASSA-PSS");
                parameters.init(certificate.getSigAlgParams());
                String digest = parameters.getParameterSpec(PSSParameterSpec.class).getDigestAlgorithm();
                return Optional.of(digest.toUpperCase(Locale.ROOT).replace("-", ""));
            } catch (GeneralSecurityException | IOException | RuntimeException e) {
                return Optional.empty();
            }
        }
        int with = name.indexOf("WITH");
        return Optional.of((with < 0 ? name : name.substring(0, with)).replace("-", ""));
    }

    private static Optional<String> weakKey(PublicKey key) {
        if (key instanceof RSAKey rsa) {
            return below(rsa.getModulus().bitLength(), MIN_RSA_DSA_BITS, "RSA");
        }
        if (key instanceof DSAKey dsa) {
            // A DSA key that inherits its parameters from its issuer has no size of its own to judge.
            int bits = dsa.getParams() == null ? 0 : dsa.getParams().getP().bitLength();
            return below(bits, MIN_RSA_DSA_BITS, "DSA");
        }
        if (key instanceof ECKey ec) {
            return below(ec.getParams().getOrder().bitLength(), MIN_EC_BITS, "EC");
        }
        return Optional.empty();
    }

    private static Optional<String> below(int bits, int minimum, String algorithm) {
        return bits >= minimum ? Optional.empty() : Optional.of("a " + bits + "-bit " + algorithm + " key");
    }
}
