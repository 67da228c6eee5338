package market.feeds.application.json;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import market.feeds.domain.json.JsonValue;
import market.feeds.domain.json.RawEnvelope;
import market.feeds.domain.limit.BodyLimit;
import org.junit.jupiter.api.Test;

/** A body at the size limit is streamed, not refused: 5000 items in close to 16 MiB. */
class LargeBodyTest {

    static byte[] nearlySixteenMebibytesWithFiveThousandItems() {
        String description = "Rapeseed oil, cold pressed, 5 l canister – ".repeat(72);
        StringBuilder body = new StringBuilder(BodyLimit.BYTES).append("{\"items\":[");
        for (int i = 0; i < 5000; i++) {
            body.append(i == 0 ? "" : ",").append("{\"sku\":\"SKU-").append(i)
                    .append("\",\"price\":12.50,\"stock\":40,\"moq\":null,\"unit\":\"l\",\"description\":\"")
                    .append(description).append("\"}");
        }
        return body.append("]}").toString().getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void bodyNearTheSizeLimitIsReadCompletely() {
        byte[] body = nearlySixteenMebibytesWithFiveThousandItems();
        assertThat(body.length).isBetween(15 * 1024 * 1024, BodyLimit.BYTES);
        RawEnvelope envelope = Reading.envelope(Reading.READER.read(body));
        assertThat(envelope.items()).hasSize(5000);
        assertThat(envelope.items().get(4999).members().get("sku")).isEqualTo(new JsonValue.JsonString("SKU-4999"));
    }
}
