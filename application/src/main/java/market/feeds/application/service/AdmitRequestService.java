package market.feeds.application.service;

import java.time.Clock;
import java.time.Instant;
import market.feeds.application.model.Caller;
import market.feeds.application.port.in.AdmitRequestUseCase;
import market.feeds.application.port.out.RateCounterStore;
import market.feeds.domain.limit.RateBucket;
import market.feeds.domain.limit.RateLimit;
import market.feeds.domain.limit.RateWindow;

/** Counts a vendor's requests per bucket and fixed window; dry-run buckets share their endpoint's limit. */
public final class AdmitRequestService implements AdmitRequestUseCase {

    private final RateLimit products;
    private final RateLimit offers;
    private final RateCounterStore counters;
    private final Clock clock;

    public AdmitRequestService(RateLimit products, RateLimit offers, RateCounterStore counters, Clock clock) {
        this.products = products;
        this.offers = offers;
        this.counters = counters;
        this.clock = clock;
    }

    @Override
    public Admission admit(Caller caller, RateBucket bucket) {
        RateLimit limit = bucket == RateBucket.PRODUCTS || bucket == RateBucket.PRODUCTS_DRY_RUN ? products : offers;
        Instant now = clock.instant();
        long count = counters.increment(caller.vendor().id(), bucket, RateWindow.windowStart(limit, now));
        return new Admission(count <= limit.count(), limit.count(), limit.windowSeconds(),
                Math.max(0, limit.count() - count), RateWindow.retryAfterSeconds(limit, now));
    }
}
