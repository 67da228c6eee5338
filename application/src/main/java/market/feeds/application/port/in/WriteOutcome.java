package market.feeds.application.port.in;

import java.util.Objects;
import java.util.Optional;
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
}
