package market.feeds.domain.product;

import static market.feeds.domain.Items.aProduct;
import static market.feeds.domain.Items.bool;
import static market.feeds.domain.Items.num;
import static market.feeds.domain.Items.str;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.function.UnaryOperator;
import market.feeds.domain.Items;
import market.feeds.domain.code.RowCode;
import market.feeds.domain.json.RawItem;

/** One way to make a product row fail exactly one check; faults combine freely on one row. */
enum ProductFault {
    REQUIRED_FIELD_MISSING(RowCode.REQUIRED_FIELD_MISSING, row -> row.without("name")),
    FIELD_TOO_LONG(RowCode.FIELD_TOO_LONG, row -> row.with("brand", str("b".repeat(121)))),
    PRICE_INVALID(RowCode.PRICE_INVALID, row -> row.with("price", num("-1"))),
    STOCK_INVALID(RowCode.STOCK_INVALID, row -> row.with("stock", num("-1"))),
    MOQ_INVALID(RowCode.MOQ_INVALID, row -> row.with("moq", num("0"))),
    SKU_DUPLICATE_IN_PAYLOAD(RowCode.SKU_DUPLICATE_IN_PAYLOAD, row -> row.with("sku", str(ProductFault.EARLIER_SKU))),
    UPDATED_AT_INVALID(RowCode.UPDATED_AT_INVALID, row -> row.with("updated_at", str("yesterday"))),
    CATEGORY_UNRESOLVED(RowCode.CATEGORY_UNRESOLVED, row -> row.with("category", str("Seedz"))),
    UNIT_UNRESOLVED(RowCode.UNIT_UNRESOLVED, row -> row.with("unit", str("кгг"))),
    WRONG_ENDPOINT(RowCode.WRONG_ENDPOINT, row -> row.with("discontinued", bool(true)));

    static final String EARLIER_SKU = "DUP-1";

    final RowCode code;
    private final UnaryOperator<Items> apply;

    ProductFault(RowCode code, UnaryOperator<Items> apply) {
        this.code = code;
        this.apply = apply;
    }

    /** A payload of a clean row carrying the earlier sku, then the row under test with the faults applied. */
    static List<RawItem> payloadWith(Collection<ProductFault> faults) {
        Items row = aProduct(1).with("sku", str("OWN-1"));
        for (ProductFault fault : faults) {
            row = fault.apply.apply(row);
        }
        List<RawItem> items = new ArrayList<>();
        items.add(aProduct(0).with("sku", str(EARLIER_SKU)).build());
        items.add(row.build());
        return items;
    }
}
