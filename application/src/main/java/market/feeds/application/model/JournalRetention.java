package market.feeds.application.model;

import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.Objects;

/**
 * How long journal rows, finished product jobs and notifications are kept ({@code FEEDS_JOURNAL_RETENTION}, decision
 * 0016): at least {@link #REJECTIONS_KEPT}, since stored rejections go with their journal row.
 */
public record JournalRetention(Duration kept) {

    /** A vendor may page a request's stored rejections this long (decision 0405). */
    public static final Duration REJECTIONS_KEPT = Duration.ofDays(30);
    /** A century: "for good" in practice, and far from the instants where a cutoff's arithmetic would overflow. */
    public static final Duration LONGEST = Duration.ofDays(36_500);
    public static final JournalRetention DEFAULT = new JournalRetention(Duration.ofDays(90));

    public JournalRetention {
        Objects.requireNonNull(kept, "kept");
        if (kept.compareTo(REJECTIONS_KEPT) < 0) {
            throw new IllegalArgumentException("shorter than the 30 days stored rejections are kept, and they go with"
                    + " their journal row");
        }
        if (kept.compareTo(LONGEST) > 0) {
            throw new IllegalArgumentException("longer than a century");
        }
    }

    /** Parses an ISO-8601 duration such as {@code P90D}; the message says what is wrong, for a configuration error. */
    public static JournalRetention parse(String text) {
        Objects.requireNonNull(text, "text");
        try {
            return new JournalRetention(Duration.parse(text.strip()));
        } catch (DateTimeParseException | ArithmeticException e) {
            throw new IllegalArgumentException("not an ISO-8601 duration of days, hours, minutes or seconds", e);
        }
    }
}
