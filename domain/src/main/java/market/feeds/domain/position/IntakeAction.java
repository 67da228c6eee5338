package market.feeds.domain.position;

import java.util.Optional;

/**
 * What an accepted product row does to the vendor's positions (§2): one review per position, re-sent
 * skus refresh in place and never duplicate a review, and only an unknown code (no live mapping) goes to review.
 */
public enum IntakeAction {
    /** Unknown sku, a row without sku, or a linked mapping whose offer is gone: a new position awaiting review. */
    NEW_POSITION,
    /** The sku's position awaits review or the catalogue: its data is replaced, its state kept. */
    REFRESH_POSITION,
    /** The sku is linked to a live offer: descriptive data only; price, stock and moq change through PATCH. */
    REFRESH_DESCRIPTION,
    /**
     * The sku has a live offer but no position (the offer was made in the vendor's dashboard): it is linked
     * already, so there is nothing to review and no position to refresh; the offer changes through PATCH.
     */
    ALREADY_LINKED;

    /**
     * @param existing  the state of the vendor's current position with the sku, empty when none (or the row has no sku)
     * @param liveOffer whether the sku has a live (not deleted) offer of the vendor
     */
    public static IntakeAction of(Optional<PositionState> existing, boolean liveOffer) {
        if (existing.isEmpty()) {
            return liveOffer ? ALREADY_LINKED : NEW_POSITION;
        }
        return switch (existing.get()) {
            case AWAITING_REVIEW, PENDING_CATALOG -> REFRESH_POSITION;
            case LINKED -> liveOffer ? REFRESH_DESCRIPTION : NEW_POSITION;
        };
    }
}
