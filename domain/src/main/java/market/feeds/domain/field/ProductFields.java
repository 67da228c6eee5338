package market.feeds.domain.field;

import java.util.List;
import java.util.Set;

/**
 * The contract's Product item table. {@link #names()} also holds {@code discontinued}: the reader must let
 * it through (it is not {@code unknown_field}) so the row can be rejected as {@code wrong_endpoint}.
 */
public final class ProductFields {

    public static final FieldRule NAME = FieldRule.string("name", true, 300,
            "Vendor's name for the product; trimmed; must be non-empty.");
    public static final FieldRule BRAND = FieldRule.string("brand", true, 120,
            "Resolved by the matcher within the category.");
    public static final FieldRule CATEGORY = FieldRule.string("category", true, 120,
            "Human-readable form; resolved against category slugs and aliases. Case and trailing punctuation are ignored.");
    public static final FieldRule UNIT = FieldRule.string("unit", true, 40,
            "Human-readable form; resolved against the unit table.");
    public static final FieldRule PRICE = FieldRule.of("price", FieldType.NUMBER, true,
            "Greater than 0. A JSON number, not a string; . is the decimal separator.");
    public static final FieldRule STOCK = FieldRule.of("stock", FieldType.NUMBER, true,
            "0 or more. 0 means out of stock, not unknown.");
    public static final FieldRule SKU = FieldRule.string("sku", false, 100,
            "Vendor's article number. Optional by schema, but without it no later PATCH can find the position.");
    public static final FieldRule WAREHOUSE = FieldRule.string("warehouse", false, 200,
            "See the warehouse matching rules.");
    public static final FieldRule MOQ = FieldRule.of("moq", FieldType.NUMBER, false,
            "Greater than 0. Default 1.");
    public static final FieldRule DESCRIPTION = FieldRule.string("description", false, 500,
            "Free text; used when the row becomes a request for a new catalogue product.");
    public static final FieldRule UPDATED_AT = FieldRule.of("updated_at", FieldType.DATE_TIME, false,
            "When the position last changed in the vendor's system. Enables the ordering rule on PATCH.");

    /** Read only to reject the row as {@code wrong_endpoint}; not a field of the product table. */
    public static final String DISCONTINUED = "discontinued";

    private static final List<FieldRule> ALL = List.of(NAME, BRAND, CATEGORY, UNIT, PRICE, STOCK, SKU, WAREHOUSE,
            MOQ, DESCRIPTION, UPDATED_AT);
    private static final Set<String> NAMES = FieldRule.names(ALL, DISCONTINUED);

    private ProductFields() {
    }

    /** The 11 fields of the contract's table, in table order. */
    public static List<FieldRule> all() {
        return ALL;
    }

    /** Every member name an item may carry: the 11 fields plus {@code discontinued}. */
    public static Set<String> names() {
        return NAMES;
    }
}
