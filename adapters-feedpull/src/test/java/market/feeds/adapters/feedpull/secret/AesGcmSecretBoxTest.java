package market.feeds.adapters.feedpull.secret;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import org.junit.jupiter.api.Test;

class AesGcmSecretBoxTest {

    private final SecureRandom random = new SecureRandom();
    private final AesGcmSecretBox box = new AesGcmSecretBox(key(), random);

    @Test
    void sealedTokenOpensForTheSameVendor() {
        byte[] sealed = box.seal("feed-token-123", "vendor-a");
        assertThat(box.open(sealed, "vendor-a")).contains("feed-token-123");
    }

    @Test
    void sealedBytesNeverContainThePlainToken() {
        byte[] sealed = box.seal("feed-token-123", "vendor-a");
        assertThat(new String(sealed, StandardCharsets.ISO_8859_1)).doesNotContain("feed-token-123");
    }

    @Test
    void eachSealUsesAFreshNonce() {
        assertThat(box.seal("t", "v")).isNotEqualTo(box.seal("t", "v"));
    }

    @Test
    void tokenOfAnotherVendorDoesNotOpen() {
        byte[] sealed = box.seal("feed-token-123", "vendor-a");
        assertThat(box.open(sealed, "vendor-b")).isEmpty();
    }

    @Test
    void tamperedTokenDoesNotOpen() {
        byte[] sealed = box.seal("feed-token-123", "vendor-a");
        sealed[sealed.length - 1] ^= 1;
        assertThat(box.open(sealed, "vendor-a")).isEmpty();
    }

    @Test
    void tokenSealedUnderAnotherKeyDoesNotOpen() {
        byte[] sealed = new AesGcmSecretBox(key(), random).seal("feed-token-123", "vendor-a");
        assertThat(box.open(sealed, "vendor-a")).isEmpty();
    }

    @Test
    void garbageDoesNotOpen() {
        assertThat(box.open(new byte[] {1, 2, 3}, "vendor-a")).isEmpty();
        assertThat(box.open(new byte[0], "vendor-a")).isEmpty();
    }

    @Test
    void keyMustBe32Bytes() {
        assertThatThrownBy(() -> new AesGcmSecretBox(new byte[16], random)).isInstanceOf(IllegalArgumentException.class);
    }

    private byte[] key() {
        byte[] key = new byte[32];
        random.nextBytes(key);
        return key;
    }
}
