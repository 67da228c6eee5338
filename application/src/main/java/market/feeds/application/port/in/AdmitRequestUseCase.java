package market.feeds.application.port.in;

import java.util.Optional;
import market.feeds.application.model.Caller;
import market.feeds.application.model.RateLogRead;
import market.feeds.domain.limit.RateBucket;

/** Meters a vendor's write requests per bucket across all processes. */
public interface AdmitRequestUseCase {

    Admission admit(Caller caller, RateBucket bucket);

    /**
     * As {@link #admit(Caller, RateBucket)}, judging {@code readAhead} first when given: the bucket's log as read
     * with the caller's key (decision 0813); the verdict is the same as with a log read now.
     */
    default Admission admit(Caller caller, RateBucket bucket, Optional<RateLogRead> readAhead) {
        return admit(caller, bucket);
    }

    /**
     * @param limit             requests allowed in any span of the window
     * @param windowSeconds     the window's length
     * @param remaining         requests the bucket may still make now, after this one
     * @param resetSeconds      whole seconds until the oldest counted request leaves the window and one more is
     *                          allowed, 1..window (the {@code Retry-After} when refused)
     */
    record Admission(boolean admitted, long limit, long windowSeconds, long remaining, long resetSeconds) {
    }
}
