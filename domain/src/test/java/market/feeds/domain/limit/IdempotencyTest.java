package market.feeds.domain.limit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import market.feeds.domain.write.WriteKind;
import org.junit.jupiter.api.Test;

/** Idempotency-Key length 16..255 and the request fingerprint over the kind of write (method and path), dry_run and body. */
class IdempotencyTest {

    @Test
    void idempotencyKeyLengthIs16To255Characters() {
        assertThat(IdempotencyKey.parse("k".repeat(16))).isPresent();
        assertThat(IdempotencyKey.parse("k".repeat(255))).isPresent();
        assertThat(IdempotencyKey.parse("k".repeat(15))).isEmpty();
        assertThat(IdempotencyKey.parse("k".repeat(256))).isEmpty();
        assertThat(IdempotencyKey.parse(null)).isEmpty();
        assertThatThrownBy(() -> new IdempotencyKey("short")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("16 to 255");
    }

    @Test
    void idempotencyKeyLengthCountsCharactersNotBytesOrUtf16Units() {
        String corn = "\uD83C\uDF3D"; // one character, two UTF-16 units, four UTF-8 bytes
        assertThat(IdempotencyKey.parse(corn.repeat(16))).isPresent();
        assertThat(IdempotencyKey.parse(corn.repeat(15))).isEmpty();
        assertThat(IdempotencyKey.parse(corn.repeat(255))).isPresent();
        assertThat(IdempotencyKey.parse(corn.repeat(256))).isEmpty();
        assertThat(IdempotencyKey.parse("ключ".repeat(4))).isPresent();
        assertThat(IdempotencyKey.parse("ї".repeat(255))).isPresent();
        assertThat(new IdempotencyKey(corn.repeat(16)).toString()).contains("16 chars").doesNotContain(corn);
    }

    @Test
    void idempotencyKeyNeverPrintsItsValue() {
        assertThat(new IdempotencyKey("secret-ish-key-0001").toString()).doesNotContain("secret");
    }

    @Test
    void fingerprintIsSha256HexOfTheWholeRequest() {
        byte[] body = "{\"items\":[]}".getBytes(StandardCharsets.UTF_8);
        String fingerprint = RequestFingerprint.of(WriteKind.OFFER_UPDATE, false, body);
        assertThat(fingerprint).hasSize(64).matches("[0-9a-f]{64}");
        assertThat(RequestFingerprint.of(WriteKind.OFFER_UPDATE, false, body.clone())).isEqualTo(fingerprint);
    }

    @Test
    void fingerprintChangesWithKindDryRunOrBody() {
        byte[] body = "{\"items\":[]}".getBytes(StandardCharsets.UTF_8);
        String fingerprint = RequestFingerprint.of(WriteKind.OFFER_UPDATE, false, body);
        assertThat(RequestFingerprint.of(WriteKind.PRODUCT_FEED, false, body)).isNotEqualTo(fingerprint);
        assertThat(RequestFingerprint.of(WriteKind.OFFER_UPDATE, true, body)).isNotEqualTo(fingerprint);
        assertThat(RequestFingerprint.of(WriteKind.OFFER_UPDATE, false, "{\"items\":[ ]}".getBytes(StandardCharsets.UTF_8)))
                .isNotEqualTo(fingerprint);
    }

    /** Values computed from method and path before the kind existed: stored records of an earlier release still match. */
    @Test
    void fingerprintOfAKindEqualsTheFingerprintOfItsMethodAndPath() {
        byte[] body = "{\"items\":[]}".getBytes(StandardCharsets.UTF_8);
        assertThat(RequestFingerprint.of(WriteKind.OFFER_UPDATE, false, body))
                .isEqualTo("f17bbcc80d31239008a1695915d2be363459f234f3ef62c519f4ba403bc7c1af");
        assertThat(RequestFingerprint.of(WriteKind.PRODUCT_FEED, false, body))
                .isEqualTo("2a9778e8da05dac5c5dafebe02569355fc2945889bc1d818bbef57c29717b582");
    }

    /** The reader ignores a leading byte order mark (operations contract §2), so the retry's verdict must too. */
    @Test
    void aLeadingByteOrderMarkDoesNotMakeARetryADifferentBody() {
        byte[] body = "{\"items\":[]}".getBytes(StandardCharsets.UTF_8);
        byte[] marked = new byte[body.length + 3];
        marked[0] = (byte) 0xEF;
        marked[1] = (byte) 0xBB;
        marked[2] = (byte) 0xBF;
        System.arraycopy(body, 0, marked, 3, body.length);
        byte[] markInside = "{\"items\":[],\"x\":\"\uFEFF\"}".getBytes(StandardCharsets.UTF_8);

        assertThat(RequestFingerprint.of(WriteKind.OFFER_UPDATE, false, marked))
                .isEqualTo(RequestFingerprint.of(WriteKind.OFFER_UPDATE, false, body));
        assertThat(RequestFingerprint.of(WriteKind.OFFER_UPDATE, false, markInside))
                .isNotEqualTo(RequestFingerprint.of(WriteKind.OFFER_UPDATE, false,
                        "{\"items\":[],\"x\":\"\"}".getBytes(StandardCharsets.UTF_8)));
    }
}
