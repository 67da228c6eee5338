package market.feeds.bootstrap.background;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import market.feeds.application.port.out.StorageFailure;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What the background loops say while the database is away (decision 0409): one WARN when a loop pauses, one a
 * minute while it stays paused, one INFO when it resumes. The job worker polls every few seconds, and a line per
 * round buried what the operator looks for in an outage of any length: when it began and when it ended.
 */
final class LoopOutages {

    static final Duration REMINDER = Duration.ofMinutes(1);

    private static final Logger LOG = LoggerFactory.getLogger(BackgroundWork.class);

    private final Map<String, Outage> paused = new ConcurrentHashMap<>();

    /** A round of {@code loop} failed because the database is away. */
    void failed(String loop, StorageFailure away) {
        long now = System.nanoTime();
        Outage outage = paused.get(loop);
        if (outage == null) {
            paused.put(loop, new Outage(now, now, 1));
            LOG.warn("{} paused: {} ({})", loop, away.getMessage(), away.kind());
            return;
        }
        Outage longer = outage.again();
        if (now - outage.lastSaid() >= REMINDER.toNanos()) {
            longer = longer.saidAt(now);
            LOG.warn("{} still paused after {} s ({} rounds): {} ({})", loop, seconds(now - outage.since()),
                    longer.rounds(), away.getMessage(), away.kind());
        }
        paused.put(loop, longer);
    }

    /** A round of {@code loop} went through. */
    void succeeded(String loop) {
        Outage ended = paused.remove(loop);
        if (ended != null) {
            LOG.info("{} resumed after {} s ({} rounds paused)", loop, seconds(System.nanoTime() - ended.since()),
                    ended.rounds());
        }
    }

    private static long seconds(long nanos) {
        return Math.round(nanos / 1e9);
    }

    /** A loop's rounds never overlap (fixed delay), so only one round at a time changes its entry. */
    private record Outage(long since, long lastSaid, int rounds) {

        Outage again() {
            return new Outage(since, lastSaid, rounds + 1);
        }

        Outage saidAt(long now) {
            return new Outage(since, now, rounds);
        }
    }
}
