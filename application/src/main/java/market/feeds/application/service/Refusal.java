package market.feeds.application.service;

import java.util.Optional;
import market.feeds.domain.code.RequestCode;

/**
 * Thrown inside a write transaction to refuse the request: leaving by an exception makes the transaction roll
 * back whatever it wrote (the idempotency claim first of all). Caught by {@link WriteFlow}, never escapes it.
 */
final class Refusal extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final RequestCode code;
    private final transient Optional<String> pointer;

    Refusal(RequestCode code, Optional<String> pointer, String detail) {
        super(detail, null, false, false);
        this.code = code;
        this.pointer = pointer;
    }

    RequestCode code() {
        return code;
    }

    Optional<String> pointer() {
        return pointer;
    }
}
