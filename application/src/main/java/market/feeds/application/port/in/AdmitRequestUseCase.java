package market.feeds.application.port.in;

import market.feeds.application.model.Caller;
import market.feeds.domain.limit.RateBucket;

/** Meters a vendor's write requests per bucket across all processes. */
public interface AdmitRequestUseCase {

    Admission admit(Caller caller, RateBucket bucket);

    /**
     * @param limit             requests allowed per window
     * @param windowSeconds     the window's length
     * @param remaining         requests left in the current window after this one
     * @param resetSeconds      whole seconds until the window ends, at least 1 (the {@code Retry-After} when refused)
     */
    record Admission(boolean admitted, long limit, long windowSeconds, long remaining, long resetSeconds) {
    }
}
