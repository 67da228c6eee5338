package market.feeds.domain.limit;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/** Over random arrival sequences: exact (never above the limit in any window) and never stricter than that. */
class SlidingWindowLogPropertyTest {

    private static final Instant T0 = Instant.parse("2026-03-02T08:00:00Z");

    @Property
    void noWindowEverHoldsMoreThanTheLimitAndNoRequestIsRefusedWithoutCause(
            @ForAll @IntRange(min = 1, max = 8) int count,
            @ForAll @IntRange(min = 1, max = 5) int windowSeconds,
            @ForAll @Size(max = 200) List<@IntRange(min = 0, max = 1500) Integer> gapsInMillis) {
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
    }

    @Property
    void decisionsComingInOutOfOrderStillNeverLogMoreThanTheLimitInAnyWindow(
            @ForAll @IntRange(min = 1, max = 8) int count,
            @ForAll @IntRange(min = 1, max = 5) int windowSeconds,
            @ForAll @Size(max = 200) List<@IntRange(min = -2000, max = 1500) Integer> stepsInMillis) {
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
    }

    /** Admitted requests at {@code t} with {@code after < t <= until}. */
    private static long countIn(List<Instant> admitted, Instant after, Instant until) {
        return admitted.stream().filter(t -> t.isAfter(after) && !t.isAfter(until)).count();
    }
}
