package market.feeds.domain.code;

import java.util.Locale;

/**
 * Codes that fail a whole request, with the HTTP status operations-contract §2 assigns to each.
 *
 * <p>The first seven are the vendor contract's closed set for the write endpoints; the rest are the
 * operations contract's codes for authentication, authorisation, lookups and the operator API.
 */
public enum RequestCode {
    INVALID_ENVELOPE(400),
    UNKNOWN_FIELD(400),
    IDEMPOTENCY_KEY_REUSED(409),
    NO_ITEMS(400),
    TOO_MANY_ITEMS(400),
    REVIEW_BACKLOG(409),
    RATE_LIMITED(429),
    PAYLOAD_TOO_LARGE(413),
    UNAUTHORIZED(401),
    FORBIDDEN(403),
    NOT_FOUND(404),
    INVALID_REQUEST(400),
    CONFLICT(409),
    SERVICE_UNAVAILABLE(503);

    private final int httpStatus;

    RequestCode(int httpStatus) {
        this.httpStatus = httpStatus;
    }

    public int httpStatus() {
        return httpStatus;
    }

    public String wire() {
        return name().toLowerCase(Locale.ROOT);
    }
}
