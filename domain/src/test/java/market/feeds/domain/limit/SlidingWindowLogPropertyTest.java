package market.feeds.domain.limit;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import market.feeds.domain.testing.Seeds;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Over seeded random arrival sequences: exact (never above the limit in any window) and never stricter than that. */
class SlidingWindowLogPropertyTest {

    private static final Instant T0 = Instant.parse("2026-03-02T08:00:00Z");

    /** Batches of {@link Seeds#BATCH} seeds; a failure names its seed, to replay with {@code new Random(seed)}. */
    static LongStream seeds() {
        return Seeds.batches(1000);
    }

    /** Up to 200 steps, each between {@code min} and {@code max} milliseconds. */
    private static List<Integer> steps(Random random, int min, int max) {
        List<Integer> steps = new ArrayList<>();
        for (int n = random.nextInt(201); n > 0; n--) {
            steps.add(min + random.nextInt(max - min + 1));
        }
        return steps;
    }

    @ParameterizedTest(name = "seeds {0} +" + Seeds.BATCH)
    @MethodSource("seeds")
    void noWindowEverHoldsMoreThanTheLimitAndNoRequestIsRefusedWithoutCause(long firstSeed) {
        Seeds.each(firstSeed, seed -> {
            Random random = new Random(seed);
            int count = 1 + random.nextInt(8);
            int windowSeconds = 1 + random.nextInt(5);
            List<Integer> gapsInMillis = steps(random, 0, 1500);
            RateLimit limit = new RateLimit(count, Duration.ofSeconds(windowSeconds));
            List<Instant> log = List.of();
            List<Instant> admitted = new ArrayList<>();
            Instant now = T0;
            for (int gap : gapsInMillis) {
                now = now.plusMillis(gap);
                RateDecision decision = SlidingWindowLog.admit(log, limit, now);
                assertThat(decision.log()).hasSizeLessThanOrEqualTo(count);
                assertThat(decision.resetSeconds()).isBetween(1L, (long) windowSeconds);
                assertThat(decision.remaining()).isEqualTo(count - decision.log().size());
                long inWindowBefore = countIn(admitted, now.minus(limit.window()), now);
                assertThat(decision.admitted()).as("admitted exactly when the window before it has room")
                        .isEqualTo(inWindowBefore < count);
                if (decision.admitted()) {
                    admitted.add(now);
                }
                log = decision.log();
            }
            for (Instant start : admitted) {
                assertThat(countIn(admitted, start.minusNanos(1), start.plus(limit.window()).minusNanos(1)))
                        .as("admitted requests in [%s, %s + window)", start, start).isLessThanOrEqualTo(count);
            }
        });
    }

    @ParameterizedTest(name = "seeds {0} +" + Seeds.BATCH)
    @MethodSource("seeds")
    void decisionsComingInOutOfOrderStillNeverLogMoreThanTheLimitInAnyWindow(long firstSeed) {
        Seeds.each(firstSeed, seed -> {
            Random random = new Random(seed);
            int count = 1 + random.nextInt(8);
            int windowSeconds = 1 + random.nextInt(5);
            List<Integer> stepsInMillis = steps(random, -2000, 1500);
            RateLimit limit = new RateLimit(count, Duration.ofSeconds(windowSeconds));
            List<Instant> log = List.of();
            List<Instant> logged = new ArrayList<>();
            Instant now = T0;
            for (int step : stepsInMillis) {
                now = now.plusMillis(step);
                RateDecision decision = SlidingWindowLog.admit(log, limit, now);
                assertThat(decision.resetSeconds()).isBetween(1L, (long) windowSeconds);
                if (decision.admitted()) {
                    logged.add(decision.log().get(decision.log().size() - 1));
                }
                log = decision.log();
            }
            for (Instant start : logged) {
                assertThat(countIn(logged, start.minusNanos(1), start.plus(limit.window()).minusNanos(1)))
                        .isLessThanOrEqualTo(count);
            }
        });
    }

    /** Admitted requests at {@code t} with {@code after < t <= until}. */
    private static long countIn(List<Instant> admitted, Instant after, Instant until) {
        return admitted.stream().filter(t -> t.isAfter(after) && !t.isAfter(until)).count();
    }
}
