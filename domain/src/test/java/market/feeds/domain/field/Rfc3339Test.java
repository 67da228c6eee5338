package market.feeds.domain.field;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** updated_at is an RFC 3339 date-time with an offset, compared as an instant. */
class Rfc3339Test {

    @ParameterizedTest
    @CsvSource({"2026-01-01T00:00:00Z,2026-01-01T00:00:00Z", "2026-01-01T02:00:00+02:00,2026-01-01T00:00:00Z",
            "2025-12-31T19:00:00-05:00,2026-01-01T00:00:00Z", "2026-01-01t00:00:00z,2026-01-01T00:00:00Z",
            "2026-01-01T00:00:00.5Z,2026-01-01T00:00:00.500Z", "2026-01-01T00:00:00-00:00,2026-01-01T00:00:00Z",
            "2024-02-29T23:59:59.123456789+00:00,2024-02-29T23:59:59.123456789Z",
            "2026-01-01T00:00:00.1234567891Z,2026-01-01T00:00:00.123456789Z"})
    void dateTimesWithOffsetAreInstants(String text, String instant) {
        assertThat(Rfc3339.parse(text)).contains(Instant.parse(instant));
    }

    @ParameterizedTest
    @CsvSource({"2016-12-31T23:59:60Z,2016-12-31T23:59:59.999999999Z",
            "2016-12-31T15:59:60-08:00,2016-12-31T23:59:59.999999999Z",
            "2017-01-01T01:59:60+02:00,2016-12-31T23:59:59.999999999Z",
            "2016-12-31T23:59:60.5Z,2016-12-31T23:59:59.999999999Z", "1998-12-31t23:59:60z,1998-12-31T23:59:59.999999999Z"})
    void aLeapSecondAt235960UtcIsTheLastInstantBeforeMidnight(String text, String instant) {
        assertThat(Rfc3339.parse(text)).contains(Instant.parse(instant));
    }

    @Test
    void aLeapSecondNeverOrdersBeforeTheSecondItFollowsNorAfterTheMidnightAfterIt() {
        Instant before = Rfc3339.parse("2016-12-31T23:59:59.999999Z").orElseThrow();
        Instant leap = Rfc3339.parse("2016-12-31T23:59:60.25Z").orElseThrow();
        Instant after = Rfc3339.parse("2017-01-01T00:00:00Z").orElseThrow();

        assertThat(leap).isAfter(before).isBefore(after);
    }

    @ParameterizedTest
    @ValueSource(strings = {"2016-12-31T23:58:60Z", "2016-12-31T22:59:60Z", "2016-12-31T23:59:60+01:00",
            "2016-12-31T23:59:60-00:30"})
    void aSecond60AnywhereButAt2359UtcIsInvalid(String text) {
        assertThat(Rfc3339.parse(text)).isEmpty();
    }

    @ParameterizedTest
    @CsvSource({"0001-01-01T00:00:00Z,0001-01-01T00:00:00Z", "0001-01-01T01:00:00+01:00,0001-01-01T00:00:00Z",
            "9999-12-31T23:59:59.999999999Z,9999-12-31T23:59:59.999999999Z",
            "9999-12-31T23:59:60Z,9999-12-31T23:59:59.999999999Z"})
    void theFirstAndLastInstantsWritableInUtcAreValid(String text, String instant) {
        assertThat(Rfc3339.parse(text)).contains(Instant.parse(instant));
    }

    @ParameterizedTest
    @ValueSource(strings = {"0000-01-01T00:00:00Z", "0000-12-31T23:59:59Z", "0001-01-01T00:00:00+01:00",
            "9999-12-31T23:59:59-01:00", "9999-12-31T23:30:00-00:30"})
    void anInstantOutsideTheYearsUtcCanWriteIsInvalid(String text) {
        assertThat(Rfc3339.parse(text)).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"2026-01-01", "2026-01-01T00:00:00", "2026-01-01T00:00Z", "2026-01-01 00:00:00Z",
            "2026-1-01T00:00:00Z", "2025-02-29T00:00:00Z", "2026-01-01T24:00:00Z", "2026-01-01T00:60:00Z",
            "2026-12-31T23:59:61Z", "2026-01-01T00:00:00+24:00", "2026-01-01T00:00:00+02", "2026-01-01T00:00:00.Z",
            "2026-01-01T00:00:00+0200", "20260101T000000Z", "２０２６-01-01T00:00:00Z"})
    void anythingElseIsInvalid(String text) {
        assertThat(Rfc3339.parse(text)).isEmpty();
    }
}
