package market.feeds.domain.limit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Idempotency-Key length 16..255 and the request fingerprint over method, path, dry_run and body. */
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
    void idempotencyKeyNeverPrintsItsValue() {
        assertThat(new IdempotencyKey("secret-ish-key-0001").toString()).doesNotContain("secret");
    }

    @Test
    void fingerprintIsSha256HexOfTheWholeRequest() {
        byte[] body = "{\"items\":[]}".getBytes(StandardCharsets.UTF_8);
        String fingerprint = RequestFingerprint.of("PATCH", "/v1/offers", false, body);
        assertThat(fingerprint).hasSize(64).matches("[0-9a-f]{64}");
        assertThat(RequestFingerprint.of("PATCH", "/v1/offers", false, body.clone())).isEqualTo(fingerprint);
    }

    @Test
    void fingerprintChangesWithMethodPathDryRunOrBody() {
        byte[] body = "{\"items\":[]}".getBytes(StandardCharsets.UTF_8);
        String fingerprint = RequestFingerprint.of("PATCH", "/v1/offers", false, body);
        assertThat(RequestFingerprint.of("POST", "/v1/offers", false, body)).isNotEqualTo(fingerprint);
        assertThat(RequestFingerprint.of("PATCH", "/v1/products", false, body)).isNotEqualTo(fingerprint);
        assertThat(RequestFingerprint.of("PATCH", "/v1/offers", true, body)).isNotEqualTo(fingerprint);
        assertThat(RequestFingerprint.of("PATCH", "/v1/offers", false, "{\"items\":[ ]}".getBytes(StandardCharsets.UTF_8)))
                .isNotEqualTo(fingerprint);
    }

    @Test
    void fingerprintPartsCannotBleedIntoEachOther() {
        assertThat(RequestFingerprint.of("PATCH", "/v1/offersX", false, new byte[0]))
                .isNotEqualTo(RequestFingerprint.of("PATCH", "/v1/offers", false, "X".getBytes(StandardCharsets.UTF_8)));
    }
}
