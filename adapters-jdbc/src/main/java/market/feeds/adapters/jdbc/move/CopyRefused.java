package market.feeds.adapters.jdbc.move;

/** The target is no place to copy into (a node has started on it, or its tables differ): nothing was written. */
public final class CopyRefused extends Exception {

    private static final long serialVersionUID = 1L;

    CopyRefused(String reason) {
        super(reason, null, false, false);
    }
}
