package market.feeds.domain;

import java.util.LinkedHashMap;
import java.util.Map;
import market.feeds.domain.json.JsonValue;
import market.feeds.domain.json.RawItem;

/** Test builder of raw items: {@code aProduct(0).with("price", num("-1")).build()}. */
public final class Items {

    private final int index;
    private final Map<String, JsonValue> members = new LinkedHashMap<>();

    private Items(int index) {
        this.index = index;
    }

    /** A product row that passes every check. */
    public static Items aProduct(int index) {
        return new Items(index)
                .with("name", str("Hybrid corn DKC 3939"))
                .with("brand", str("Dekalb"))
                .with("category", str("seeds"))
                .with("unit", str("bag"))
                .with("price", num("1250.50"))
                .with("stock", num("40"));
    }

    /** An offer row that passes the field checks. */
    public static Items anOffer(int index, String sku) {
        return new Items(index).with("sku", str(sku)).with("price", num("10"));
    }

    public static Items anItem(int index) {
        return new Items(index);
    }

    public Items with(String field, JsonValue value) {
        members.put(field, value);
        return this;
    }

    public Items without(String field) {
        members.remove(field);
        return this;
    }

    public RawItem build() {
        return new RawItem(index, members);
    }

    public static JsonValue str(String value) {
        return new JsonValue.JsonString(value);
    }

    public static JsonValue num(String literal) {
        return new JsonValue.JsonNumber(literal);
    }

    public static JsonValue bool(boolean value) {
        return new JsonValue.JsonBoolean(value);
    }

    public static JsonValue nul() {
        return JsonValue.JsonNull.INSTANCE;
    }

    public static JsonValue object() {
        return new JsonValue.JsonStructure(JsonValue.JsonStructure.Kind.OBJECT);
    }
}
