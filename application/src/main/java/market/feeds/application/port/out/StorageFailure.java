package market.feeds.application.port.out;

/**
 * A store could not do its work for a reason on the service's own side. Store adapters translate their
 * driver's errors into this, so use cases can tell a lock or statement timeout from other faults without
 * knowing the database.
 */
public class StorageFailure extends RuntimeException {

    public enum Kind { LOCK_TIMEOUT, STATEMENT_TIMEOUT, OTHER }

    private final Kind kind;

    public StorageFailure(Kind kind, String message, Throwable cause) {
        super(message, cause);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }
}
