package market.feeds.application.port.out;

import java.util.Optional;

/** Seals secrets at rest (feed tokens) with authenticated encryption bound to an owner. */
public interface SecretBox {

    /** Encrypts {@code secret}; {@code associatedData} (the vendor id) must match when opening. */
    byte[] seal(String secret, String associatedData);

    /** The secret, or empty when the sealed bytes cannot be opened (wrong key, tampered, other owner). */
    Optional<String> open(byte[] sealed, String associatedData);

    /**
     * Whether this box's key is still the one the stored secrets are kept with. False once another node has rotated
     * the key away from this one's (decision 0006, amended in session 31): a secret it cannot open is then its own
     * fault, not its owner's.
     */
    default boolean keyStillCurrent() {
        return true;
    }
}
