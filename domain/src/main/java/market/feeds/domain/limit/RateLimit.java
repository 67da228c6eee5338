package market.feeds.domain.limit;

import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.Objects;

/** A request budget: at most {@code count} requests in any span of {@code window}, written {@code COUNT/ISO-8601-DURATION}. */
public record RateLimit(int count, Duration window) {

    /**
     * The longest window: a vendor's rate log idle this long is purged (housekeeping), so a longer window would
     * forget requests still inside it, and windows near {@code Instant}'s range broke every metered request.
     */
    public static final Duration LONGEST_WINDOW = Duration.ofDays(1);

    public RateLimit {
        Objects.requireNonNull(window, "window");
        if (count < 1) {
            throw new IllegalArgumentException("a rate limit allows at least 1 request, got " + count);
        }
        if (window.compareTo(Duration.ofSeconds(1)) < 0 || window.getNano() != 0) {
            throw new IllegalArgumentException("a rate limit window is a whole number of seconds, at least 1, got " + window);
        }
        if (window.compareTo(LONGEST_WINDOW) > 0) {
            throw new IllegalArgumentException("a rate limit window is at most " + LONGEST_WINDOW + ", got " + window);
        }
    }

    /** Parses e.g. {@code 30/PT10M}; a clear message names what is wrong, for a configuration error. */
    public static RateLimit parse(String text) {
        Objects.requireNonNull(text, "text");
        int slash = text.indexOf('/');
        if (slash < 0) {
            throw new IllegalArgumentException("rate limit '" + text + "' is not COUNT/ISO-8601-DURATION, e.g. 30/PT10M");
        }
        int count;
        try {
            count = Integer.parseInt(text.substring(0, slash).strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("rate limit '" + text + "' has no whole-number COUNT before '/'", e);
        }
        Duration window;
        try {
            window = Duration.parse(text.substring(slash + 1).strip());
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("rate limit '" + text + "' has no ISO-8601 duration after '/', e.g. PT60S", e);
        }
        return new RateLimit(count, window);
    }

    public long windowSeconds() {
        return window.getSeconds();
    }

    @Override
    public String toString() {
        return count + "/" + window;
    }
}
