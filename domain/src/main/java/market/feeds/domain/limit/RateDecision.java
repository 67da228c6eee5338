package market.feeds.domain.limit;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * What the sliding log decided for one request: whether it is admitted, the log to store in place of the old one,
 * the requests left after this one, and the whole seconds until the oldest logged request leaves the window.
 *
 * @param admitted     the request may go on; when false it is answered 429 and left out of the log
 * @param log          the bucket's admitted requests still inside the window, oldest first, at most the limit
 * @param remaining    requests the bucket may still make now, after this one
 * @param resetSeconds whole seconds until one more request is allowed (the {@code Retry-After} when refused), 1..window
 */
public record RateDecision(boolean admitted, List<Instant> log, long remaining, long resetSeconds) {

    public RateDecision {
        log = List.copyOf(Objects.requireNonNull(log, "log"));
        if (remaining < 0) {
            throw new IllegalArgumentException("remaining is never negative, got " + remaining);
        }
        if (resetSeconds < 1) {
            throw new IllegalArgumentException("resetSeconds is at least 1, got " + resetSeconds);
        }
    }
}
