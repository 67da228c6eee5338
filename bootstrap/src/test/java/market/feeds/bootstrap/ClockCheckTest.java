package market.feeds.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.zaxxer.hikari.HikariDataSource;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import market.feeds.adapters.jdbc.infra.DatabaseClock.Reading;
import market.feeds.adapters.jdbc.infra.PooledDataSources;
import market.feeds.adapters.jdbc.testing.TestDatabase;
import market.feeds.application.port.out.StorageFailure;
import org.junit.jupiter.api.Test;

/** A node whose clock is out of step with the database server's is told so, with which way and how far (0013). */
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

    /** The hourly check while the database is away is the background loops' pause, not a defect (0409). */
    @Test
    void aCheckThatCannotReachTheDatabaseIsAPassingStorageFailureNamingWhatItRead() {
        HikariDataSource closed = PooledDataSources.create(TestDatabase.endpoint(), "clock-closed", 1,
                Optional.empty());
        closed.close();

        assertThatThrownBy(() -> new ClockCheck(closed, Clock.systemUTC()).run())
                .isInstanceOfSatisfying(StorageFailure.class, failure -> {
                    assertThat(failure.passing()).isTrue();
                    assertThat(failure.getMessage()).startsWith("reading the database server's clock failed");
                });
    }

    @Test
    void clocksWithinASecondAreNotWarned() {
        assertThat(ClockCheck.warning(new Reading(Duration.ofMillis(900), Duration.ofMillis(2)))).isEmpty();
        assertThat(ClockCheck.warning(new Reading(Duration.ofMillis(-900), Duration.ofMillis(2)))).isEmpty();
    }
}
