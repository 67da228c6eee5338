package market.feeds.application.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Whatever a vendor sends, the reader answers with a value: it never throws. */
class ReaderFuzzTest {

    private static final String MARKER = "SECRETMARK";
    private static final byte[] VALID = ("{\"vendor\":\"v\",\"items\":[{\"sku\":\"" + MARKER + "-1\",\"price\":10.50,"
            + "\"stock\":3,\"moq\":null,\"name\":\"Öl 5 l \\u00e9\",\"tags\":[\"a\",{\"b\":true}]},"
            + "{\"sku\":\"B-2\",\"price\":1e3,\"discontinued\":false}]}").getBytes(StandardCharsets.UTF_8);

    @Test
    void mutatedBodiesAlwaysYieldEnvelopeOrInvalidAndNeverQuoteTheBody() {
        Random random = new Random(20_261_121L);
        Map<Class<?>, Integer> outcomes = new HashMap<>();
        for (int i = 0; i < 2000; i++) {
            byte[] body = VALID;
            int mutations = 1 + random.nextInt(3);
            for (int m = 0; m < mutations; m++) {
                body = mutate(body, random);
            }
            byte[] mutated = body;
            assertThatCode(() -> outcomes.merge(check(Reading.READER.read(mutated)), 1, Integer::sum))
                    .as("mutation %d", i)
                    .doesNotThrowAnyException();
        }
        // Some mutations (white space, a flipped letter in a string) keep the body valid: both outcomes occur.
        assertThat(outcomes).containsKeys(BodyRead.Envelope.class, BodyRead.Invalid.class);
    }

    private static Class<?> check(BodyRead read) {
        assertThat(read).isNotNull();
        if (read instanceof BodyRead.Invalid invalid) {
            assertThat(invalid.detail()).isNotBlank().doesNotContain(MARKER);
        } else {
            assertThat(read).isInstanceOf(BodyRead.Envelope.class);
        }
        return read.getClass();
    }

    private static byte[] mutate(byte[] body, Random random) {
        int at = body.length == 0 ? 0 : random.nextInt(body.length + 1);
        switch (random.nextInt(7)) {
            case 0:
                return Arrays.copyOf(body, at);
            case 1:
                byte[] flipped = body.clone();
                if (at < flipped.length) {
                    flipped[at] ^= (byte) (1 << random.nextInt(8));
                }
                return flipped;
            case 2:
                int depth = random.nextInt(80);
                return insert(body, at, ("[".repeat(depth) + "]".repeat(depth)).getBytes(StandardCharsets.UTF_8));
            case 3:
                return insert(body, at, "\"sku\":1,".getBytes(StandardCharsets.UTF_8));
            case 4:
                byte[][] broken = {{(byte) 0xC0, (byte) 0xAF}, {(byte) 0xED, (byte) 0xA0, (byte) 0x80},
                    {(byte) 0x80}, {(byte) 0xE2, (byte) 0x82}, {(byte) 0xF4, (byte) 0x90, (byte) 0x80, (byte) 0x80}};
                return insert(body, at, broken[random.nextInt(broken.length)]);
            case 5:
                return insert(body, at, random.nextBoolean() ? new byte[] {0} : "\\u0000".getBytes(StandardCharsets.UTF_8));
            default:
                String[] tokens = {"\\ud800", "NaN", "{", "}", "[", "]", ",", ":", "\"", "01", "-", "\uFEFF"};
                return insert(body, at, tokens[random.nextInt(tokens.length)].getBytes(StandardCharsets.UTF_8));
        }
    }

    private static byte[] insert(byte[] body, int at, byte[] piece) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(body, 0, at);
        out.writeBytes(piece);
        out.write(body, at, body.length - at);
        return out.toByteArray();
    }
}
