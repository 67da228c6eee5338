package market.feeds.domain.offer;

import static market.feeds.domain.Items.anItem;
import static market.feeds.domain.Items.anOffer;
import static market.feeds.domain.Items.num;
import static market.feeds.domain.Items.str;

import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.function.UnaryOperator;
import market.feeds.domain.Items;
import market.feeds.domain.code.RowCode;
import market.feeds.domain.json.RawItem;

/** One way to make an offer row fail exactly one field check. */
enum OfferFault {
    REQUIRED_FIELD_MISSING(RowCode.REQUIRED_FIELD_MISSING, row -> row.with("sku", str(" "))),
    FIELD_TOO_LONG(RowCode.FIELD_TOO_LONG, row -> row.with("sku", str("s".repeat(101)))),
    PRICE_INVALID(RowCode.PRICE_INVALID, row -> row.with("price", num("0"))),
    STOCK_INVALID(RowCode.STOCK_INVALID, row -> row.with("stock", num("-1"))),
    MOQ_INVALID(RowCode.MOQ_INVALID, row -> row.with("moq", num("-3"))),
    SKU_DUPLICATE_IN_PAYLOAD(RowCode.SKU_DUPLICATE_IN_PAYLOAD, row -> row.with("sku", str(OfferFault.EARLIER_SKU))),
    UPDATED_AT_INVALID(RowCode.UPDATED_AT_INVALID, row -> row.with("updated_at", str("2026-13-01T00:00:00Z"))),
    NO_CHANGE_REQUESTED(RowCode.NO_CHANGE_REQUESTED, row -> row.without("price")),
    DISCONTINUED_INVALID(RowCode.DISCONTINUED_INVALID, row -> row.with("discontinued", str("yes")));

    static final String EARLIER_SKU = "DUP-1";

    /** Faults that cannot sit on one row: they set the same member, or one sends a value the other omits. */
    private static final List<Set<OfferFault>> EXCLUSIVE = List.of(
            Set.of(REQUIRED_FIELD_MISSING, FIELD_TOO_LONG, SKU_DUPLICATE_IN_PAYLOAD),
            Set.of(NO_CHANGE_REQUESTED, PRICE_INVALID), Set.of(NO_CHANGE_REQUESTED, STOCK_INVALID), Set.of(NO_CHANGE_REQUESTED, MOQ_INVALID),
            Set.of(NO_CHANGE_REQUESTED, DISCONTINUED_INVALID));

    final RowCode code;
    private final UnaryOperator<Items> apply;

    OfferFault(RowCode code, UnaryOperator<Items> apply) {
        this.code = code;
        this.apply = apply;
    }

    static boolean combinable(Collection<OfferFault> faults) {
        return EXCLUSIVE.stream().noneMatch(group -> faults.stream().filter(group::contains).count() > 1);
    }

    /** A clean row carrying the earlier sku, the row under test, and a clean row after it. */
    static List<RawItem> payloadWith(Collection<OfferFault> faults) {
        Items row = anOffer(1, "OWN-1");
        for (OfferFault fault : faults) {
            row = fault.apply.apply(row);
        }
        return List.of(anOffer(0, EARLIER_SKU).build(), row.build(), anItem(2).with("sku", str("Z")).with("stock", num("1")).build());
    }
}
