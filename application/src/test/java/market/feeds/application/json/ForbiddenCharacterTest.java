package market.feeds.application.json;

import static market.feeds.application.json.BodyRead.Invalid.Kind.STRICTNESS;
import static market.feeds.application.json.BodyRead.Invalid.Kind.SYNTAX;
import static market.feeds.application.json.Reading.assertRefused;
import static market.feeds.application.json.Reading.envelope;
import static market.feeds.application.json.Reading.invalid;
import static org.assertj.core.api.Assertions.assertThat;

import market.feeds.domain.json.JsonValue;
import market.feeds.domain.json.RawEnvelope;
import org.junit.jupiter.api.Test;

/**
 * "JSON is read strictly: … a string holding U+0000 or an unpaired surrogate → invalid_envelope." Written as escapes,
 * which the JSON grammar allows, so STRICTNESS: the pull says invalid_envelope, not malformed_json.
 */
class ForbiddenCharacterTest {

    @Test
    void nulInAValueIsRefusedAtTheValue() {
        assertRefused("{\"items\":[{\"sku\":\"a\\u0000b\"}]}", STRICTNESS, "/items/0/sku");
    }

    @Test
    void nulInAMemberNameIsRefusedAtItsObject() {
        assertRefused("{\"items\":[{\"sku\":\"a\"},{\"s\\u0000ku\":\"b\"}]}", STRICTNESS, "/items/1");
        assertRefused("{\"\\u0000\":1,\"items\":[]}", STRICTNESS, "");
    }

    @Test
    void nulInsideANestedStructureIsRefused() {
        assertRefused("{\"items\":[{\"x\":[\"ok\",\"\\u0000\"]}]}", STRICTNESS, "/items/0/x/1");
    }

    /** The grammar itself refuses a raw control character, so that one is SYNTAX (malformed_json on the pull). */
    @Test
    void rawNulByteInAStringIsRefusedAsNotJson() {
        invalid("{\"items\":[{\"sku\":\"a\u0000b\"}]}", SYNTAX);
    }

    @Test
    void unpairedHighSurrogateIsRefused() {
        assertRefused("{\"items\":[{\"name\":\"\\ud800\"}]}", STRICTNESS, "/items/0/name");
        assertRefused("{\"items\":[{\"name\":\"\\ud800x\"}]}", STRICTNESS, "/items/0/name");
        assertRefused("{\"items\":[{\"name\":\"\\ud800\\ud800\"}]}", STRICTNESS, "/items/0/name");
    }

    @Test
    void unpairedLowSurrogateIsRefused() {
        assertRefused("{\"items\":[{\"name\":\"\\udc00\"}]}", STRICTNESS, "/items/0/name");
        assertRefused("{\"items\":[{\"name\":\"x\\ude00\\ud83d\"}]}", STRICTNESS, "/items/0/name");
    }

    @Test
    void unpairedSurrogateInAMemberNameIsRefusedAtItsObject() {
        assertRefused("{\"items\":[{\"\\udc00\":1}]}", STRICTNESS, "/items/0");
    }

    @Test
    void pairedSurrogateEscapesInAMemberNameAreDecoded() {
        RawEnvelope envelope = envelope("{\"items\":[{\"\\ud83d\\ude00\":1,\"sku\":\"A\"}]}");

        assertThat(envelope.items().get(0).members()).containsOnlyKeys("\uD83D\uDE00", "sku");
    }

    @Test
    void pairedSurrogateEscapesAreDecoded() {
        JsonValue name = envelope("{\"items\":[{\"name\":\"\\ud83d\\ude00 and \uD83D\uDE00\"}]}")
                .items().get(0).members().get("name");
        assertThat(name).isEqualTo(new JsonValue.JsonString("\uD83D\uDE00 and \uD83D\uDE00"));
    }

    @Test
    void detailNeverQuotesTheBody() {
        BodyRead.Invalid refused = invalid("{\"items\":[{\"secret-sku\":\"SECRET\\u0000\"}]}", STRICTNESS);
        assertThat(refused.detail()).doesNotContain("SECRET");
    }
}
