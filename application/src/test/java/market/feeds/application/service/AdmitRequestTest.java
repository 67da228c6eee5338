package market.feeds.application.service;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import market.feeds.application.model.Caller;
import market.feeds.application.port.in.AdmitRequestUseCase.Admission;
import market.feeds.application.service.UseCases.Settings;
import market.feeds.application.testing.InMemoryWorld;
import market.feeds.domain.limit.RateBucket;
import market.feeds.domain.limit.RateLimit;
import org.junit.jupiter.api.Test;

/** Rate limits per vendor and bucket in fixed windows; Retry-After in whole seconds, at least 1, at most the window. */
class AdmitRequestTest {

    private final InMemoryWorld world = new InMemoryWorld(new Settings(RateLimit.parse("3/PT10M"), RateLimit.parse("2/PT60S"),
            List.of()));
    private final Caller caller = world.newCaller();

    private Admission admit(RateBucket bucket) {
        return world.useCases.admitRequest().admit(caller, bucket);
    }

    @Test
    void requestsUpToTheLimitAreAdmittedThenRefused() {
        world.clock.set(Instant.parse("2026-03-02T08:00:10Z"));
        assertThat(admit(RateBucket.PRODUCTS).remaining()).isEqualTo(2);
        admit(RateBucket.PRODUCTS);
        Admission third = admit(RateBucket.PRODUCTS);
        assertThat(third.admitted()).isTrue();
        assertThat(third.remaining()).isZero();
        Admission fourth = admit(RateBucket.PRODUCTS);
        assertThat(fourth.admitted()).isFalse();
        assertThat(fourth.resetSeconds()).isEqualTo(590);
        assertThat(fourth.limit()).isEqualTo(3);
        assertThat(fourth.windowSeconds()).isEqualTo(600);
    }

    @Test
    void dryRunsHaveTheirOwnCountWithTheSameLimit() {
        admit(RateBucket.OFFERS);
        admit(RateBucket.OFFERS);
        assertThat(admit(RateBucket.OFFERS).admitted()).isFalse();
        assertThat(admit(RateBucket.OFFERS_DRY_RUN).admitted()).isTrue();
        assertThat(admit(RateBucket.OFFERS_DRY_RUN).limit()).isEqualTo(2);
    }

    @Test
    void theNextWindowAdmitsAgain() {
        world.clock.set(Instant.parse("2026-03-02T08:00:59.500Z"));
        admit(RateBucket.OFFERS);
        admit(RateBucket.OFFERS);
        Admission refused = admit(RateBucket.OFFERS);
        assertThat(refused.admitted()).isFalse();
        assertThat(refused.resetSeconds()).isEqualTo(1);
        world.clock.advance(Duration.ofSeconds(1));
        assertThat(admit(RateBucket.OFFERS).admitted()).isTrue();
    }

    @Test
    void vendorsCountApart() {
        admit(RateBucket.OFFERS);
        admit(RateBucket.OFFERS);
        assertThat(world.useCases.admitRequest().admit(world.newCaller(), RateBucket.OFFERS).admitted()).isTrue();
    }
}
