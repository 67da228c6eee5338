package market.feeds.bootstrap;

import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import javax.sql.DataSource;
import market.feeds.adapters.jdbc.infra.DatabaseClock;
import market.feeds.application.port.out.StorageFailure;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Tells the operator when this node's clock is out of step with the database server's (decision 0013): at start, and
 * again every hour, since a clock can drift or lose its time source while the node runs. A warning, not a refusal:
 * one node's skewed clock bends rate-limit windows and lease expiries by that much; stopping it would stop its vendors.
 * The last offset read is also a gauge of {@code /metrics}, for an alert.
 */
final class ClockCheck {

    /** Far beyond what a clock kept by NTP strays, and small against the shortest window the service judges (60 s). */
    static final Duration TOLERANCE = Duration.ofSeconds(1);
    static final Duration EVERY = Duration.ofHours(1);

    private static final Logger LOG = LoggerFactory.getLogger(ClockCheck.class);

    private final DataSource pool;
    private final Clock clock;
    private volatile double offsetSeconds = Double.NaN;

    ClockCheck(DataSource pool, Clock clock) {
        this.pool = pool;
        this.clock = clock;
    }

    /** Reads the server's clock, keeps the offset and warns when the two are apart. */
    void run() {
        DatabaseClock.Reading reading;
        try {
            reading = DatabaseClock.read(pool, clock);
        } catch (SQLException unreadable) {
            String state = unreadable.getSQLState() == null ? "" : " (SQLState " + unreadable.getSQLState() + ")";
            throw new StorageFailure(StorageFailure.Kind.UNAVAILABLE, "reading the database server's clock failed"
                    + state, unreadable);
        }
        offsetSeconds = reading.offset().toNanos() / 1e9;
        warning(reading).ifPresent(LOG::warn);
    }

    /** The server's clock minus this node's at the last reading, in seconds; NaN before the first. */
    double offsetSeconds() {
        return offsetSeconds;
    }

    static Optional<String> warning(DatabaseClock.Reading reading) {
        if (!reading.apartBy(TOLERANCE)) {
            return Optional.empty();
        }
        Duration offset = reading.offset();
        return Optional.of(String.format(Locale.ROOT, "this node's clock is %.1f s %s the database server's: nodes that"
                        + " share a database need their clocks in step (NTP); rate-limit windows, feed-run leases and"
                        + " the daily pull's schedule are judged by each node's clock (decision 0013)",
                offset.abs().toMillis() / 1000.0, offset.isNegative() ? "ahead of" : "behind"));
    }
}
