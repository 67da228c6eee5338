package market.feeds.application.port.in;

import market.feeds.application.model.Caller;
import market.feeds.domain.limit.RateBucket;

/** Meters a vendor's write requests per bucket across all processes. */
public interface AdmitRequestUseCase {

    Admission admit(Caller caller, RateBucket bucket);

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
