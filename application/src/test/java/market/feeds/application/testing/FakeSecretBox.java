package market.feeds.application.testing;

import java.nio.charset.StandardCharsets;
import java.util.Optional;
import market.feeds.application.port.out.SecretBox;

/**
 * A reversible stand-in for the AES-GCM box: binds the owner like the real one (another owner cannot open)
 * and refuses tampered bytes, so tests can produce {@code bad_auth} without a key.
 */
public final class FakeSecretBox implements SecretBox {

    private static final String MARK = "sealed:";

    @Override
    public byte[] seal(String secret, String associatedData) {
        return (MARK + associatedData + ":" + new StringBuilder(secret).reverse()).getBytes(StandardCharsets.UTF_8);
    }

    @Override
    public Optional<String> open(byte[] sealed, String associatedData) {
        String text = new String(sealed, StandardCharsets.UTF_8);
        String prefix = MARK + associatedData + ":";
        return text.startsWith(prefix)
                ? Optional.of(new StringBuilder(text.substring(prefix.length())).reverse().toString())
                : Optional.empty();
    }
}
