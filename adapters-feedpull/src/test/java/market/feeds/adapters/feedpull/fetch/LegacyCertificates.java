package market.feeds.adapters.feedpull.fetch;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Signature;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.util.Arrays;
import okhttp3.tls.HeldCertificate;

/**
 * Certificates below the pull's floor, made at test time: HeldCertificate takes any key pair, but signs with
 * SHA-256 only, so a SHA-1 certificate is a SHA-256 one whose to-be-signed part is re-signed with SHA1withRSA.
 */
final class LegacyCertificates {

    /** DER of the OID sha256WithRSAEncryption (1.2.840.113549.1.1.11); sha1WithRSA's differs in the last byte. */
    private static final byte[] SHA256_WITH_RSA_OID = {
        0x06, 0x09, 0x2a, (byte) 0x86, 0x48, (byte) 0x86, (byte) 0xf7, 0x0d, 0x01, 0x01, 0x0b};
    private static final byte SHA1_WITH_RSA_LAST_BYTE = 0x05;
    private static final byte SEQUENCE = 0x30;
    private static final byte BIT_STRING = 0x03;

    private LegacyCertificates() {
    }

    static KeyPair rsaKeyPair(int bits) {
        try {
            KeyPairGenerator generator = KeyPairGenerator.getInstance("RSA");
            generator.initialize(bits);
            return generator.generateKeyPair();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    /** {@code certificate} as it is, but signed by {@code issuer} (an RSA key) with SHA1withRSA. */
    static HeldCertificate resignedWithSha1(HeldCertificate certificate, HeldCertificate issuer) {
        try {
            byte[] tbs = certificate.certificate().getTBSCertificate();
            // The to-be-signed part names its own signature algorithm; it must match the outer one.
            int at = indexOf(tbs, SHA256_WITH_RSA_OID);
            tbs[at + SHA256_WITH_RSA_OID.length - 1] = SHA1_WITH_RSA_LAST_BYTE;
            Signature signer = Signature.getInstance("SHA1withRSA");
            signer.initSign(issuer.keyPair().getPrivate());
            signer.update(tbs);
            byte[] signature = signer.sign();
            // The whole AlgorithmIdentifier around the OID (SEQUENCE tag and length first), parameters and all.
            byte[] algorithm = Arrays.copyOfRange(tbs, at - 2, at + tbs[at - 1]);
            byte[] bitString = new byte[signature.length + 1];
            System.arraycopy(signature, 0, bitString, 1, signature.length);
            byte[] der = tlv(SEQUENCE, concat(tbs, algorithm, tlv(BIT_STRING, bitString)));
            X509Certificate resigned = (X509Certificate) CertificateFactory.getInstance("X.509")
                    .generateCertificate(new ByteArrayInputStream(der));
            resigned.verify(issuer.keyPair().getPublic());
            return new HeldCertificate(certificate.keyPair(), resigned);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    private static int indexOf(byte[] haystack, byte[] needle) {
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            if (Arrays.equals(haystack, i, i + needle.length, needle, 0, needle.length)) {
                return i;
            }
        }
        throw new IllegalArgumentException("not signed with SHA256withRSA");
    }

    private static byte[] tlv(byte tag, byte[] content) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(tag);
        int length = content.length;
        if (length < 0x80) {
            out.write(length);
        } else {
            int octets = length > 0xffff ? 3 : length > 0xff ? 2 : 1;
            out.write(0x80 | octets);
            for (int shift = (octets - 1) * 8; shift >= 0; shift -= 8) {
                out.write(length >>> shift);
            }
        }
        out.writeBytes(content);
        return out.toByteArray();
    }

    private static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] part : parts) {
            out.writeBytes(part);
        }
        return out.toByteArray();
    }
}
