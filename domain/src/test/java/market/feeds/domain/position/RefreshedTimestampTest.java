package market.feeds.domain.position;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class RefreshedTimestampTest {

    private static final Optional<Instant> MAY = Optional.of(Instant.parse("2026-05-01T12:00:00Z"));
    private static final Optional<Instant> APRIL = Optional.of(Instant.parse("2026-04-01T00:00:00Z"));

    @Test
    void aRefreshWithoutUpdatedAtKeepsTheStoredOne() {
        assertThat(RefreshedTimestamp.of(MAY, Optional.empty())).isEqualTo(MAY);
    }

    @Test
    void aRefreshThatSendsUpdatedAtReplacesTheStoredOneOlderOrNot() {
        assertThat(RefreshedTimestamp.of(APRIL, MAY)).isEqualTo(MAY);
        assertThat(RefreshedTimestamp.of(MAY, APRIL)).isEqualTo(APRIL);
        assertThat(RefreshedTimestamp.of(Optional.empty(), APRIL)).isEqualTo(APRIL);
    }

    @Test
    void nothingSentAndNothingStoredStaysNothing() {
        assertThat(RefreshedTimestamp.of(Optional.empty(), Optional.empty())).isEmpty();
    }
}
