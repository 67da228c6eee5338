package market.feeds.application.service;

import java.time.Clock;
import java.time.Instant;
import java.util.Optional;
import market.feeds.application.model.Caller;
import market.feeds.application.model.RateLogRead;
import market.feeds.application.port.in.AdmitRequestUseCase;
import market.feeds.application.port.out.RateCounterStore;
import market.feeds.application.port.out.RateCounterStore.LogUpdate;
import market.feeds.domain.limit.RateBucket;
import market.feeds.domain.limit.RateDecision;
import market.feeds.domain.limit.RateLimit;
import market.feeds.domain.limit.SlidingWindowLog;
import market.feeds.domain.write.WriteKind;

/** Meters a vendor's requests per bucket over a sliding window (decision 0700); dry-run buckets share their endpoint's limit. */
public final class AdmitRequestService implements AdmitRequestUseCase {

    private final RateLimit products;
    private final RateLimit offers;
    private final RateCounterStore logs;
    private final Clock clock;

    public AdmitRequestService(RateLimit products, RateLimit offers, RateCounterStore logs, Clock clock) {
        this.products = products;
        this.offers = offers;
        this.logs = logs;
        this.clock = clock;
    }

    @Override
    public Admission admit(Caller caller, RateBucket bucket) {
        return admit(caller, bucket, Optional.empty());
    }

    @Override
    public Admission admit(Caller caller, RateBucket bucket, Optional<RateLogRead> readAhead) {
        RateLimit limit = bucket.kind() == WriteKind.PRODUCT_FEED ? products : offers;
        RateDecision decision = logs.update(caller.vendor().id(), bucket, readAhead, recent -> {
            // read once the log is ours, not before waiting for it, so decisions come in clock order; to the
            // microsecond, as stored, so every process decides over the very instants another one logged
            Instant now = Timestamps.now(clock);
            RateDecision decided = SlidingWindowLog.admit(recent, limit, now);
            return new LogUpdate<>(decided.log(), decided);
        });
        return new Admission(decision.admitted(), limit.count(), limit.windowSeconds(), decision.remaining(),
                decision.resetSeconds());
    }
}
