package market.feeds.domain.product;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import market.feeds.domain.Rejection;
import market.feeds.domain.code.RowCode;
import market.feeds.domain.field.FieldRule;
import market.feeds.domain.field.FieldText;
import market.feeds.domain.field.ProductFields;
import market.feeds.domain.field.Sent;
import market.feeds.domain.field.SignRule;

/**
 * The named checks of a product row in the contract's precedence (the RowCode order); the first failure
 * wins. Each check looks at one concern only, so a row failing several is reported by the earliest.
 */
enum ProductCheck {
    REQUIRED_FIELD_MISSING(ProductCheck::firstMissing),
    FIELD_TOO_LONG(ProductCheck::firstTooLong),
    PRICE_INVALID(row -> flag(SignRule.POSITIVE.invalid(row.price()), row, RowCode.PRICE_INVALID)),
    STOCK_INVALID(row -> flag(SignRule.NOT_NEGATIVE.invalid(row.stock()), row, RowCode.STOCK_INVALID)),
    MOQ_INVALID(row -> flag(SignRule.POSITIVE.invalid(row.moq()), row, RowCode.MOQ_INVALID)),
    SKU_DUPLICATE_IN_PAYLOAD(row -> flag(row.duplicateSku(), row, RowCode.SKU_DUPLICATE_IN_PAYLOAD)),
    UPDATED_AT_INVALID(row -> flag(row.updatedAt().unusable(), row, RowCode.UPDATED_AT_INVALID)),
    CATEGORY_UNRESOLVED(row -> flag(row.resolvedCategory().isEmpty(), row, RowCode.CATEGORY_UNRESOLVED)),
    UNIT_UNRESOLVED(row -> flag(row.resolvedUnit().isEmpty(), row, RowCode.UNIT_UNRESOLVED)),
    WRONG_ENDPOINT(row -> flag(row.discontinuedSent(), row, RowCode.WRONG_ENDPOINT));

    private final Function<ProductRow, Optional<Rejection>> check;

    ProductCheck(Function<ProductRow, Optional<Rejection>> check) {
        this.check = check;
    }

    /** The first failing check's rejection, or empty when the row passes every check. */
    static Optional<Rejection> firstFailure(ProductRow row) {
        for (ProductCheck each : values()) {
            Optional<Rejection> rejection = each.check.apply(row);
            if (rejection.isPresent()) {
                return rejection;
            }
        }
        return Optional.empty();
    }

    /** Required fields in table order; a wrong type counts as missing only where decision 0100 says so. */
    private static final List<Named> REQUIRED = List.of(
            new Named(ProductFields.NAME, ProductRow::name, true),
            new Named(ProductFields.BRAND, ProductRow::brand, true),
            new Named(ProductFields.CATEGORY, ProductRow::category, false),
            new Named(ProductFields.UNIT, ProductRow::unit, false),
            new Named(ProductFields.PRICE, ProductRow::price, false),
            new Named(ProductFields.STOCK, ProductRow::stock, false));

    /** Optional text fields: sent with a non-string value they are never dropped silently (decision 0100). */
    private static final List<Named> OPTIONAL_TEXT = List.of(
            new Named(ProductFields.SKU, ProductRow::sku, true),
            new Named(ProductFields.WAREHOUSE, ProductRow::warehouse, true),
            new Named(ProductFields.DESCRIPTION, ProductRow::description, true));

    /** Every string field with a length limit, in table order. */
    private static final List<Named> LIMITED = List.of(
            new Named(ProductFields.NAME, ProductRow::name, true),
            new Named(ProductFields.BRAND, ProductRow::brand, true),
            new Named(ProductFields.CATEGORY, ProductRow::category, true),
            new Named(ProductFields.UNIT, ProductRow::unit, true),
            new Named(ProductFields.SKU, ProductRow::sku, true),
            new Named(ProductFields.WAREHOUSE, ProductRow::warehouse, true),
            new Named(ProductFields.DESCRIPTION, ProductRow::description, true));

    private static Optional<Rejection> firstMissing(ProductRow row) {
        for (Named field : REQUIRED) {
            Sent<?> sent = field.read().apply(row);
            boolean empty = sent.value().map(v -> v instanceof String s && s.isEmpty()).orElse(false);
            if (sent.absent() || empty || (field.wrongTypeIsMissing() && sent.unusable())) {
                return missing(row, field);
            }
        }
        for (Named field : OPTIONAL_TEXT) {
            if (field.read().apply(row).unusable()) {
                return missing(row, field);
            }
        }
        return Optional.empty();
    }

    private static Optional<Rejection> missing(ProductRow row, Named field) {
        return Optional.of(Rejection.ofField(row.index(), sku(row), RowCode.REQUIRED_FIELD_MISSING, field.rule().name()));
    }

    private static Optional<Rejection> firstTooLong(ProductRow row) {
        for (Named field : LIMITED) {
            if (field.read().apply(row).value()
                    .filter(text -> FieldText.tooLong((String) text, field.rule())).isPresent()) {
                return Optional.of(Rejection.ofField(row.index(), sku(row), RowCode.FIELD_TOO_LONG,
                        field.rule().name()));
            }
        }
        return Optional.empty();
    }

    private static Optional<Rejection> flag(boolean failed, ProductRow row, RowCode code) {
        return failed ? Optional.of(Rejection.of(row.index(), sku(row), code)) : Optional.empty();
    }

    private static String sku(ProductRow row) {
        return row.skuText().orElse(null);
    }

    private record Named(FieldRule rule, Function<ProductRow, Sent<?>> read, boolean wrongTypeIsMissing) {
    }
}
