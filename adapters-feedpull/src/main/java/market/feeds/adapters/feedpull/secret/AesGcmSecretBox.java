package market.feeds.adapters.feedpull.secret;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Optional;
import javax.crypto.AEADBadTagException;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import market.feeds.application.port.out.SecretBox;

/**
 * AES-256-GCM secret box: a random 96-bit nonce per seal, the owner (vendor id) as associated data, so a
 * token copied onto another vendor's row cannot be opened. Layout: version byte, nonce, ciphertext+tag.
 */
public final class AesGcmSecretBox implements SecretBox {

    private static final byte VERSION = 1;
    private static final int NONCE_BYTES = 12;
    private static final int TAG_BITS = 128;

    private final SecretKeySpec key;
    private final SecureRandom random;

    public AesGcmSecretBox(byte[] key, SecureRandom random) {
        if (key.length != 32) {
            throw new IllegalArgumentException("the secret key must be 32 bytes");
        }
        this.key = new SecretKeySpec(key.clone(), "AES");
        this.random = random;
    }

    @Override
    public byte[] seal(String secret, String associatedData) {
        byte[] nonce = new byte[NONCE_BYTES];
        random.nextBytes(nonce);
        try {
            Cipher cipher = cipher(Cipher.ENCRYPT_MODE, nonce, associatedData);
            byte[] sealed = cipher.doFinal(secret.getBytes(StandardCharsets.UTF_8));
            return ByteBuffer.allocate(1 + NONCE_BYTES + sealed.length).put(VERSION).put(nonce).put(sealed).array();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("AES-GCM is unavailable", e);
        }
    }

    @Override
    public Optional<String> open(byte[] sealed, String associatedData) {
        if (sealed.length < 1 + NONCE_BYTES + TAG_BITS / 8 || sealed[0] != VERSION) {
            return Optional.empty();
        }
        byte[] nonce = Arrays.copyOfRange(sealed, 1, 1 + NONCE_BYTES);
        try {
            Cipher cipher = cipher(Cipher.DECRYPT_MODE, nonce, associatedData);
            byte[] plain = cipher.doFinal(sealed, 1 + NONCE_BYTES, sealed.length - 1 - NONCE_BYTES);
            return Optional.of(new String(plain, StandardCharsets.UTF_8));
        } catch (AEADBadTagException e) {
            return Optional.empty();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("AES-GCM is unavailable", e);
        }
    }

    private Cipher cipher(int mode, byte[] nonce, String associatedData) throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
        cipher.init(mode, key, new GCMParameterSpec(TAG_BITS, nonce));
        cipher.updateAAD(associatedData.getBytes(StandardCharsets.UTF_8));
        return cipher;
    }
}
