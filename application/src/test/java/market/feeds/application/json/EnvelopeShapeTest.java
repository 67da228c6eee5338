package market.feeds.application.json;

import static market.feeds.application.json.BodyRead.Invalid.Kind.SHAPE;
import static market.feeds.application.json.Reading.assertRefused;
import static market.feeds.application.json.Reading.envelope;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** Contract row invalid_envelope: "Body is not an object with an items array." */
class EnvelopeShapeTest {

    @ParameterizedTest
    @ValueSource(strings = {"[]", "[{\"items\":[]}]", "\"items\"", "42", "true", "null"})
    void topLevelThatIsNotAnObjectIsRefusedAtTheDocument(String body) {
        assertRefused(body, SHAPE, "");
    }

    @Test
    void missingItemsIsRefusedAtItems() {
        assertRefused("{\"vendor\":\"a\"}", SHAPE, "/items");
        assertRefused("{}", SHAPE, "/items");
    }

    @ParameterizedTest
    @ValueSource(strings = {"{}", "{\"a\":1}", "\"x\"", "1", "null", "true"})
    void itemsThatIsNotAnArrayIsRefusedAtItems(String items) {
        assertRefused("{\"items\":" + items + "}", SHAPE, "/items");
    }

    @ParameterizedTest
    @ValueSource(strings = {"1", "\"sku\"", "null", "[]", "[{}]", "false"})
    void itemsElementThatIsNotAnObjectIsRefusedAtItsIndex(String element) {
        assertRefused("{\"items\":[{},{},{},"  + element + ",{}]}", SHAPE, "/items/3");
    }

    @Test
    void firstShapeProblemIsReported() {
        assertRefused("{\"items\":[{},7,8]}", SHAPE, "/items/1");
    }

    @Test
    void emptyItemsArrayIsAnEnvelopeForTheDomainToJudge() {
        assertThat(envelope("{\"items\":[]}").items()).isEmpty();
    }

    @Test
    void itemsKeepTheirIndexInTheVendorsArray() {
        assertThat(envelope("{\"items\":[{\"sku\":\"a\"},{\"sku\":\"b\"}]}").items())
                .extracting(item -> item.index())
                .containsExactly(0, 1);
    }

    @Test
    void syntaxProblemAfterAShapeProblemWinsBecauseTheBodyIsNotJsonAtAll() {
        assertThat(Reading.invalid("[1, 2", BodyRead.Invalid.Kind.SYNTAX)).isNotNull();
    }

    @Test
    void strictnessProblemAfterAShapeProblemWinsBecauseTheBodyBreaksTheStrictRules() {
        assertThat(Reading.invalid("{\"items\":5, \"a\":1, \"a\":2}", BodyRead.Invalid.Kind.STRICTNESS).pointer())
                .contains("/a");
    }
}
