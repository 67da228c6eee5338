package market.feeds.application.json;

import static market.feeds.application.json.BodyRead.Invalid.Kind.ENCODING;
import static market.feeds.application.json.Reading.READER;
import static market.feeds.application.json.Reading.bytes;
import static market.feeds.application.json.Reading.envelope;
import static market.feeds.application.json.Reading.invalid;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import market.feeds.domain.json.JsonValue;
import org.junit.jupiter.api.Test;

/** "JSON is read strictly: … invalid UTF-8 (overlong forms included) → invalid_envelope / bad_encoding." */
class Utf8EncodingTest {

    private static BodyRead.Invalid refusedInValue(int... raw) {
        return invalid(READER.read(bytes("{\"items\":[{\"sku\":\"a", raw, "\"}]}")), ENCODING);
    }

    @Test
    void loneContinuationByteIsRefused() {
        assertThat(refusedInValue(0x80).detail()).contains("continuation");
        refusedInValue(0xBF);
    }

    @Test
    void overlongTwoByteFormIsRefused() {
        assertThat(refusedInValue(0xC0, 0xAF).detail()).contains("overlong");
        refusedInValue(0xC1, 0xBF);
    }

    @Test
    void overlongThreeByteFormIsRefused() {
        assertThat(refusedInValue(0xE0, 0x80, 0xAF).detail()).contains("overlong");
    }

    @Test
    void overlongFourByteFormIsRefused() {
        refusedInValue(0xF0, 0x80, 0x80, 0xAF);
    }

    @Test
    void surrogateEncodedInUtf8IsRefused() {
        assertThat(refusedInValue(0xED, 0xA0, 0x80).detail()).contains("surrogate");
        refusedInValue(0xED, 0xBF, 0xBF);
    }

    @Test
    void codePointAboveUnicodeIsRefused() {
        refusedInValue(0xF4, 0x90, 0x80, 0x80);
        refusedInValue(0xF5, 0x80, 0x80, 0x80);
        refusedInValue(0xFF);
    }

    @Test
    void truncatedSequenceAtTheEndIsRefused() {
        byte[] body = bytes("{\"items\":[]}", new int[] {0xE2, 0x82}, "");
        assertThat(invalid(READER.read(body), ENCODING).detail()).contains("truncated");
    }

    @Test
    void sequenceCutByAnAsciiByteIsRefused() {
        refusedInValue(0xE2, 0x82, 0x41);
    }

    @Test
    void invalidUtf8InAMemberNameIsRefused() {
        invalid(READER.read(bytes("{\"items\":[{\"s", new int[] {0xC0, 0x80}, "\":1}]}")), ENCODING);
    }

    @Test
    void encodingProblemGoesBeforeSyntax() {
        invalid(READER.read(bytes("{\"items\":[", new int[] {0xC0, 0x80}, "")), ENCODING);
    }

    @Test
    void utf8UpToFourBytesIsDecoded() {
        String text = "é € 中 \uD83D\uDE00 \uDBFF\uDFFF";
        JsonValue sku = envelope(READER.read(("{\"items\":[{\"sku\":\"" + text + "\"}]}")
                .getBytes(StandardCharsets.UTF_8))).items().get(0).members().get("sku");
        assertThat(sku).isEqualTo(new JsonValue.JsonString(text));
    }
}
