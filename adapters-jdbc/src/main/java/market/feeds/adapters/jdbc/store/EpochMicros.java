package market.feeds.adapters.jdbc.store;

import java.time.Instant;

/**
 * Instants as whole microseconds since the epoch: what a {@code timestamptz} holds, cut as it cuts them, sent as a
 * binary {@code bigint} (no text to format in the JVM or to parse in PostgreSQL; decisions 0811, 0815).
 */
final class EpochMicros {

    private static final long MICROS_PER_HOUR = 3_600_000_000L;

    private EpochMicros() {
    }

    static long of(Instant instant) {
        return Math.addExact(Math.multiplyExact(instant.getEpochSecond(), 1_000_000L), instant.getNano() / 1000);
    }

    /**
     * SQL turning the {@code bigint} expression {@code micros} back into its {@code timestamptz} (null stays null).
     * PostgreSQL multiplies an interval in {@code double}: whole hours, then the microseconds left, keeps both
     * products exact for ±290,000 years from 1970 (every four-digit year of RFC 3339), where one product of
     * microseconds would round beyond ±285 years. An interval of hours alone adds no calendar days, so the
     * session's time zone plays no part.
     */
    static String toTimestamp(String micros) {
        return "(timestamptz 'epoch' + (%1$s / %2$d) * interval '1 hour' + (%1$s %% %2$d) * interval '1 microsecond')"
                .formatted(micros, MICROS_PER_HOUR);
    }
}
