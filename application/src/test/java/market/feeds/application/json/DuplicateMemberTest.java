package market.feeds.application.json;

import static market.feeds.application.json.BodyRead.Invalid.Kind.STRICTNESS;
import static market.feeds.application.json.Reading.assertRefused;
import static market.feeds.application.json.Reading.envelope;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * "JSON is read strictly: a duplicate member name … → invalid_envelope (with pointer)." JSON by the grammar (names
 * only SHOULD be unique), so STRICTNESS: the pull says invalid_envelope, not malformed_json.
 */
class DuplicateMemberTest {

    @Test
    void duplicateTopLevelMemberIsRefusedAtIt() {
        assertRefused("{\"items\":[],\"items\":[]}", STRICTNESS, "/items");
        assertRefused("{\"note\":1,\"items\":[],\"note\":2}", STRICTNESS, "/note");
    }

    @Test
    void duplicateMemberInsideAnItemIsRefusedAtIt() {
        assertRefused("{\"items\":[{\"sku\":\"a\"},{\"sku\":\"b\",\"price\":1,\"sku\":\"c\"}]}", STRICTNESS,
                "/items/1/sku");
    }

    @Test
    void duplicateMemberInsideANestedStructureIsRefusedAtIt() {
        assertRefused("{\"items\":[{\"x\":[0,{\"k\":1,\"k\":2}]}]}", STRICTNESS, "/items/0/x/1/k");
        assertRefused("{\"meta\":{\"a\":{\"b\":1,\"b\":1}},\"items\":[]}", STRICTNESS, "/meta/a/b");
    }

    @Test
    void pointerEscapesTildeAndSlash() {
        assertRefused("{\"items\":[{\"a/b~c\":1,\"a/b~c\":2}]}", STRICTNESS, "/items/0/a~1b~0c");
    }

    /** Like every echoed name (0503, 0504): a 16 MiB name would otherwise come back whole in the answer. */
    @Test
    void aLongDuplicateNameIsCutInThePointerLikeEveryEchoedName() {
        String name = "n".repeat(1000);
        assertRefused("{\"items\":[{\"" + name + "\":1,\"" + name + "\":2}]}", STRICTNESS,
                "/items/0/" + "n".repeat(256) + "…");
    }

    @Test
    void sameNameInSiblingObjectsIsNoDuplicate() {
        assertThat(envelope("{\"items\":[{\"sku\":\"a\",\"x\":{\"sku\":1}},{\"sku\":\"b\"}]}").items())
                .hasSize(2);
    }

    @Test
    void namesDifferingOnlyInEscapingAreDuplicates() {
        assertRefused("{\"items\":[{\"sku\":1,\"s\\u006bu\":2}]}", STRICTNESS, "/items/0/sku");
    }
}
