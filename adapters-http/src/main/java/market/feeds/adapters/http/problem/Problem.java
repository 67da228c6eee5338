package market.feeds.adapters.http.problem;

import java.util.Objects;
import java.util.Optional;
import market.feeds.domain.code.RequestCode;

/**
 * An RFC 9457 problem before it is written: the HTTP status, the contract's reason code and a detail.
 *
 * @param pointer JSON Pointer of the offending member, when there is one (always for {@code unknown_field})
 */
public record Problem(int status, String code, String detail, Optional<String> pointer) {

    public Problem {
        if (status < 400 || status > 599) {
            throw new IllegalArgumentException("a problem has an error status, got " + status);
        }
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(detail, "detail");
        Objects.requireNonNull(pointer, "pointer");
    }

    public static Problem of(RequestCode code, String detail) {
        return new Problem(code.httpStatus(), code.wire(), detail, Optional.empty());
    }

    public static Problem of(RequestCode code, String detail, Optional<String> pointer) {
        return new Problem(code.httpStatus(), code.wire(), detail, pointer);
    }
}
