package market.feeds.adapters.jdbc.store;

import java.math.BigDecimal;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
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

    /** Bound as {@code timestamptz}, independent of the JVM's time zone. */
    static OffsetDateTime timestamp(Instant instant) {
        return instant == null ? null : instant.atOffset(ZoneOffset.UTC);
    }

    static OffsetDateTime timestamp(Optional<Instant> instant) {
        return instant.map(Columns::timestamp).orElse(null);
    }

    /** Array elements travel as text and are cast in SQL ({@code CAST(:x AS timestamptz[])}). */
    static String timestampText(Optional<Instant> instant) {
        return instant.map(Instant::toString).orElse(null);
    }

    static String decimalText(BigDecimal value) {
        return value.toPlainString();
    }

    static Integer boxed(OptionalInt value) {
        return value.isPresent() ? value.getAsInt() : null;
    }
}
