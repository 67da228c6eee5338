package market.feeds.domain.position;

import java.util.Optional;

/**
 * What an accepted product row does to the vendor's positions (§2): one review per position, re-sent
 * skus refresh in place and never duplicate a review.
 */
public enum IntakeAction {
    /** Unknown sku, a row without sku, or a linked mapping whose offer is gone: a new position awaiting review. */
    NEW_POSITION,
    /** The sku's position awaits review or the catalogue: its data is replaced, its state kept. */
    REFRESH_POSITION,
    /** The sku is linked to a live offer: descriptive data only; price, stock and moq change through PATCH. */
    REFRESH_DESCRIPTION;

    /**
     * @param existing  the state of the position the sku maps to, empty when none (or the row has no sku)
     * @param offerGone true when a linked position's offer was deleted
     */
    public static IntakeAction of(Optional<PositionState> existing, boolean offerGone) {
        if (existing.isEmpty()) {
            return NEW_POSITION;
        }
        return switch (existing.get()) {
            case AWAITING_REVIEW, PENDING_CATALOG -> REFRESH_POSITION;
            case LINKED -> offerGone ? NEW_POSITION : REFRESH_DESCRIPTION;
        };
    }
}
