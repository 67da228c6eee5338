package market.feeds.application.json;

import static market.feeds.application.json.BodyRead.Invalid.Kind.STRICTNESS;
import static market.feeds.application.json.BodyRead.Invalid.Kind.SYNTAX;
import static market.feeds.application.json.Reading.assertRefused;
import static market.feeds.application.json.Reading.invalid;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * "A body failing several is reported by the first kind": a strict rule broken early does not hide a grammar error
 * later, so the pull says malformed_json for a body no JSON parser reads, and invalid_envelope only for JSON.
 */
class StrictRulesOrderTest {

    @ParameterizedTest
    @ValueSource(strings = {
        "{\"items\":[{\"a\":1,\"a\":2}]",
        "{\"items\":[{\"a\":1,\"a\":2}]} {}",
        "{\"items\":[{\"a\":\"\\u0000\",\"price\":NaN}]}",
        "{\"items\":[{\"\\ud800\":1}],",
        "{\"items\":[{\"name\":\"\\udc00\"}]}]"
    })
    void aStrictViolationFollowedByAGrammarErrorIsStillNotJson(String body) {
        invalid(body, SYNTAX);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "{\"items\":[{\"a\":1,\"a\":2}],\"b\":\"\\u0000\"}",
        "{\"items\":[{\"a\":1,\"a\":2,\"c\":\"\\ud800\"}]}"
    })
    void theFirstStrictViolationInDocumentOrderIsReported(String body) {
        assertRefused(body, STRICTNESS, "/items/0/a");
    }
}
