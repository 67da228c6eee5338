package market.feeds.domain.field;

import java.util.List;
import java.util.Set;

/** The contract's Offer item table (PATCH /v1/offers and the pulled feed). */
public final class OfferFields {

    public static final FieldRule SKU = FieldRule.string("sku", true, 100,
            "The same article number that was sent to POST /v1/products. The only way to name a position.");
    public static final FieldRule PRICE = FieldRule.of("price", FieldType.NUMBER, false,
            "Greater than 0. If omitted, the price is unchanged.");
    public static final FieldRule STOCK = FieldRule.of("stock", FieldType.NUMBER, false,
            "0 or more. 0 sets out of stock and leaves the offer listed.");
    public static final FieldRule MOQ = FieldRule.of("moq", FieldType.NUMBER, false,
            "Greater than 0. Minimum order quantity; the unit is not changed here.");
    public static final FieldRule DISCONTINUED = FieldRule.of("discontinued", FieldType.BOOLEAN, false,
            "true withdraws the offer; false relists it. Withdrawal always succeeds; relisting may be refused.");
    public static final FieldRule UPDATED_AT = FieldRule.of("updated_at", FieldType.DATE_TIME, false,
            "See the ordering rules under States and transitions.");

    private static final List<FieldRule> ALL = List.of(SKU, PRICE, STOCK, MOQ, DISCONTINUED, UPDATED_AT);
    private static final Set<String> NAMES = FieldRule.names(ALL);

    private OfferFields() {
    }

    public static List<FieldRule> all() {
        return ALL;
    }

    public static Set<String> names() {
        return NAMES;
    }
}
