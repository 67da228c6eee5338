package market.feeds.bootstrap.config;

import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.Objects;

/**
 * A rate limit as configured, {@code COUNT/ISO-8601-DURATION} (e.g. {@code 30/PT10M}). Stands in until
 * the domain's own rate-limit value exists; the lead switches the wiring to it.
 */
public record RateLimitSetting(int count, Duration window) {

    public RateLimitSetting {
        Objects.requireNonNull(window, "window");
        if (count < 1) {
            throw new IllegalArgumentException("count must be at least 1");
        }
        if (window.isNegative() || window.isZero()) {
            throw new IllegalArgumentException("window must be positive");
        }
    }

    /** Parses {@code COUNT/ISO-8601-DURATION}; the exception message says what is wrong. */
    public static RateLimitSetting parse(String text) {
        int slash = text.indexOf('/');
        if (slash < 0) {
            throw new IllegalArgumentException("has no '/' between count and duration");
        }
        int count;
        try {
            count = Integer.parseInt(text.substring(0, slash).strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("count is not an integer");
        }
        Duration window;
        try {
            window = Duration.parse(text.substring(slash + 1).strip());
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("duration is not ISO-8601 (unknown unit or form)");
        }
        return new RateLimitSetting(count, window);
    }

    @Override
    public String toString() {
        return count + "/" + window;
    }
}
