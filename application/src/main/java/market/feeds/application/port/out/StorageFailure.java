package market.feeds.application.port.out;

/**
 * A store could not do its work for a reason on the service's own side. Store adapters translate their
 * driver's errors into this, so use cases and the HTTP adapter can tell a passing fault (the database away,
 * a lock or statement timeout: retry later) from a defect without knowing the database.
 */
public class StorageFailure extends RuntimeException {

    /**
     * {@link #UNAVAILABLE}: no connection, a connection lost or a transaction the database chose to abort
     * (serialization failure, deadlock); nothing of the transaction was applied.
     * {@link #OUTCOME_UNKNOWN}: the connection was lost while the unit's commit was in flight, so the unit may have
     * been applied or not; whoever reports it must look (the journal row travels with the commit) before saying
     * which.
     */
    public enum Kind { LOCK_TIMEOUT, STATEMENT_TIMEOUT, UNAVAILABLE, OUTCOME_UNKNOWN, OTHER }

    private final Kind kind;

    public StorageFailure(Kind kind, String message, Throwable cause) {
        super(message, cause);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }

    /** True when the same work may succeed if tried again later; false for a defect. */
    public boolean passing() {
        return kind != Kind.OTHER;
    }
}
