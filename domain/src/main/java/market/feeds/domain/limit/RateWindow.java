package market.feeds.domain.limit;

import java.time.Instant;

/**
 * Fixed rate-limit windows aligned to the epoch, so every node agrees on a window without coordination.
 * Pure over the instant passed in; nothing here reads a clock.
 */
public final class RateWindow {

    private RateWindow() {
    }

    public static Instant windowStart(RateLimit limit, Instant now) {
        long seconds = limit.windowSeconds();
        return Instant.ofEpochSecond(Math.floorDiv(now.getEpochSecond(), seconds) * seconds);
    }

    /** Whole seconds until the next window opens, rounded up; at least 1 and at most the window (§2). */
    public static long retryAfterSeconds(RateLimit limit, Instant now) {
        Instant next = windowStart(limit, now).plusSeconds(limit.windowSeconds());
        // next has no fraction, so dropping now's fraction rounds the remaining time up
        long seconds = next.getEpochSecond() - now.getEpochSecond();
        return Math.max(1, Math.min(limit.windowSeconds(), seconds));
    }
}
