package market.feeds.domain.code;

import java.util.Locale;

/**
 * Request-level codes of a scheduled feed pull (the contract's "Pull-run codes").
 *
 * <p>{@link #vendorActionable()} decides whether a failed run notifies the vendor: failures on the
 * service's own side (lease codes, storage timeouts, internal errors) never do. {@link #NOT_MODIFIED} is the one
 * code of a succeeded run: the vendor's server answered a conditional GET with 304 (decision 0601).
 */
public enum PullRunCode {
    NOT_MODIFIED(false),
    BAD_URL(true),
    BAD_PIN(true),
    PIN_UNRESOLVABLE(true),
    HOST_NOT_ROUTABLE(true),
    BAD_AUTH(true),
    TOO_LARGE(true),
    TIMEOUT(true),
    FETCH_FAILED(true),
    FEED_HTTP_ERROR(true),
    BAD_ENCODING(true),
    MALFORMED_JSON(true),
    PAYLOAD_TOO_LARGE(true),
    FEED_NOT_FOUND(true),
    LEASE_EXPIRED(false),
    LEASE_LOST(false),
    INTERNAL_ERROR(false),
    LOCK_TIMEOUT(false),
    STATEMENT_TIMEOUT(false);

    private final boolean vendorActionable;

    PullRunCode(boolean vendorActionable) {
        this.vendorActionable = vendorActionable;
    }

    /** True when the vendor can act on this failure, so the run produces a notification. */
    public boolean vendorActionable() {
        return vendorActionable;
    }

    public String wire() {
        return name().toLowerCase(Locale.ROOT);
    }
}
