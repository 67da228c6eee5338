package market.feeds.domain.field;

import java.math.BigDecimal;

/** The sign rules of the contract's numbers: price and moq greater than 0, stock 0 or more. */
public enum SignRule {
    POSITIVE,
    NOT_NEGATIVE;

    /** Unusable (not a number, out of bounds) or of the wrong sign; not sent is never invalid here. */
    public boolean invalid(Sent<BigDecimal> number) {
        if (number.unusable()) {
            return true;
        }
        return number.value().map(value -> this == POSITIVE ? value.signum() <= 0 : value.signum() < 0).orElse(false);
    }
}
