package market.feeds.bootstrap;

import java.time.Duration;
import market.feeds.adapters.jdbc.infra.ConnectAttempt;
import market.feeds.adapters.jdbc.infra.DatabaseEndpoint;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * At start, waits for an external database that is not reachable yet, saying so at once and then every few
 * seconds, for at most the bound of {@code FEEDS_DATABASE_START_WAIT}; ends the start at once when the database
 * refuses for a reason no wait changes (decision 0007, amended).
 */
final class DatabaseStartWait {

    private static final Logger LOG = LoggerFactory.getLogger(DatabaseStartWait.class);
    /** Short, so a database that comes up is used within a second; each attempt is one TCP connect. */
    static final Duration RETRY_EVERY = Duration.ofSeconds(1);
    /** The same reason is repeated this often, so a log tail always shows what the service is waiting for. */
    static final Duration REPORT_EVERY = Duration.ofSeconds(10);

    private DatabaseStartWait() {
    }

    /** Returns once a connection was made; throws {@link DatabaseStartFailure} otherwise. */
    static void untilReachable(DatabaseEndpoint endpoint, Duration bound) {
        String where = endpoint.where();
        long started = System.nanoTime();
        String reported = null;
        long reportedAt = 0;
        while (true) {
            ConnectAttempt attempt = ConnectAttempt.once(endpoint);
            Duration waited = Duration.ofNanos(System.nanoTime() - started);
            switch (attempt.outcome()) {
                case REACHED -> {
                    if (reported != null) {
                        LOG.info("database reached: {} after {} s", where, waited.toSeconds());
                    }
                    return;
                }
                case REFUSED -> throw DatabaseStartFailure.refused(where, attempt.reason());
                case NOT_YET -> {
                    if (waited.compareTo(bound) >= 0) {
                        throw new DatabaseStartFailure(DatabaseStartFailure.Kind.UNREACHABLE,
                                "database unreachable: " + where + ": " + attempt.reason() + "; gave up after "
                                        + waited.toSeconds() + " s (FEEDS_DATABASE_START_WAIT=" + bound + ")");
                    }
                    long now = System.nanoTime();
                    if (!attempt.reason().equals(reported) || now - reportedAt >= REPORT_EVERY.toNanos()) {
                        LOG.warn("database not reachable yet: {}: {}; trying again every {} s, giving up in {} s",
                                where, attempt.reason(), RETRY_EVERY.toSeconds(),
                                wholeSecondsUp(bound.minus(waited)));
                        reported = attempt.reason();
                        reportedAt = now;
                    }
                    pause(RETRY_EVERY.compareTo(bound.minus(waited)) < 0 ? RETRY_EVERY : bound.minus(waited));
                }
            }
        }
    }

    private static long wholeSecondsUp(Duration duration) {
        return (duration.toMillis() + 999) / 1000;
    }

    private static void pause(Duration duration) {
        try {
            Thread.sleep(Math.max(1, duration.toMillis()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new Lifecycle.StopRequested("database");
        }
    }
}
