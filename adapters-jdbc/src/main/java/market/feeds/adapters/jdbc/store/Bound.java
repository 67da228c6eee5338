package market.feeds.adapters.jdbc.store;

import java.sql.Types;
import java.time.Instant;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.UUID;
import org.jdbi.v3.core.argument.Argument;

/**
 * Values bound as ready {@link Argument}s, for the statements every request runs: JDBI then neither looks a binder
 * up by type through its factories nor reflects over a record's methods ({@code bindMethods}), which together were
 * ~6 % of a 1-row PATCH's samples (decision 0811). Each binds as JDBI's own factory binds the same value.
 */
final class Bound {

    private Bound() {
    }

    static Argument text(String value) {
        return value == null ? (position, statement, context) -> statement.setNull(position, Types.VARCHAR)
                : (position, statement, context) -> statement.setString(position, value);
    }

    static Argument text(Optional<String> value) {
        return text(value.orElse(null));
    }

    static Argument uuid(UUID value) {
        return (position, statement, context) -> statement.setObject(position, value);
    }

    static Argument integer(int value) {
        return (position, statement, context) -> statement.setInt(position, value);
    }

    static Argument integer(OptionalInt value) {
        return value.isPresent() ? integer(value.getAsInt())
                : (position, statement, context) -> statement.setNull(position, Types.INTEGER);
    }

    static Argument bigint(long value) {
        return (position, statement, context) -> statement.setLong(position, value);
    }

    static Argument bool(boolean value) {
        return (position, statement, context) -> statement.setBoolean(position, value);
    }

    /** As {@link Columns#timestamp(Instant)}: whole microseconds, independent of the JVM's time zone. */
    static Argument timestamp(Instant value) {
        return (position, statement, context) -> statement.setObject(position, Columns.timestamp(value),
                Types.TIMESTAMP_WITH_TIMEZONE);
    }

    /**
     * Arrays of fixed-size values, which pgjdbc sends in PostgreSQL's binary array format: nothing to format here
     * or to parse there (decision 0815). A null element of a {@code Long[]} is SQL NULL.
     */
    static Argument bigints(long[] values) {
        return (position, statement, context) -> statement.setObject(position, values);
    }

    static Argument bigints(Long[] values) {
        return (position, statement, context) -> statement.setObject(position, values);
    }

    static Argument integers(int[] values) {
        return (position, statement, context) -> statement.setObject(position, values);
    }

    static Argument booleans(boolean[] values) {
        return (position, statement, context) -> statement.setObject(position, values);
    }
}
