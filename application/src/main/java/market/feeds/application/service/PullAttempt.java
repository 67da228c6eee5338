package market.feeds.application.service;

import java.time.Instant;
import java.util.Objects;
import java.util.OptionalInt;
import market.feeds.domain.code.PullRunCode;

/**
 * How a feed run ended: the offers were applied, the feed was the one last applied (304, nothing to do), the
 * run failed as a whole with one code, or the vendor turned inactive before the run could apply (decision 0604).
 */
sealed interface PullAttempt {

    /** The vendor was inactive when the run came to apply: the fetched feed is dropped and nothing is journaled. */
    record VendorInactive() implements PullAttempt {
    }

    record NotModified(Instant finishedAt) implements PullAttempt {
        public NotModified {
            Objects.requireNonNull(finishedAt, "finishedAt");
        }
    }

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
    record Failed(String code, boolean vendorActionable, OptionalInt httpStatus, String detail)
            implements PullAttempt, FeedRead {
        public Failed {
            Objects.requireNonNull(code, "code");
            Objects.requireNonNull(httpStatus, "httpStatus");
            Objects.requireNonNull(detail, "detail");
        }
    }

    /** A failure with a pull-run code; whether it notifies is the code's own property. */
    static Failed failed(PullRunCode code, OptionalInt httpStatus, String detail) {
        return new Failed(code.wire(), code.vendorActionable(), httpStatus, detail);
    }

    /** A fault on the service's side: journaled, never notified; the next scheduled run retries. */
    static Failed ownFault(PullRunCode code) {
        return new Failed(code.wire(), false, OptionalInt.empty(), "a fault on the service's side");
    }
}
