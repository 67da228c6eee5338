package market.feeds.application.json;

import static market.feeds.application.json.BodyRead.Invalid.Kind.SYNTAX;
import static market.feeds.application.json.Reading.invalid;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** "A body that is not JSON → invalid_envelope" (malformed_json on the pull): no lenient extension is on. */
class NonStandardJsonTest {

    @ParameterizedTest
    @ValueSource(strings = {
        "{\"items\":[{\"sku\":\"a\",}]}",
        "{\"items\":[{},]}",
        "{\"items\":[,{}]}",
        "{'items':[]}",
        "{items:[]}",
        "{\"items\":[]/* comment */}",
        "// comment\n{\"items\":[]}",
        "# comment\n{\"items\":[]}",
        "{\"items\":[{\"sku\":'a'}]}",
        "{\"items\":[{\"sku\":\"a\\x41\"}]}",
        "{\"items\":[{\"sku\":\"a\\u00\"}]}",
        "{\"items\":[{\"sku\":\"tab\there\"}]}",
        "{\"items\":[{\"sku\":\"line\nbreak\"}]}",
        "{\"items\":[{\"sku\" \"a\"}]}",
        "{\"items\":[{\"flag\":True}]}",
        "{\"items\":[{\"flag\":undefined}]}",
        "{\"items\" : [ ]\u000B}",
        "\u00A0{\"items\":[]}",
        "{\"items\":[}",
        "{\"items\":[]]"
    })
    void nonStandardJsonIsRefused(String body) {
        assertThat(invalid(body, SYNTAX).detail()).doesNotContain("items");
    }
}
