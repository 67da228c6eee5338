package market.feeds.domain.limit;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The sliding log: at most COUNT admitted requests in any span of the window; Retry-After 1..window. */
class SlidingWindowLogTest {

    private static final RateLimit OFFERS = RateLimit.parse("30/PT60S");
    private static final Instant T0 = Instant.parse("2026-03-02T08:00:00Z");

    /** Feeds requests through the policy as a store would, keeping the log between them. */
    private static final class Bucket {
        private final RateLimit limit;
        private List<Instant> log = List.of();

        Bucket(RateLimit limit) {
            this.limit = limit;
        }

        RateDecision at(Instant now) {
            RateDecision decision = SlidingWindowLog.admit(log, limit, now);
            log = decision.log();
            return decision;
        }
    }

    private static Instant t(double seconds) {
        return T0.plusNanos(Math.round(seconds * 1_000_000_000d));
    }

    @Test
    void the31stRequestWithinAnyWindowIsRefused() {
        Bucket offers = new Bucket(OFFERS);
        for (int i = 0; i < 30; i++) {
            assertThat(offers.at(t(10 + i)).admitted()).isTrue();
        }
        RateDecision refused = offers.at(t(69.9));
        assertThat(refused.admitted()).isFalse();
        assertThat(refused.remaining()).isZero();
        assertThat(refused.resetSeconds()).isEqualTo(1);
        // the first request (at 10 s) leaves the window at 70 s: exactly one place comes free
        assertThat(offers.at(t(70)).admitted()).isTrue();
        assertThat(offers.at(t(70.5)).admitted()).isFalse();
    }

    @Test
    void aBurstAcrossAFixedBoundaryIsStillLimited() {
        Bucket offers = new Bucket(OFFERS);
        for (int i = 0; i < 30; i++) {
            assertThat(offers.at(t(59 + i * 0.01)).admitted()).isTrue();
        }
        // a new epoch-aligned minute starts at 60 s; the old fixed windows would have admitted 30 more here
        for (int i = 0; i < 30; i++) {
            assertThat(offers.at(t(60 + i * 0.01)).admitted()).isFalse();
        }
        RateDecision refused = offers.at(t(61));
        assertThat(refused.admitted()).isFalse();
        assertThat(refused.resetSeconds()).isEqualTo(58);
    }

    @Test
    void retryAfterIsWholeSecondsAtLeastOneAndAtMostTheWindow() {
        RateLimit one = RateLimit.parse("1/PT60S");
        RateDecision first = SlidingWindowLog.admit(List.of(), one, t(0));
        assertThat(first.resetSeconds()).isEqualTo(60);
        assertThat(SlidingWindowLog.admit(first.log(), one, t(0)).resetSeconds()).isEqualTo(60);
        assertThat(SlidingWindowLog.admit(first.log(), one, t(0.000001)).resetSeconds()).isEqualTo(60);
        assertThat(SlidingWindowLog.admit(first.log(), one, t(30.5)).resetSeconds()).isEqualTo(30);
        assertThat(SlidingWindowLog.admit(first.log(), one, t(59)).resetSeconds()).isEqualTo(1);
        assertThat(SlidingWindowLog.admit(first.log(), one, t(59.999999)).resetSeconds()).isEqualTo(1);
        // another node's clock ran ahead: its entry lies in our future, yet Retry-After stays within the window
        RateDecision ahead = SlidingWindowLog.admit(List.of(t(5)), one, t(0));
        assertThat(ahead.admitted()).isFalse();
        assertThat(ahead.resetSeconds()).isEqualTo(60);
    }

    @Test
    void refusedRequestsDoNotExtendTheBan() {
        RateLimit two = RateLimit.parse("2/PT10S");
        Bucket bucket = new Bucket(two);
        bucket.at(t(0));
        bucket.at(t(1));
        for (double s = 2; s < 10; s += 0.25) {
            RateDecision refused = bucket.at(t(s));
            assertThat(refused.admitted()).isFalse();
            assertThat(refused.log()).containsExactly(t(0), t(1));
        }
        assertThat(bucket.at(t(10)).admitted()).isTrue();
        assertThat(bucket.at(t(11)).admitted()).isTrue();
    }

    @Test
    void theLogKeepsOnlyRequestsInsideTheWindowOldestFirst() {
        RateLimit three = RateLimit.parse("3/PT10S");
        RateDecision decision = SlidingWindowLog.admit(List.of(t(9), t(-5), t(0), t(2)), three, t(10));
        assertThat(decision.admitted()).isTrue();
        assertThat(decision.log()).containsExactly(t(2), t(9), t(10));
        assertThat(decision.remaining()).isZero();
        assertThat(decision.resetSeconds()).isEqualTo(2);
    }

    @Test
    void remainingCountsDownAfterEachAdmittedRequest() {
        Bucket bucket = new Bucket(RateLimit.parse("3/PT10S"));
        assertThat(bucket.at(t(0)).remaining()).isEqualTo(2);
        assertThat(bucket.at(t(1)).remaining()).isEqualTo(1);
        assertThat(bucket.at(t(2)).remaining()).isZero();
        assertThat(bucket.at(t(3)).remaining()).isZero();
    }

    @Test
    void aLoweredLimitKeepsOnlyTheNewestEntries() {
        List<Instant> before = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            before.add(t(i));
        }
        RateDecision decision = SlidingWindowLog.admit(before, RateLimit.parse("5/PT60S"), t(40));
        assertThat(decision.admitted()).isFalse();
        assertThat(decision.log()).containsExactly(t(25), t(26), t(27), t(28), t(29));
        // a place frees when the oldest of the newest five (25 s) leaves, at 85 s
        assertThat(decision.resetSeconds()).isEqualTo(45);
    }

    @Test
    void aClockBehindTheLogDecidesAsAtTheNewestEntry() {
        RateLimit two = RateLimit.parse("2/PT2S");
        // a process decided at 2.5 s and dropped the entries of 0 s and 0.1 s; this one read its clock at 1.9 s
        RateDecision late = SlidingWindowLog.admit(List.of(t(2.5)), two, t(1.9));
        assertThat(late.admitted()).isTrue();
        assertThat(late.log()).containsExactly(t(2.5), t(2.5));
        assertThat(late.resetSeconds()).isEqualTo(2);
    }
}
