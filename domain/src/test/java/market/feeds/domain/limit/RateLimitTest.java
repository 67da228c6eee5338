package market.feeds.domain.limit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Rate limits as COUNT/ISO-8601-DURATION and fixed windows aligned to the epoch; Retry-After 1..window. */
class RateLimitTest {

    private static final RateLimit PRODUCTS = RateLimit.parse("30/PT10M");
    private static final RateLimit OFFERS = RateLimit.parse("30/PT60S");

    @Test
    void theDefaultsParse() {
        assertThat(PRODUCTS).isEqualTo(new RateLimit(30, Duration.ofMinutes(10)));
        assertThat(OFFERS).isEqualTo(new RateLimit(30, Duration.ofSeconds(60)));
        assertThat(OFFERS.toString()).isEqualTo("30/PT1M");
    }

    @ParameterizedTest
    @ValueSource(strings = {"30", "30/", "/PT1M", "x/PT1M", "30/10m", "0/PT1M", "-1/PT1M", "30/PT0S", "30/PT0.5S",
            "30/PT1.5S", "30/-PT1M"})
    void malformedLimitsAreRefusedWithAClearMessage(String text) {
        assertThatThrownBy(() -> RateLimit.parse(text)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("rate limit");
    }

    @Test
    void windowsAreFixedAndAlignedToTheEpoch() {
        Instant now = Instant.parse("2026-01-01T10:07:31.250Z");
        assertThat(RateWindow.windowStart(PRODUCTS, now)).isEqualTo(Instant.parse("2026-01-01T10:00:00Z"));
        assertThat(RateWindow.windowStart(OFFERS, now)).isEqualTo(Instant.parse("2026-01-01T10:07:00Z"));
        assertThat(RateWindow.windowStart(OFFERS, Instant.parse("2026-01-01T10:07:00Z")))
                .isEqualTo(Instant.parse("2026-01-01T10:07:00Z"));
    }

    @Test
    void retryAfterIsTheRestOfTheWindowRoundedUpToWholeSeconds() {
        assertThat(RateWindow.retryAfterSeconds(PRODUCTS, Instant.parse("2026-01-01T10:07:31.250Z"))).isEqualTo(149);
        assertThat(RateWindow.retryAfterSeconds(OFFERS, Instant.parse("2026-01-01T10:07:59.001Z"))).isEqualTo(1);
        assertThat(RateWindow.retryAfterSeconds(OFFERS, Instant.parse("2026-01-01T10:07:59Z"))).isEqualTo(1);
    }

    @Test
    void retryAfterNeverExceedsTheWindow() {
        assertThat(RateWindow.retryAfterSeconds(OFFERS, Instant.parse("2026-01-01T10:07:00Z"))).isEqualTo(60);
        assertThat(RateWindow.retryAfterSeconds(OFFERS, Instant.parse("2026-01-01T10:07:00.000000001Z"))).isEqualTo(60);
    }

    @Test
    void windowsWorkBeforeTheEpochToo() {
        Instant now = Instant.parse("1969-12-31T23:59:30Z");
        assertThat(RateWindow.windowStart(OFFERS, now)).isEqualTo(Instant.parse("1969-12-31T23:59:00Z"));
        assertThat(RateWindow.retryAfterSeconds(OFFERS, now)).isEqualTo(30);
    }

    @Test
    void dryRunsHaveTheirOwnBucketPerEndpoint() {
        assertThat(RateBucket.of(true, true)).isEqualTo(RateBucket.OFFERS_DRY_RUN);
        assertThat(RateBucket.of(true, false)).isEqualTo(RateBucket.OFFERS);
        assertThat(RateBucket.of(false, true)).isEqualTo(RateBucket.PRODUCTS_DRY_RUN);
        assertThat(RateBucket.of(false, false)).isEqualTo(RateBucket.PRODUCTS);
    }
}
