package market.feeds.domain.feed;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Decision 0205: a feed's time zone is an id of the IANA tz database, exactly as written, and nothing else. */
class TimeZonesTest {

    @ParameterizedTest
    @ValueSource(strings = {"Europe/Kyiv", "UTC", "Etc/GMT-2", "EST5EDT", "Europe/Kiev",
            "America/Argentina/Buenos_Aires"})
    void ianaIdsAreAccepted(String id) {
        assertThat(TimeZones.iana(id)).hasValueSatisfying(zone -> assertThat(zone.getId()).isEqualTo(id));
        assertThat(TimeZones.ids()).contains(id);
    }

    @ParameterizedTest
    @ValueSource(strings = {"+02:00", "UTC+2", "GMT+02:00", "Z", "europe/kyiv", "Europe/Atlantis", ""})
    void offsetsAndUnknownIdsAreRefused(String id) {
        assertThat(TimeZones.iana(id)).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"SystemV/AST4", "SystemV/EST5EDT", "SystemV/PST8PDT", "SystemV/YST9"})
    void theSystemVIdsIanaRemovedIn2020bAreRefusedThoughTheJdkStillKnowsThem(String id) {
        assertThat(TimeZones.iana(id)).isEmpty();
        assertThat(TimeZones.ids()).doesNotContain(id);
    }

    @Test
    void theChoicesOfferedAreSortedAndHoldNoSystemVId() {
        assertThat(TimeZones.ids()).noneMatch(id -> id.startsWith("SystemV/")).isSorted();
    }
}
