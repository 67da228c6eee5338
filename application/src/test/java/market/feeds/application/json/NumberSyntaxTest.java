package market.feeds.application.json;

import static market.feeds.application.json.BodyRead.Invalid.Kind.SYNTAX;
import static market.feeds.application.json.Reading.assertRefused;
import static market.feeds.application.json.Reading.invalid;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** "JSON is read strictly: … NaN/Infinity → invalid_envelope"; other non-JSON number forms alike. */
class NumberSyntaxTest {

    @ParameterizedTest
    @ValueSource(strings = {"NaN", "Infinity", "-Infinity", "+Infinity", "nan"})
    void nanAndInfinityAreRefused(String literal) {
        invalid("{\"items\":[{\"price\":" + literal + "}]}", SYNTAX);
    }

    /** "… with pointer where one applies": the value being read is known when the literal is met. */
    @ParameterizedTest
    @ValueSource(strings = {"NaN", "Infinity", "-Infinity", "+Infinity"})
    void nanAndInfinityArePointedAtTheValue(String literal) {
        assertRefused("{\"items\":[{\"sku\":\"a\",\"price\":" + literal + "}]}", SYNTAX, "/items/0/price");
        assertRefused("{\"items\":[{\"x\":[1," + literal + "]}]}", SYNTAX, "/items/0/x/1");
    }

    @ParameterizedTest
    @ValueSource(strings = {"01", "-01", "00.5", "+1", ".5", "1.", "1e", "0x10", "1_000", "- 1"})
    void numbersOutsideJsonGrammarAreRefused(String literal) {
        invalid("{\"items\":[{\"price\":" + literal + "}]}", SYNTAX);
    }
}
