package market.feeds.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.UUID;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 12 case 9: a sku of almost 16 MiB (ASCII, or millions of astral characters) gets an answer and a stored
 * rejection of bounded size: echoed values are cut to 256 characters then "…" (operations contract).
 */
class OverlongValuesTest {

    private static final int BODY_LIMIT = 16 * 1024 * 1024;
    private static final int ECHO_CUT = 256;
    /** A single rejection's answer: its code, field, cut value and the envelope, with room to spare. */
    private static final int ANSWER_BOUND_BYTES = 16 * 1024;

    @RegisterExtension
    static final OneNode service = OneNode.withHeap("512m");

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"A", "\uD83D\uDE00"})
    void anOverlongSkuIsAnsweredAndStoredCutTo256Characters(String character) throws Exception {
        String slug = "overlong-" + character.codePointAt(0);
        SeededVendor vendor = SeededVendor.create(service.node().api(), service.postgres(), slug, 1);
        int bytesPerCharacter = character.getBytes(StandardCharsets.UTF_8).length;
        String sku = character.repeat((BODY_LIMIT - 64) / bytesPerCharacter);
        byte[] body = ("{\"items\":[{\"sku\":\"" + sku + "\",\"price\":1}]}").getBytes(StandardCharsets.UTF_8);

        Api.Reply reply = service.node().api().vendor("PATCH", "/v1/offers", vendor.key(), "long-" + UUID.randomUUID(), body);

        Bounds.figure("case 9 (%s): PATCH with a %d-byte sku answered %d with %d bytes", slug, body.length,
                reply.status(), reply.body().getBytes(StandardCharsets.UTF_8).length);
        assertThat(reply.status()).as("%s", reply).isBetween(200, 499);
        assertThat(reply.body().getBytes(StandardCharsets.UTF_8).length).isLessThanOrEqualTo(ANSWER_BOUND_BYTES);
        assertThat(longestStoredRejectionValue(slug)).isLessThanOrEqualTo(ECHO_CUT + 1);
    }

    private static int longestStoredRejectionValue(String slug) throws Exception {
        try (Connection connection = service.postgres().connect();
             PreparedStatement select = connection.prepareStatement("""
                     SELECT coalesce(max(greatest(char_length(coalesce(x.sku, '')), char_length(coalesce(x.detail, '')))), 0)
                     FROM rejections x JOIN requests r ON r.request_id = x.request_id
                     JOIN vendors v ON v.id = r.vendor_id WHERE v.slug = ?""")) {
            select.setString(1, slug);
            try (ResultSet rows = select.executeQuery()) {
                rows.next();
                return rows.getInt(1);
            }
        }
    }
}
