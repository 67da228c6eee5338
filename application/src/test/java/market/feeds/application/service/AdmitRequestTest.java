package market.feeds.application.service;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import market.feeds.application.model.ConditionalGet;
import market.feeds.application.model.Caller;
import market.feeds.application.model.JournalRetention;
import market.feeds.application.port.in.AdmitRequestUseCase.Admission;
import market.feeds.application.service.UseCases.Settings;
import market.feeds.application.testing.InMemoryWorld;
import market.feeds.domain.limit.RateBucket;
import market.feeds.domain.limit.RateLimit;
import org.junit.jupiter.api.Test;

/** Rate limits per vendor and bucket over any span of the window; Retry-After whole seconds, 1..window. */
class AdmitRequestTest {

    private final InMemoryWorld world = new InMemoryWorld(new Settings(RateLimit.parse("3/PT10M"), RateLimit.parse("2/PT60S"),
            List.of(), JournalRetention.DEFAULT, ConditionalGet.OFF));
    private final Caller caller = world.newCaller();

    private Admission admit(RateBucket bucket) {
        return world.useCases.admitRequest().admit(caller, bucket);
    }

    @Test
    void requestsUpToTheLimitAreAdmittedThenRefused() {
        world.clock.set(Instant.parse("2026-03-02T08:00:10Z"));
        assertThat(admit(RateBucket.PRODUCTS).remaining()).isEqualTo(2);
        world.clock.advance(Duration.ofSeconds(10));
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
    void the31stRequestWithinAnyWindowIsRefused() {
        InMemoryWorld defaults = new InMemoryWorld();
        Caller vendor = defaults.newCaller();
        defaults.clock.set(Instant.parse("2026-03-02T08:00:30Z"));
        for (int i = 0; i < 30; i++) {
            assertThat(defaults.useCases.admitRequest().admit(vendor, RateBucket.OFFERS).admitted()).isTrue();
            defaults.clock.advance(Duration.ofSeconds(1));
        }
        Admission refused = defaults.useCases.admitRequest().admit(vendor, RateBucket.OFFERS);
        assertThat(refused.admitted()).isFalse();
        assertThat(refused.resetSeconds()).isEqualTo(30);
    }

    @Test
    void aBurstAcrossAFixedBoundaryIsStillLimited() {
        world.clock.set(Instant.parse("2026-03-02T08:00:59.500Z"));
        admit(RateBucket.OFFERS);
        admit(RateBucket.OFFERS);
        world.clock.advance(Duration.ofSeconds(1));
        Admission refused = admit(RateBucket.OFFERS);
        assertThat(refused.admitted()).isFalse();
        assertThat(refused.resetSeconds()).isEqualTo(59);
    }

    @Test
    void retryAfterIsWholeSecondsAtLeastOneAndAtMostTheWindow() {
        world.clock.set(Instant.parse("2026-03-02T08:00:00.000001Z"));
        admit(RateBucket.OFFERS);
        admit(RateBucket.OFFERS);
        assertThat(admit(RateBucket.OFFERS).resetSeconds()).isEqualTo(60);
        world.clock.advance(Duration.ofMillis(59_999));
        Admission lastMillisecond = admit(RateBucket.OFFERS);
        assertThat(lastMillisecond.admitted()).isFalse();
        assertThat(lastMillisecond.resetSeconds()).isEqualTo(1);
        world.clock.advance(Duration.ofMillis(1));
        assertThat(admit(RateBucket.OFFERS).admitted()).isTrue();
    }

    @Test
    void dryRunsHaveTheirOwnCount() {
        admit(RateBucket.OFFERS);
        admit(RateBucket.OFFERS);
        assertThat(admit(RateBucket.OFFERS).admitted()).isFalse();
        assertThat(admit(RateBucket.OFFERS_DRY_RUN).admitted()).isTrue();
        assertThat(admit(RateBucket.OFFERS_DRY_RUN).limit()).isEqualTo(2);
        assertThat(admit(RateBucket.OFFERS_DRY_RUN).admitted()).isFalse();
    }

    @Test
    void refusedRequestsDoNotExtendTheBan() {
        admit(RateBucket.OFFERS);
        world.clock.advance(Duration.ofSeconds(10));
        admit(RateBucket.OFFERS);
        for (int i = 0; i < 49; i++) {
            world.clock.advance(Duration.ofSeconds(1));
            assertThat(admit(RateBucket.OFFERS).admitted()).isFalse();
        }
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
