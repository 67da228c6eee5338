package market.feeds.adapters.jdbc.store;

import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Function;
import market.feeds.application.model.RequestStatus;
import market.feeds.application.model.Source;
import market.feeds.domain.Warning;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.argument.ArgumentFactory;
import org.jdbi.v3.core.argument.NullArgument;
import org.jdbi.v3.core.argument.ObjectArgument;
import org.jdbi.v3.core.generic.GenericType;

/** Reading and binding the column types the stores share: timestamps, decimals, nullable values. */
final class Columns {

    private static final GenericType<List<Warning>> WARNINGS = new GenericType<>() { };

    private Columns() {
    }

    /**
     * Teaches {@code jdbi} the types of the records that stores bind with {@code bindMethods} (decision 0211): an
     * instant travels as {@link #timestamp(Instant)}, a wire enum as its wire text, warnings as their {@code jsonb}
     * text. Optionals and {@code OptionalInt}s are JDBI's own: empty binds a null of the inner type.
     */
    static Jdbi registerOn(Jdbi jdbi) {
        return jdbi
                .registerArgument(Columns.<Instant>argument(Instant.class, Types.TIMESTAMP_WITH_TIMEZONE, Columns::timestamp))
                .registerArgument(argument(Source.class, Types.VARCHAR, Source::wire))
                .registerArgument(argument(RequestStatus.class, Types.VARCHAR, RequestStatus::wire))
                .registerArgument(Columns.<List<Warning>>argument(WARNINGS.getType(), Types.VARCHAR, JsonColumns::warnings));
    }

    /** Binds a value declared as exactly {@code type} as {@code toSql} of it, and null as a null of {@code sqlType}. */
    @SuppressWarnings("unchecked")
    private static <T> ArgumentFactory.Preparable argument(Type type, int sqlType, Function<T, Object> toSql) {
        return (given, config) -> type.equals(given)
                ? Optional.of(value -> value == null ? new NullArgument(sqlType)
                        : ObjectArgument.of(toSql.apply((T) value), sqlType))
                : Optional.empty();
    }

    static Instant instant(ResultSet row, String column) throws SQLException {
        return row.getObject(column, OffsetDateTime.class).toInstant();
    }

    static Optional<Instant> optionalInstant(ResultSet row, String column) throws SQLException {
        return Optional.ofNullable(row.getObject(column, OffsetDateTime.class)).map(OffsetDateTime::toInstant);
    }

    /** An ordering timestamp: the microsecond column plus its {@code _ns} column of sub-microsecond nanos. */
    static Optional<Instant> exactInstant(ResultSet row, String column) throws SQLException {
        return exactInstant(row, row.findColumn(column), row.findColumn(column + "_ns"));
    }

    /** The same, read by column position (statements that read many rows, decision 0812). */
    static Optional<Instant> exactInstant(ResultSet row, int column, int nanosColumn) throws SQLException {
        OffsetDateTime micros = row.getObject(column, OffsetDateTime.class);
        return micros == null ? Optional.empty() : Optional.of(micros.toInstant().plusNanos(row.getInt(nanosColumn)));
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
        return decimal(row, row.findColumn(column));
    }

    /** The same, read by column position. */
    static BigDecimal decimal(ResultSet row, int column) throws SQLException {
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
}
