package market.feeds.domain.position;

/** A programming error: the caller asked for a move the position life cycle does not have. */
public final class IllegalTransition extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public IllegalTransition(PositionState from, PositionState to) {
        super("a position cannot move from " + from.wire() + " to " + to.wire());
    }
}
