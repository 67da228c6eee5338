package market.feeds.domain.envelope;

import java.util.Objects;
import java.util.Optional;
import market.feeds.domain.code.RequestCode;

/**
 * A request-level failure of the body's envelope.
 *
 * @param pointer JSON Pointer of the first unknown member, for {@code unknown_field} only
 */
public record EnvelopeViolation(RequestCode code, Optional<String> pointer, String detail) {

    public EnvelopeViolation {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(pointer, "pointer");
        Objects.requireNonNull(detail, "detail");
    }
}
