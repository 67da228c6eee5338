package market.feeds.adapters.jdbc.store;

import java.math.BigDecimal;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.Optional;
import java.util.OptionalInt;

/** Reading and binding the column types the stores share: timestamps, decimals, nullable values. */
final class Columns {

    private Columns() {
    }

    static Instant instant(ResultSet row, String column) throws SQLException {
        return row.getObject(column, OffsetDateTime.class).toInstant();
    }

    static Optional<Instant> optionalInstant(ResultSet row, String column) throws SQLException {
        return Optional.ofNullable(row.getObject(column, OffsetDateTime.class)).map(OffsetDateTime::toInstant);
    }

    /** An ordering timestamp: the microsecond column plus its {@code _ns} column of sub-microsecond nanos. */
    static Optional<Instant> exactInstant(ResultSet row, String column) throws SQLException {
        int nanos = row.getInt(column + "_ns");
        return optionalInstant(row, column).map(instant -> instant.plusNanos(nanos));
    }

    /** The nanoseconds below the microsecond, which {@code timestamptz} cannot hold. */
    static int subMicros(Optional<Instant> instant) {
        return instant.map(value -> value.getNano() % 1000).orElse(0);
    }

    static Optional<String> optionalText(ResultSet row, String column) throws SQLException {
        return Optional.ofNullable(row.getString(column));
    }

    static OptionalInt optionalInt(ResultSet row, String column) throws SQLException {
        int value = row.getInt(column);
        return row.wasNull() ? OptionalInt.empty() : OptionalInt.of(value);
    }

    /**
     * A {@code numeric(21,6)} value without the padding zeros of the column's scale: 10.000000 reads as 10
     * and 2.500000 as 2.5 (numbers compare by value; the padding would leak into the operator API).
     */
    static BigDecimal decimal(ResultSet row, String column) throws SQLException {
        return plain(row.getBigDecimal(column));
    }

    static BigDecimal plain(BigDecimal value) {
        BigDecimal stripped = value.stripTrailingZeros();
        return stripped.scale() < 0 ? stripped.setScale(0) : stripped;
    }

    /**
     * Bound as {@code timestamptz}, independent of the JVM's time zone, truncated (not rounded by the server) to
     * the microseconds the column holds.
     */
    static OffsetDateTime timestamp(Instant instant) {
        return instant == null ? null : micros(instant).atOffset(ZoneOffset.UTC);
    }

    static OffsetDateTime timestamp(Optional<Instant> instant) {
        return instant.map(Columns::timestamp).orElse(null);
    }

    /** Array elements travel as text and are cast in SQL ({@code CAST(:x AS timestamptz[])}). */
    static String timestampText(Optional<Instant> instant) {
        return instant.map(value -> micros(value).toString()).orElse(null);
    }

    /** The precision of every {@code timestamptz} column: whole microseconds, cut rather than rounded. */
    static Instant micros(Instant instant) {
        return instant.truncatedTo(ChronoUnit.MICROS);
    }

    static String decimalText(BigDecimal value) {
        return value.toPlainString();
    }

    static Integer boxed(OptionalInt value) {
        return value.isPresent() ? value.getAsInt() : null;
    }
}
