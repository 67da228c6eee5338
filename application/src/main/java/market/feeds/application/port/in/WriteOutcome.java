package market.feeds.application.port.in;

import java.util.Objects;
import java.util.Optional;
import market.feeds.application.port.in.AuthorizeVendorUseCase.Access;
import market.feeds.domain.code.RequestCode;

/** What a write request came to: a result (possibly replayed) or a request-level refusal. */
public sealed interface WriteOutcome<R> {

    /** @param replayed true when an earlier request with the same idempotency key and body produced it */
    record Completed<R>(R result, boolean replayed) implements WriteOutcome<R> {
        public Completed {
            Objects.requireNonNull(result, "result");
        }
    }

    /** @param pointer JSON Pointer of the offending member, for {@code unknown_field} and some envelope errors */
    record Refused<R>(RequestCode code, Optional<String> pointer, String detail) implements WriteOutcome<R> {
        public Refused {
            Objects.requireNonNull(code, "code");
            Objects.requireNonNull(pointer, "pointer");
            Objects.requireNonNull(detail, "detail");
        }
    }

    /**
     * The caller lost its standing while the request was on its way (its key revoked or its vendor deactivated after
     * the request was authorised, decision 0217): nothing was written, and the answer is the 401 or 403 the request
     * would get now.
     *
     * @param access {@link Access.Unauthenticated} or {@link Access.Forbidden}, never {@link Access.Granted}
     */
    record Denied<R>(Access access) implements WriteOutcome<R> {
        public Denied {
            Objects.requireNonNull(access, "access");
            if (access instanceof Access.Granted) {
                throw new IllegalArgumentException("a granted access denies nothing");
            }
        }
    }
}
