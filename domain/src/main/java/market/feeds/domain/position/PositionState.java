package market.feeds.domain.position;

import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The contract's position life cycle: a new sku awaits review; review links it or sends it to the
 * catalogue team; the catalogue team's product links it. Linked is final; re-sent skus refresh in place.
 */
public enum PositionState {
    AWAITING_REVIEW,
    PENDING_CATALOG,
    LINKED;

    /** The state of a position created by an accepted product row. */
    public static PositionState initial() {
        return AWAITING_REVIEW;
    }

    public String wire() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<PositionState> fromWire(String wire) {
        for (PositionState state : values()) {
            if (state.wire().equals(wire)) {
                return Optional.of(state);
            }
        }
        return Optional.empty();
    }

    public boolean canMoveTo(PositionState next) {
        return successors().contains(next);
    }

    public PositionState moveTo(PositionState next) {
        if (!canMoveTo(next)) {
            throw new IllegalTransition(this, next);
        }
        return next;
    }

    private Set<PositionState> successors() {
        return switch (this) {
            case AWAITING_REVIEW -> Set.of(LINKED, PENDING_CATALOG);
            case PENDING_CATALOG -> Set.of(LINKED);
            case LINKED -> Set.of();
        };
    }
}
