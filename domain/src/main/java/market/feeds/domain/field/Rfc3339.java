package market.feeds.domain.field;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * RFC 3339 {@code date-time}: a full date, {@code T}, a full time and an offset ({@code Z} or {@code ±hh:mm});
 * {@code t} and {@code z} in lower case are allowed (RFC 3339 §5.6 note). See decision 0103 for leap seconds
 * and fractions beyond nanoseconds.
 */
public final class Rfc3339 {

    private static final Pattern DATE_TIME = Pattern.compile(
            "([0-9]{4})-([0-9]{2})-([0-9]{2})[Tt]([0-9]{2}):([0-9]{2}):([0-9]{2})(?:\\.([0-9]+))?"
                    + "(?:([Zz])|([+-])([0-9]{2}):([0-9]{2}))");

    private Rfc3339() {
    }

    public static Optional<Instant> parse(String text) {
        Matcher m = DATE_TIME.matcher(text);
        if (!m.matches()) {
            return Optional.empty();
        }
        try {
            LocalDate date = LocalDate.of(num(m, 1), num(m, 2), num(m, 3));
            LocalTime time = LocalTime.of(num(m, 4), num(m, 5), num(m, 6), nanos(m.group(7)));
            ZoneOffset offset = m.group(8) != null ? ZoneOffset.UTC : offset(m);
            return Optional.of(LocalDateTime.of(date, time).toInstant(offset));
        } catch (DateTimeException outOfRange) {
            return Optional.empty();
        }
    }

    private static ZoneOffset offset(Matcher m) {
        int hours = num(m, 10);
        int minutes = num(m, 11);
        if (hours > 23 || minutes > 59) {
            throw new DateTimeException("offset out of range");
        }
        int sign = "-".equals(m.group(9)) ? -1 : 1;
        return ZoneOffset.ofHoursMinutes(sign * hours, sign * minutes);
    }

    private static int nanos(String fraction) {
        if (fraction == null) {
            return 0;
        }
        // Digits past nanoseconds cannot be held by an Instant; they are dropped (decision 0103).
        String nine = (fraction + "000000000").substring(0, 9);
        return Integer.parseInt(nine);
    }

    private static int num(Matcher m, int group) {
        return Integer.parseInt(m.group(group));
    }
}
