package market.feeds.domain.feed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.zone.ZoneRules;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class DailyRunScheduleTest {

    private static final Instant WALK_START = Instant.parse("2025-01-01T00:00:00Z");
    private static final Instant WALK_END = Instant.parse("2027-01-01T00:00:00Z");

    /** Two years, every hour of the day: one run per local date, no date skipped, instants rising. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"Europe/Kyiv", "America/New_York", "Australia/Lord_Howe", "Asia/Kathmandu"})
    void exactlyOneRunPerLocalDayForTwoYears(String zoneId) {
        ZoneId zone = ZoneId.of(zoneId);
        for (int hour = 0; hour <= 23; hour++) {
            List<Instant> runs = walk(hour, zone);

            assertThat(runs).hasSizeGreaterThan(725);
            for (int i = 1; i < runs.size(); i++) {
                assertThat(runs.get(i)).as("strictly increasing").isAfter(runs.get(i - 1));
                assertThat(localDate(runs.get(i), zone)).as("the next local date, at hour %d", hour)
                        .isEqualTo(localDate(runs.get(i - 1), zone).plusDays(1));
            }
            for (Instant run : runs) {
                assertThat(run).as("run at hour %d in %s", hour, zone).isEqualTo(expectedRun(localDate(run, zone), hour, zone));
            }
        }
    }

    @ParameterizedTest(name = "{0} hour {1} on {2}")
    @CsvSource({
            // spring forward: the first instant after the gap
            "Europe/Kyiv,         3, 2025-03-30, 2025-03-30T01:00:00Z",
            "America/New_York,    2, 2025-03-09, 2025-03-09T07:00:00Z",
            "Australia/Lord_Howe, 2, 2025-10-05, 2025-10-04T15:30:00Z",
            "America/New_York,    2, 2026-03-08, 2026-03-08T07:00:00Z",
            // fall back: the first occurrence
            "Europe/Kyiv,         3, 2025-10-26, 2025-10-26T00:00:00Z",
            "America/New_York,    1, 2025-11-02, 2025-11-02T05:00:00Z",
            "America/New_York,    1, 2026-11-01, 2026-11-01T05:00:00Z",
            // the half-hour shift around an hour that exists once
            "Australia/Lord_Howe, 1, 2025-04-06, 2025-04-05T14:00:00Z",
            "Australia/Lord_Howe, 3, 2025-04-06, 2025-04-05T16:30:00Z",
            "Asia/Kathmandu,      0, 2025-06-01, 2025-05-31T18:15:00Z",
    })
    void switchDayRunsAtTheContractsInstant(String zoneId, int hour, LocalDate date, Instant expected) {
        ZoneId zone = ZoneId.of(zoneId);
        Instant dayBefore = date.minusDays(1).atTime(12, 0).atZone(zone).toInstant();

        Instant run = DailyRunSchedule.nextRunAfter(dayBefore, hour, zone);
        Instant next = DailyRunSchedule.nextRunAfter(run, hour, zone);

        assertThat(run).isEqualTo(expected);
        assertThat(localDate(next, zone)).as("no second run in the overlap").isEqualTo(date.plusDays(1));
    }

    @Test
    void nextRunIsStrictlyInTheFuture() {
        ZoneId kyiv = ZoneId.of("Europe/Kyiv");
        Instant run = Instant.parse("2025-06-10T06:00:00Z");

        assertThat(DailyRunSchedule.nextRunAfter(run.minusNanos(1), 9, kyiv)).isEqualTo(run);
        assertThat(DailyRunSchedule.nextRunAfter(run, 9, kyiv)).isEqualTo(run.plusSeconds(86_400));
    }

    /** Operations audit s31 L14: after the day's run a later hour was saved, and it ran again the same day. */
    @Test
    void aNewHourSavedAfterTheDaysRunStartsTomorrowNotWithASecondRunToday() {
        ZoneId kolkata = ZoneId.of("Asia/Kolkata");
        Instant afterTodaysRun = Instant.parse("2026-11-28T01:05:00Z");
        Instant tomorrowsPlan = Instant.parse("2026-11-29T00:30:00Z");

        assertThat(DailyRunSchedule.nextRunAfterSave(afterTodaysRun, 7, kolkata, tomorrowsPlan))
                .isEqualTo(Instant.parse("2026-11-29T01:30:00Z"));
        assertThat(DailyRunSchedule.nextRunAfterSave(afterTodaysRun, 0, kolkata, tomorrowsPlan))
                .as("the planned day's first hour is still that day's run")
                .isEqualTo(Instant.parse("2026-11-28T18:30:00Z"));
    }

    @Test
    void aNewHourSavedBeforeTheDaysRunMovesTheRunWithinToday() {
        ZoneId kolkata = ZoneId.of("Asia/Kolkata");
        Instant beforeTodaysRun = Instant.parse("2026-11-28T00:10:00Z");
        Instant todaysPlan = Instant.parse("2026-11-28T00:30:00Z");

        assertThat(DailyRunSchedule.nextRunAfterSave(beforeTodaysRun, 7, kolkata, todaysPlan))
                .isEqualTo(Instant.parse("2026-11-28T01:30:00Z"));
    }

    @Test
    void aPlanThatPassedUnrunBoundsNothing() {
        ZoneId kyiv = ZoneId.of("Europe/Kyiv");
        Instant now = Instant.parse("2026-03-05T12:00:00Z");

        assertThat(DailyRunSchedule.nextRunAfterSave(now, 16, kyiv, Instant.parse("2026-03-03T04:00:00Z")))
                .isEqualTo(DailyRunSchedule.nextRunAfter(now, 16, kyiv));
    }

    @Test
    void daySkippedByItsZoneHasNoRunOfItsOwn() {
        ZoneId apia = ZoneId.of("Pacific/Apia");

        assertThat(DailyRunSchedule.runOn(LocalDate.of(2011, 12, 30), 10, apia)).isEmpty();
        Instant afterRunOf29th = Instant.parse("2011-12-29T20:00:00Z");

        Instant run = DailyRunSchedule.nextRunAfter(afterRunOf29th, 10, apia);
        assertThat(run.atZone(apia).toLocalDateTime()).isEqualTo(LocalDateTime.parse("2011-12-31T10:00"));
    }

    @ParameterizedTest
    @ValueSource(ints = {-1, 24})
    void hourOutsideZeroToTwentyThreeIsRefused(int hour) {
        assertThatThrownBy(() -> DailyRunSchedule.nextRunAfter(WALK_START, hour, ZoneId.of("UTC")))
                .isInstanceOf(IllegalArgumentException.class);
    }

    private static List<Instant> walk(int hour, ZoneId zone) {
        List<Instant> runs = new ArrayList<>();
        for (Instant now = WALK_START; now.isBefore(WALK_END); ) {
            now = DailyRunSchedule.nextRunAfter(now, hour, zone);
            runs.add(now);
        }
        return runs;
    }

    /** The contract's rule stated independently: local hour; else earliest occurrence; else end of gap. */
    private static Instant expectedRun(LocalDate date, int hour, ZoneId zone) {
        LocalDateTime local = date.atTime(hour, 0);
        ZoneRules rules = zone.getRules();
        List<ZoneOffset> offsets = rules.getValidOffsets(local);
        if (offsets.isEmpty()) {
            return rules.getTransition(local).getInstant();
        }
        return offsets.stream().map(local::toInstant).min(Instant::compareTo).orElseThrow();
    }

    private static LocalDate localDate(Instant instant, ZoneId zone) {
        return instant.atZone(zone).toLocalDate();
    }
}
