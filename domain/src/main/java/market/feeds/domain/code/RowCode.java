package market.feeds.domain.code;

import java.util.Optional;

/**
 * The 20 row-level reason codes of the contract's rejection record.
 *
 * <p>Declaration order is the contract's order and therefore the precedence: a row failing several
 * checks reports the one declared first. Never reorder.
 */
public enum RowCode {
    REQUIRED_FIELD_MISSING,
    FIELD_TOO_LONG,
    PRICE_INVALID,
    STOCK_INVALID,
    MOQ_INVALID,
    SKU_DUPLICATE_IN_PAYLOAD,
    UPDATED_AT_INVALID,
    CATEGORY_UNRESOLVED,
    UNIT_UNRESOLVED,
    WRONG_ENDPOINT,
    NO_CHANGE_REQUESTED,
    DISCONTINUED_INVALID,
    SKU_UNKNOWN,
    SKU_PENDING_CATALOG,
    SKU_AMBIGUOUS,
    OFFER_MISSING,
    STALE_UPDATE,
    EQUAL_TIMESTAMP_CONFLICT,
    RELIST_BLOCKED,
    PRICE_TIERED;

    /** The code as it appears on the wire, e.g. {@code stale_update}. */
    public String wire() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    public static Optional<RowCode> fromWire(String wire) {
        for (RowCode code : values()) {
            if (code.wire().equals(wire)) {
                return Optional.of(code);
            }
        }
        return Optional.empty();
    }

    /** A rejection with this code names the field it is about ({@code field} in the contract's rejection). */
    public boolean namesField() {
        return this == REQUIRED_FIELD_MISSING || this == FIELD_TOO_LONG;
    }

    /** True when this code takes precedence over {@code other}. */
    public boolean precedes(RowCode other) {
        return compareTo(other) < 0;
    }
}
