package market.feeds.adapters.jdbc.infra;

import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariDataSource;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import market.feeds.adapters.jdbc.testing.TestDatabase;
import org.junit.jupiter.api.Test;

/** This node's clock is compared with the database server's, which every node sharing the database reaches (0013). */
class DatabaseClockTest {

    @Test
    void aNodeOnTheServersOwnClockIsNotApart() throws Exception {
        try (HikariDataSource pool = pool()) {
            DatabaseClock.Reading reading = DatabaseClock.read(pool, Clock.systemUTC());

            // Both clocks are this machine's: what is left is the reading's own error, at most half its round trip
            // (which a loaded machine can stretch).
            assertThat(reading.offset().abs()).isLessThan(Duration.ofMillis(500).plus(reading.uncertainty()));
            assertThat(reading.apartBy(Duration.ofSeconds(1))).isFalse();
        }
    }

    @Test
    void aNodeWhoseClockRunsAheadReadsTheServerAsBehindByThatMuch() throws Exception {
        try (HikariDataSource pool = pool()) {
            DatabaseClock.Reading reading = DatabaseClock.read(pool,
                    Clock.offset(Clock.systemUTC(), Duration.ofSeconds(30)));

            assertThat(reading.offset()).isBetween(Duration.ofMillis(-30_500).minus(reading.uncertainty()),
                    Duration.ofMillis(-29_500).plus(reading.uncertainty()));
            assertThat(reading.apartBy(Duration.ofSeconds(1))).isTrue();
        }
    }

    @Test
    void whatTheRoundTripHidesIsNotCountedAsApart() {
        DatabaseClock.Reading reading = new DatabaseClock.Reading(Duration.ofMillis(1_400), Duration.ofMillis(500));

        assertThat(reading.apartBy(Duration.ofSeconds(1))).isFalse();
        assertThat(new DatabaseClock.Reading(Duration.ofMillis(-1_600), Duration.ofMillis(500))
                .apartBy(Duration.ofSeconds(1))).isTrue();
    }

    private static HikariDataSource pool() {
        return PooledDataSources.create(TestDatabase.endpoint(), "clock", 1, Optional.empty());
    }
}
