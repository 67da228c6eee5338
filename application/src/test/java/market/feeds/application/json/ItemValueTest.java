package market.feeds.application.json;

import static market.feeds.application.json.Reading.envelope;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

import java.util.Map;
import market.feeds.domain.json.JsonValue;
import market.feeds.domain.json.JsonValue.JsonStructure.Kind;
import market.feeds.domain.json.RawEnvelope;
import org.junit.jupiter.api.Test;

/** Item member values reach the domain as neutral values, in document order; "null means not sent". */
class ItemValueTest {

    private static Map<String, JsonValue> membersOf(String item) {
        return envelope("{\"items\":[" + item + "]}").items().get(0).members();
    }

    @Test
    void nullIsKeptAsJsonNull() {
        assertThat(membersOf("{\"moq\":null}")).containsExactly(entry("moq", JsonValue.JsonNull.INSTANCE));
    }

    @Test
    void structuresAreKeptAsTheirKindOnly() {
        assertThat(membersOf("{\"o\":{\"a\":[1,{\"b\":null}]},\"a\":[[],{}],\"e\":{}}")).containsExactly(
                entry("o", new JsonValue.JsonStructure(Kind.OBJECT)),
                entry("a", new JsonValue.JsonStructure(Kind.ARRAY)),
                entry("e", new JsonValue.JsonStructure(Kind.OBJECT)));
    }

    @Test
    void booleansAndDecodedStringsAreKept() {
        assertThat(membersOf("{\"d\":true,\"p\":false,\"s\":\" a\\\"\\\\\\/\\n\\t\\u00e9 \"}")).containsExactly(
                entry("d", new JsonValue.JsonBoolean(true)),
                entry("p", new JsonValue.JsonBoolean(false)),
                entry("s", new JsonValue.JsonString(" a\"\\/\n\t\u00e9 ")));
    }

    @Test
    void itemMembersKeepDocumentOrder() {
        assertThat(membersOf("{\"z\":1,\"sku\":\"a\",\"b\":2,\"a\":3}").keySet())
                .containsExactly("z", "sku", "b", "a");
    }

    @Test
    void topLevelMembersAreRecordedByNameInDocumentOrder() {
        RawEnvelope envelope = envelope("{\"zeta\":{\"x\":[1]},\"items\":[{}],\"alpha\":null}");
        assertThat(envelope.topLevelMembers()).containsExactly("zeta", "items", "alpha");
        assertThat(envelope.items()).hasSize(1);
    }

    @Test
    void emptyMemberNameIsAName() {
        assertThat(membersOf("{\"\":1}")).containsExactly(entry("", new JsonValue.JsonNumber("1")));
    }
}
