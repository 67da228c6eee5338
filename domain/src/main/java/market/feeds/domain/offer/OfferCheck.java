package market.feeds.domain.offer;

import java.util.Optional;
import java.util.function.Predicate;
import market.feeds.domain.Rejection;
import market.feeds.domain.code.RowCode;
import market.feeds.domain.field.FieldText;
import market.feeds.domain.field.OfferFields;
import market.feeds.domain.field.SignRule;

/**
 * The field-stage checks of an offer row in RowCode order (operations contract §2); the first failure wins.
 * On offers {@code field} is always {@code sku}.
 */
enum OfferCheck {
    REQUIRED_FIELD_MISSING(RowCode.REQUIRED_FIELD_MISSING,
            row -> row.sku().absent() || row.sku().unusable() || row.skuText().isEmpty()),
    FIELD_TOO_LONG(RowCode.FIELD_TOO_LONG,
            row -> row.skuText().filter(sku -> FieldText.tooLong(sku, OfferFields.SKU)).isPresent()),
    PRICE_INVALID(RowCode.PRICE_INVALID, row -> SignRule.POSITIVE.invalid(row.price())),
    STOCK_INVALID(RowCode.STOCK_INVALID, row -> SignRule.NOT_NEGATIVE.invalid(row.stock())),
    MOQ_INVALID(RowCode.MOQ_INVALID, row -> SignRule.POSITIVE.invalid(row.moq())),
    SKU_DUPLICATE_IN_PAYLOAD(RowCode.SKU_DUPLICATE_IN_PAYLOAD, OfferRow::duplicateSku),
    UPDATED_AT_INVALID(RowCode.UPDATED_AT_INVALID, row -> row.updatedAt().unusable()),
    /** Null counts as not sent; a non-boolean discontinued is a request to change (reported next). */
    NO_CHANGE_REQUESTED(RowCode.NO_CHANGE_REQUESTED, row -> row.price().absent() && row.stock().absent()
            && row.moq().absent() && row.discontinued().absent()),
    DISCONTINUED_INVALID(RowCode.DISCONTINUED_INVALID, row -> row.discontinued().unusable());

    private final RowCode code;
    private final Predicate<OfferRow> fails;

    OfferCheck(RowCode code, Predicate<OfferRow> fails) {
        this.code = code;
        this.fails = fails;
    }

    static Optional<Rejection> firstFailure(OfferRow row) {
        for (OfferCheck check : values()) {
            if (check.fails.test(row)) {
                String sku = row.skuText().orElse(null);
                return Optional.of(check.code.namesField()
                        ? Rejection.ofField(row.index(), sku, check.code, OfferFields.SKU.name())
                        : Rejection.of(row.index(), sku, check.code));
            }
        }
        return Optional.empty();
    }
}
