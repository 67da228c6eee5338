package market.feeds.domain.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ItemMembersTest {

    private static final JsonValue ONE = new JsonValue.JsonNumber("1");
    private static final JsonValue TWO = new JsonValue.JsonNumber("2");

    @Test
    void membersKeepDocumentOrderAndAreFoundByEqualNames() {
        ItemMembers members = new ItemMembers.Builder(1).put("sku", ONE).put("price", TWO).build();

        assertThat(members.keySet()).containsExactly("sku", "price");
        assertThat(members.get(new String("price".toCharArray()))).isEqualTo(TWO);
        assertThat(members.get("stock")).isNull();
        assertThat(members.containsKey("sku")).isTrue();
    }

    @Test
    void membersEqualAnyMapOfTheSameEntries() {
        Map<String, JsonValue> expected = new LinkedHashMap<>();
        expected.put("price", TWO);
        expected.put("sku", ONE);

        ItemMembers members = ItemMembers.copyOf(expected);

        assertThat(members).isEqualTo(expected).hasSameHashCodeAs(expected);
        assertThat(ItemMembers.copyOf(members)).isSameAs(members);
    }

    @Test
    void aNamePutTwiceKeepsItsPlaceAndTakesTheLastValue() {
        ItemMembers members = new ItemMembers.Builder(2).put("sku", ONE).put("price", ONE).put("sku", TWO).build();

        assertThat(members.keySet()).containsExactly("sku", "price");
        assertThat(members.get("sku")).isEqualTo(TWO);
    }

    @Test
    void membersCannotBeChanged() {
        ItemMembers members = new ItemMembers.Builder(1).put("sku", ONE).build();

        assertThatThrownBy(() -> members.put("price", TWO)).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> members.entrySet().iterator().next().setValue(TWO))
                .isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> members.remove("sku")).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void anItemCopiesAMapItIsGivenSoLaterChangesDoNotReachIt() {
        Map<String, JsonValue> given = new LinkedHashMap<>();
        given.put("sku", ONE);
        RawItem item = new RawItem(0, given);

        given.put("price", TWO);

        assertThat(item.members()).containsOnlyKeys("sku");
    }
}
