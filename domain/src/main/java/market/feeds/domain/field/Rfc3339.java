package market.feeds.domain.field;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Optional;

/**
 * RFC 3339 {@code date-time}: a full date, {@code T}, a full time and an offset ({@code Z} or {@code ±hh:mm});
 * {@code t} and {@code z} in lower case are allowed (RFC 3339 §5.6 note). See decision 0103 for leap seconds
 * and fractions beyond nanoseconds. Read by position rather than by regex: it runs for every row of a feed.
 */
public final class Rfc3339 {

    private static final int SECONDS_END = 19;
    private static final int LEAP_SECOND = 60;
    /** The instants an RFC 3339 date-time in UTC can write: years 0001 to 9999 (decision 0103, amended). */
    private static final Instant FIRST = Instant.parse("0001-01-01T00:00:00Z");
    private static final Instant LAST = Instant.parse("9999-12-31T23:59:59.999999999Z");

    private Rfc3339() {
    }

    public static Optional<Instant> parse(String text) {
        int length = text.length();
        if (length < SECONDS_END + 1 || !shape(text)) {
            return Optional.empty();
        }
        int at = SECONDS_END;
        int nanos = 0;
        if (text.charAt(at) == '.') {
            int start = ++at;
            while (at < length && isDigit(text.charAt(at))) {
                at++;
            }
            if (at == start) {
                return Optional.empty();
            }
            nanos = nanos(text, start, at);
        }
        Optional<Integer> offsetSeconds = offsetSeconds(text, at);
        if (offsetSeconds.isEmpty()) {
            return Optional.empty();
        }
        int hour = num(text, 11);
        int minute = num(text, 14);
        int second = num(text, 17);
        if (hour > 23 || minute > 59 || second > LEAP_SECOND) {
            return Optional.empty();
        }
        try {
            long day = LocalDate.of(num(text, 0) * 100 + num(text, 2), num(text, 5), num(text, 8)).toEpochDay();
            long epochSecond = day * 86_400 + hour * 3_600L + minute * 60L + second - offsetSeconds.get();
            Optional<Instant> instant = second == LEAP_SECOND ? leapSecond(epochSecond)
                    : Optional.of(Instant.ofEpochSecond(epochSecond, nanos));
            // Stored and echoed in UTC (the stale_update detail, the operator API), so it must be writable there.
            return instant.filter(read -> !read.isBefore(FIRST) && !read.isAfter(LAST));
        } catch (DateTimeException outOfRange) {
            return Optional.empty();
        }
    }

    /**
     * A leap second is inserted after 23:59:59 UTC, so {@code :60} is a date-time only where it falls at 23:59:60 in
     * UTC. Without a table of the leap seconds actually inserted, any day's is accepted. An {@code Instant} has no
     * 61st second, so the whole leap second reads as the last instant before midnight: later than every instant
     * of 23:59:59, and never after the midnight that follows it, so the ordering rules never see a timestamp run
     * backwards (decision 0103).
     */
    private static Optional<Instant> leapSecond(long countedOn) {
        // 23:59:60 UTC, counted on from 23:59:59 as any other second, lands on the next midnight.
        if (Math.floorMod(countedOn, 86_400) != 0) {
            return Optional.empty();
        }
        return Optional.of(Instant.ofEpochSecond(countedOn).minusNanos(1));
    }

    /** {@code dddd-dd-ddTdd:dd:dd} in the first 19 characters. */
    private static boolean shape(String text) {
        for (int i = 0; i < SECONDS_END; i++) {
            char c = text.charAt(i);
            boolean ok = switch (i) {
                case 4, 7 -> c == '-';
                case 10 -> c == 'T' || c == 't';
                case 13, 16 -> c == ':';
                default -> isDigit(c);
            };
            if (!ok) {
                return false;
            }
        }
        return true;
    }

    /** {@code Z}, {@code z} or {@code ±hh:mm} exactly to the end of the text. */
    private static Optional<Integer> offsetSeconds(String text, int at) {
        int rest = text.length() - at;
        char first = rest > 0 ? text.charAt(at) : ' ';
        if (rest == 1 && (first == 'Z' || first == 'z')) {
            return Optional.of(0);
        }
        if (rest != 6 || (first != '+' && first != '-') || text.charAt(at + 3) != ':'
                || !isDigit(text.charAt(at + 1)) || !isDigit(text.charAt(at + 2))
                || !isDigit(text.charAt(at + 4)) || !isDigit(text.charAt(at + 5))) {
            return Optional.empty();
        }
        int hours = num(text, at + 1);
        int minutes = num(text, at + 4);
        if (hours > 23 || minutes > 59) {
            return Optional.empty();
        }
        int seconds = hours * 3_600 + minutes * 60;
        return Optional.of(first == '-' ? -seconds : seconds);
    }

    /** Digits past nanoseconds cannot be held by an Instant; they are dropped (decision 0103). */
    private static int nanos(String text, int start, int end) {
        int value = 0;
        for (int i = 0; i < 9; i++) {
            value = value * 10 + (start + i < end ? text.charAt(start + i) - '0' : 0);
        }
        return value;
    }

    private static int num(String text, int at) {
        return (text.charAt(at) - '0') * 10 + (text.charAt(at + 1) - '0');
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }
}
