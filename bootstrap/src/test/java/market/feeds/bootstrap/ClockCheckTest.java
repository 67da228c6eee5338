package market.feeds.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import market.feeds.adapters.jdbc.infra.DatabaseClock.Reading;
import org.junit.jupiter.api.Test;

/** A node whose clock is out of step with the database server's is told so, with which way and how far (0009). */
class ClockCheckTest {

    @Test
    void aNodeBehindTheServerIsWarnedWithHowFarAndWhatItBends() {
        assertThat(ClockCheck.warning(new Reading(Duration.ofMillis(90_250), Duration.ofMillis(2))))
                .get().asString()
                .contains("90.3 s behind the database server's", "NTP", "rate-limit windows", "feed-run leases");
    }

    @Test
    void aNodeAheadOfTheServerIsWarnedAsAhead() {
        assertThat(ClockCheck.warning(new Reading(Duration.ofSeconds(-5), Duration.ofMillis(2))))
                .get().asString().contains("5.0 s ahead of the database server's");
    }

    @Test
    void clocksWithinASecondAreNotWarned() {
        assertThat(ClockCheck.warning(new Reading(Duration.ofMillis(900), Duration.ofMillis(2)))).isEmpty();
        assertThat(ClockCheck.warning(new Reading(Duration.ofMillis(-900), Duration.ofMillis(2)))).isEmpty();
    }
}
