package market.feeds.application.service;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import market.feeds.application.port.in.HousekeepingUseCase;
import market.feeds.application.port.in.admin.OperatorSessionsUseCase;
import market.feeds.application.port.out.IdempotencyStore;
import market.feeds.application.port.out.OperatorSessionStore;
import market.feeds.application.port.out.RateCounterStore;
import market.feeds.application.port.out.RejectionLog;
import market.feeds.domain.limit.RateLimit;

/**
 * Purges what the service keeps only for a while: idempotency records after 24 hours (§2: at least 24 h),
 * rate logs idle for the longest rate window (a day), stored rejections after {@link #REJECTIONS_KEPT}
 * (decision 0405), and console sessions once expired and failed sign-ins once outside the throttle's window
 * (decision 1001): a sign-in purges those too, but a console nobody signs in to would otherwise keep every one.
 */
public final class HousekeepingService implements HousekeepingUseCase {

    static final Duration IDEMPOTENCY_KEPT = Duration.ofHours(24);
    static final Duration RATE_WINDOWS_KEPT = RateLimit.LONGEST_WINDOW;
    static final Duration REJECTIONS_KEPT = Duration.ofDays(30);

    private final IdempotencyStore idempotency;
    private final RateCounterStore rateCounters;
    private final RejectionLog rejections;
    private final OperatorSessionStore operatorSessions;
    private final Clock clock;

    public HousekeepingService(IdempotencyStore idempotency, RateCounterStore rateCounters, RejectionLog rejections,
                               OperatorSessionStore operatorSessions, Clock clock) {
        this.idempotency = idempotency;
        this.rateCounters = rateCounters;
        this.rejections = rejections;
        this.operatorSessions = operatorSessions;
        this.clock = clock;
    }

    @Override
    public Purged purgeExpired() {
        Instant now = clock.instant();
        return new Purged(idempotency.purgeCreatedBefore(now.minus(IDEMPOTENCY_KEPT)),
                rateCounters.purgeLogsIdleBefore(now.minus(RATE_WINDOWS_KEPT)),
                rejections.purgeStoredBefore(now.minus(REJECTIONS_KEPT)),
                operatorSessions.purge(now, now.minus(OperatorSessionsUseCase.FAILURE_WINDOW)));
    }
}
