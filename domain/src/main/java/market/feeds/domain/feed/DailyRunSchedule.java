package market.feeds.domain.feed;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.zone.ZoneOffsetTransition;
import java.time.zone.ZoneRules;
import java.util.List;
import java.util.Optional;

/**
 * When the daily pull runs: exactly one run per local calendar day at the vendor's hour (contract
 * "Events" 1, operations-contract §2).
 *
 * <p>Computed with {@code java.time}, not a cron expression: cron skips a spring-forward hour and fires
 * on the second occurrence at fall-back, the contract wants the first instant after the gap and the
 * first occurrence in the overlap.
 */
public final class DailyRunSchedule {

    public static final int FIRST_HOUR = 0;
    public static final int LAST_HOUR = 23;

    private DailyRunSchedule() {
    }

    /** The first run strictly after {@code now}. */
    public static Instant nextRunAfter(Instant now, int hour, ZoneId zone) {
        if (hour < FIRST_HOUR || hour > LAST_HOUR) {
            throw new IllegalArgumentException("hour must be 0 to 23: " + hour);
        }
        // Start a day early: a fall-back at midnight can put "now" on a local date whose run is still ahead.
        LocalDate date = now.atZone(zone).toLocalDate().minusDays(1);
        for (int i = 0; i < 5; i++, date = date.plusDays(1)) {
            Optional<Instant> run = runOn(date, hour, zone);
            if (run.isPresent() && run.get().isAfter(now)) {
                return run.get();
            }
        }
        throw new IllegalStateException("no run within five days of " + now + " in " + zone);
    }

    /**
     * The first run after settings saved at {@code now} that already planned a run at {@code planned}: strictly after
     * {@code now}, and on no local date before the planned run's. A scheduled run plans the next day's before it
     * works, so a plan for tomorrow says today's run is behind (or was never to be): a new hour saved then starts
     * tomorrow, never a second run today (operations contract §2, exactly one run per local day; decision 0603,
     * amended in session 31). The planned instant's date is read in the new zone, which is the old one unless the
     * save changes it. A plan in the past (its run lost or in flight, or no process pulls) bounds nothing.
     */
    public static Instant nextRunAfterSave(Instant now, int hour, ZoneId zone, Instant planned) {
        Instant plannedDay = planned.atZone(zone).toLocalDate().atStartOfDay(zone).toInstant();
        // nextRunAfter is strictly after its instant; a run at the planned day's very start must count.
        return nextRunAfter(plannedDay.isAfter(now) ? plannedDay.minusNanos(1) : now, hour, zone);
    }

    /**
     * The run of one local date, or empty when the zone skipped that date's hour so far that the first
     * instant after the gap belongs to the next date (e.g. Pacific/Apia skipping 2011-12-30): the next
     * date has its own run, and two runs on one date would break "one run per local day".
     */
    public static Optional<Instant> runOn(LocalDate date, int hour, ZoneId zone) {
        LocalDateTime local = LocalDateTime.of(date, LocalTime.of(hour, 0));
        ZoneRules rules = zone.getRules();
        List<ZoneOffset> offsets = rules.getValidOffsets(local);
        if (!offsets.isEmpty()) {
            // One offset normally; two in an overlap, where the first occurrence keeps the earlier offset.
            ZoneOffsetTransition overlap = rules.getTransition(local);
            ZoneOffset offset = overlap == null ? offsets.get(0) : overlap.getOffsetBefore();
            return Optional.of(local.toInstant(offset));
        }
        Instant afterGap = rules.getTransition(local).getInstant();
        return afterGap.atZone(zone).toLocalDate().equals(date) ? Optional.of(afterGap) : Optional.empty();
    }
}
