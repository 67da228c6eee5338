package market.feeds.adapters.jdbc.infra;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import javax.sql.DataSource;

/**
 * How far this node's clock is from the database server's, read with one query (decision 0013). Nodes that share a
 * database judge rate-limit windows, feed-run leases and Quartz's cluster check-ins each by its own clock; the server's
 * clock is the one they all reach, so it is the reference each node is compared with.
 */
public final class DatabaseClock {

    private DatabaseClock() {
    }

    /**
     * @param offset      the server's time minus this node's, at the middle of the query's round trip (positive: this
     *                    node is behind)
     * @param uncertainty half the round trip: the server read its clock somewhere within it
     */
    public record Reading(Duration offset, Duration uncertainty) {

        /** True when the two clocks certainly differ by more than {@code tolerance}, whatever the round trip hid. */
        public boolean apartBy(Duration tolerance) {
            return offset.abs().minus(uncertainty).compareTo(tolerance) > 0;
        }
    }

    public static Reading read(DataSource pool, Clock clock) throws SQLException {
        try (Connection connection = pool.getConnection(); Statement sql = connection.createStatement()) {
            // a first statement on the connection pays its own costs; the second is the round trip to time
            sql.execute("SELECT 1");
            Instant sent = clock.instant();
            Instant server;
            try (ResultSet row = sql.executeQuery("SELECT clock_timestamp()")) {
                row.next();
                server = row.getObject(1, OffsetDateTime.class).toInstant();
            }
            Instant answered = clock.instant();
            Duration half = Duration.between(sent, answered).dividedBy(2);
            return new Reading(Duration.between(sent.plus(half), server), half);
        }
    }
}
