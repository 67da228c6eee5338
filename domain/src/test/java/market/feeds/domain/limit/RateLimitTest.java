package market.feeds.domain.limit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import market.feeds.domain.write.WriteKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Rate limits as COUNT/ISO-8601-DURATION; dry runs in buckets of their own. */
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

    @ParameterizedTest
    @ValueSource(strings = {"1/PT86401S", "1/PT24H1S", "30/P2D", "1/PT9223372036854775807S"})
    void aWindowLongerThanTheRateLogIsKeptIsRefused(String text) {
        assertThatThrownBy(() -> RateLimit.parse(text)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at most PT24H");
    }

    @Test
    void aWindowOfOneDayIsTheLongest() {
        assertThat(RateLimit.parse("30/P1D").window()).isEqualTo(RateLimit.LONGEST_WINDOW);
    }

    @Test
    void dryRunsHaveTheirOwnBucketPerEndpoint() {
        assertThat(RateBucket.of(WriteKind.OFFER_UPDATE, true)).isEqualTo(RateBucket.OFFERS_DRY_RUN);
        assertThat(RateBucket.of(WriteKind.OFFER_UPDATE, false)).isEqualTo(RateBucket.OFFERS);
        assertThat(RateBucket.of(WriteKind.PRODUCT_FEED, true)).isEqualTo(RateBucket.PRODUCTS_DRY_RUN);
        assertThat(RateBucket.of(WriteKind.PRODUCT_FEED, false)).isEqualTo(RateBucket.PRODUCTS);
        for (RateBucket bucket : RateBucket.values()) {
            assertThat(RateBucket.of(bucket.kind(), bucket.name().endsWith("DRY_RUN"))).isEqualTo(bucket);
        }
    }
}
