package market.feeds.domain.limit;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The rate-limit policy (§1 Limits, decision 0700): a request is admitted while fewer than {@code count} admitted
 * requests lie in the window before it, so no span of {@code window} length ever holds more than {@code count}
 * admitted requests, wherever it starts. Pure over the log and the instant passed in.
 */
public final class SlidingWindowLog {

    private SlidingWindowLog() {
    }

    /**
     * Decides one request at {@code now} over the bucket's stored log. An entry at {@code t} is inside the window
     * while {@code t > now - window}. A refused request is not logged: hammering while limited must not extend the ban.
     * <p>
     * Should {@code now} lie before the newest entry (another process's clock runs a little ahead, or this one read
     * its clock before waiting for the log), the request is decided and logged as at that newest entry: the log
     * never goes back in time, so the limit holds over the logged instants whatever order decisions come in.
     */
    public static RateDecision admit(List<Instant> recent, RateLimit limit, Instant now) {
        Objects.requireNonNull(recent, "recent");
        Objects.requireNonNull(limit, "limit");
        Objects.requireNonNull(now, "now");
        Instant at = recent.stream().max(Instant::compareTo).filter(now::isBefore).orElse(now);
        List<Instant> kept = inWindow(recent, limit, at);
        boolean admitted = kept.size() < limit.count();
        if (admitted) {
            kept.add(at);
        }
        return new RateDecision(admitted, kept, limit.count() - kept.size(), resetSeconds(kept.get(0), limit, now));
    }

    /**
     * The entries still inside the window, oldest first, and never more than the limit: after the limit was lowered
     * only the newest count, as only their leaving frees a place.
     */
    private static List<Instant> inWindow(List<Instant> recent, RateLimit limit, Instant at) {
        Instant leaving = at.minus(limit.window());
        List<Instant> kept = new ArrayList<>();
        for (Instant hit : recent) {
            if (hit.isAfter(leaving)) {
                kept.add(hit);
            }
        }
        kept.sort(null);
        return kept.size() > limit.count() ? new ArrayList<>(kept.subList(kept.size() - limit.count(), kept.size())) : kept;
    }

    /** Rounded up so a client waiting that long finds the place free; clamped, as a logged instant may lie ahead of now. */
    private static long resetSeconds(Instant oldest, RateLimit limit, Instant now) {
        Duration left = Duration.between(now, oldest.plus(limit.window()));
        long seconds = left.getSeconds() + (left.getNano() > 0 ? 1 : 0);
        return Math.max(1, Math.min(limit.windowSeconds(), seconds));
    }
}
