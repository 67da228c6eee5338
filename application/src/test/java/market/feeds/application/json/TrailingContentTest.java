package market.feeds.application.json;

import static market.feeds.application.json.BodyRead.Invalid.Kind.SYNTAX;
import static market.feeds.application.json.Reading.envelope;
import static market.feeds.application.json.Reading.invalid;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** "JSON is read strictly: … trailing content after the document … → invalid_envelope." */
class TrailingContentTest {

    @ParameterizedTest
    @ValueSource(strings = {" {}", "{}", "x", "]", "}", ",", "1", "\"\"", "null", "/* c */", "\u0000"})
    void contentAfterTheDocumentIsRefused(String trailing) {
        BodyRead.Invalid refused = invalid("{\"items\":[]}" + trailing, SYNTAX);
        assertThat(refused.detail()).contains("follows the end");
    }

    @Test
    void whiteSpaceAfterTheDocumentIsAccepted() {
        assertThat(envelope("{\"items\":[]} \r\n\t ").items()).isEmpty();
    }

    @Test
    void emptyBodyIsRefused() {
        assertThat(invalid("", SYNTAX).detail()).contains("empty");
        assertThat(invalid(" \n ", SYNTAX).detail()).contains("empty");
    }

    @Test
    void truncatedDocumentIsRefused() {
        assertThat(invalid("{\"items\":[{\"sku\":\"a\"", SYNTAX).detail()).contains("ends before");
    }
}
