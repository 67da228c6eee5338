package market.feeds.application.service;

import java.time.Instant;
import java.util.Objects;
import java.util.OptionalInt;

/** How a feed run ended: the offers were applied, or the run failed as a whole with one code. */
sealed interface PullAttempt {

    record Applied(OfferOutcome outcome, Instant finishedAt) implements PullAttempt {
        public Applied {
            Objects.requireNonNull(outcome, "outcome");
            Objects.requireNonNull(finishedAt, "finishedAt");
        }
    }

    /**
     * @param code             a pull-run code, or one of the request-level body codes ({@code unknown_field} …)
     * @param vendorActionable whether the vendor can fix it, so a notification is due
     * @param httpStatus       the vendor server's status, for {@code feed_http_error}
     */
    record Failed(String code, boolean vendorActionable, OptionalInt httpStatus, String detail) implements PullAttempt {
        public Failed {
            Objects.requireNonNull(code, "code");
            Objects.requireNonNull(httpStatus, "httpStatus");
            Objects.requireNonNull(detail, "detail");
        }
    }
}
