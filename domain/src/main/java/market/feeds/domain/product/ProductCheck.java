package market.feeds.domain.product;

import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import market.feeds.domain.Rejection;
import market.feeds.domain.code.RowCode;
import market.feeds.domain.field.FieldRule;
import market.feeds.domain.field.FieldText;
import market.feeds.domain.field.ProductFields;
import market.feeds.domain.field.Sent;

/**
 * The named checks of a product row in the contract's precedence (the RowCode order); the first failure
 * wins. Each check looks at one concern only, so a row failing several is reported by the earliest.
 */
enum ProductCheck {
    REQUIRED_FIELD_MISSING(ProductCheck::firstMissing),
    FIELD_TOO_LONG(ProductCheck::firstTooLong),
    PRICE_INVALID(row -> flag(invalid(row.price(), false), row, RowCode.PRICE_INVALID)),
    STOCK_INVALID(row -> flag(invalid(row.stock(), true), row, RowCode.STOCK_INVALID)),
    MOQ_INVALID(row -> flag(invalid(row.moq(), false), row, RowCode.MOQ_INVALID)),
    SKU_DUPLICATE_IN_PAYLOAD(row -> flag(row.duplicateSku(), row, RowCode.SKU_DUPLICATE_IN_PAYLOAD)),
    UPDATED_AT_INVALID(row -> flag(row.updatedAt().unusable(), row, RowCode.UPDATED_AT_INVALID)),
    CATEGORY_UNRESOLVED(row -> flag(row.category().value().flatMap(Category::resolve).isEmpty(), row,
            RowCode.CATEGORY_UNRESOLVED)),
    UNIT_UNRESOLVED(row -> flag(row.unit().value().flatMap(Unit::resolve).isEmpty(), row, RowCode.UNIT_UNRESOLVED)),
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

    /**
     * Required fields in table order, then optional string fields sent with a non-string value: a value
     * the service cannot read as text is never dropped silently (decision 0100). Category and unit of the
     * wrong type are left to their resolution checks, the closest in meaning.
     */
    private static Optional<Rejection> firstMissing(ProductRow row) {
        List<Named<?>> required = List.of(new Named<>(ProductFields.NAME, row.name(), true),
                new Named<>(ProductFields.BRAND, row.brand(), true),
                new Named<>(ProductFields.CATEGORY, row.category(), false),
                new Named<>(ProductFields.UNIT, row.unit(), false),
                new Named<>(ProductFields.PRICE, row.price(), false),
                new Named<>(ProductFields.STOCK, row.stock(), false));
        for (Named<?> field : required) {
            boolean empty = field.sent().value().map(v -> v instanceof String s && s.isEmpty()).orElse(false);
            if (field.sent().absent() || empty || (field.wrongTypeIsMissing() && field.sent().unusable())) {
                return Optional.of(Rejection.ofField(row.index(), sku(row), RowCode.REQUIRED_FIELD_MISSING,
                        field.rule().name()));
            }
        }
        for (Named<String> optional : List.of(new Named<>(ProductFields.SKU, row.sku(), true),
                new Named<>(ProductFields.WAREHOUSE, row.warehouse(), true),
                new Named<>(ProductFields.DESCRIPTION, row.description(), true))) {
            if (optional.sent().unusable()) {
                return Optional.of(Rejection.ofField(row.index(), sku(row), RowCode.REQUIRED_FIELD_MISSING,
                        optional.rule().name()));
            }
        }
        return Optional.empty();
    }

    private static Optional<Rejection> firstTooLong(ProductRow row) {
        List<Named<String>> strings = List.of(new Named<>(ProductFields.NAME, row.name(), true),
                new Named<>(ProductFields.BRAND, row.brand(), true),
                new Named<>(ProductFields.CATEGORY, row.category(), true),
                new Named<>(ProductFields.UNIT, row.unit(), true),
                new Named<>(ProductFields.SKU, row.sku(), true),
                new Named<>(ProductFields.WAREHOUSE, row.warehouse(), true),
                new Named<>(ProductFields.DESCRIPTION, row.description(), true));
        for (Named<String> field : strings) {
            if (field.sent().value().filter(text -> FieldText.tooLong(text, field.rule())).isPresent()) {
                return Optional.of(Rejection.ofField(row.index(), sku(row), RowCode.FIELD_TOO_LONG,
                        field.rule().name()));
            }
        }
        return Optional.empty();
    }

    /** Unusable, or outside the sign rule; not sent is never invalid here (required is checked first). */
    static boolean invalid(Sent<BigDecimal> number, boolean zeroAllowed) {
        if (number.unusable()) {
            return true;
        }
        return number.value().map(value -> zeroAllowed ? value.signum() < 0 : value.signum() <= 0).orElse(false);
    }

    private static Optional<Rejection> flag(boolean failed, ProductRow row, RowCode code) {
        return failed ? Optional.of(Rejection.of(row.index(), sku(row), code)) : Optional.empty();
    }

    private static String sku(ProductRow row) {
        return row.skuText().orElse(null);
    }

    private record Named<T>(FieldRule rule, Sent<T> sent, boolean wrongTypeIsMissing) {
    }
}
