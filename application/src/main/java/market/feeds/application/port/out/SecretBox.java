package market.feeds.application.port.out;

import java.util.Optional;

/** Seals secrets at rest (feed tokens) with authenticated encryption bound to an owner. */
public interface SecretBox {

    /** Encrypts {@code secret}; {@code associatedData} (the vendor id) must match when opening. */
    byte[] seal(String secret, String associatedData);

    /** The secret, or empty when the sealed bytes cannot be opened (wrong key, tampered, other owner). */
    Optional<String> open(byte[] sealed, String associatedData);
}
