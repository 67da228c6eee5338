package market.feeds.application.json;

import static market.feeds.application.json.BodyRead.Invalid.Kind.STRICTNESS;
import static market.feeds.application.json.Reading.assertRefused;
import static market.feeds.application.json.Reading.envelope;
import static org.assertj.core.api.Assertions.assertThat;

import market.feeds.domain.json.JsonValue;
import org.junit.jupiter.api.Test;

/**
 * "JSON is read strictly: … nesting deeper than 64 levels → invalid_envelope." The body's object is
 * level 1, {@code items} level 2, an item level 3.
 */
class NestingDepthTest {

    /** An item whose member x opens {@code arrays} nested arrays. */
    private static String bodyWithNestedArrays(int arrays) {
        return "{\"items\":[{\"x\":" + "[".repeat(arrays) + "]".repeat(arrays) + "}]}";
    }

    @Test
    void depthOf64IsAccepted() {
        JsonValue x = envelope(bodyWithNestedArrays(61)).items().get(0).members().get("x");
        assertThat(x).isEqualTo(new JsonValue.JsonStructure(JsonValue.JsonStructure.Kind.ARRAY));
    }

    @Test
    void depthOf65IsRefusedAtTheContainerTooDeep() {
        assertRefused(bodyWithNestedArrays(62), STRICTNESS, "/items/0/x" + "/0".repeat(61));
    }

    @Test
    void depthOutsideItemsCountsToo() {
        String deep = "{\"meta\":" + "{\"a\":".repeat(64) + "1" + "}".repeat(64) + ",\"items\":[]}";
        assertRefused(deep, STRICTNESS, "/meta" + "/a".repeat(63));
    }

    /**
     * Depth is judged at the 65th level without reading on: deferring it to the end of the document, as the other
     * strict rules are, would hold every further level in memory (see package-info).
     */
    @Test
    void hugeNestingIsRefusedWithoutOverflowingTheStack() {
        assertThat(Reading.invalid("[".repeat(1_000_000), STRICTNESS).detail()).contains("64");
    }
}
