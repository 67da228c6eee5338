package market.feeds.adapters.jdbc.store;

import java.sql.Array;
import java.sql.SQLException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Function;
import market.feeds.application.port.out.RateCounterStore;
import market.feeds.domain.limit.RateBucket;
import org.jdbi.v3.core.Handle;

/**
 * Rate logs in {@code rate_logs}: each update locks its bucket's row in a short transaction on a connection of its
 * own, so every process decides over the same log, one at a time, and a request transaction never holds the lock.
 */
public final class PgRateCounterStore implements RateCounterStore {

    /** A purge may delete the row between our insert and our lock; the next attempt inserts it again. */
    private static final int ATTEMPTS = 4;

    private final JdbiTransactions db;

    public PgRateCounterStore(JdbiTransactions db) {
        this.db = Objects.requireNonNull(db, "db");
    }

    @Override
    public <T> T update(String vendorId, RateBucket bucket, Function<List<Instant>, LogUpdate<T>> decide) {
        Objects.requireNonNull(decide, "decide");
        UUID vendor = Ids.of(vendorId);
        String name = bucket.name().toLowerCase(Locale.ROOT);
        return db.callAlone("metering a request", h -> h.inTransaction(tx -> {
            List<Instant> log = lock(tx, vendor, name);
            LogUpdate<T> update = decide.apply(log);
            if (!update.newLog().equals(log)) {
                // A refusal with nothing expired leaves the log as it was: no write, no WAL, one round trip less.
                // The write carries the COMMIT in the same execution (one round trip, decision 0809): should the
                // UPDATE fail, the server skips the COMMIT and Jdbi rolls back as before; once it has committed,
                // the driver sees the transaction idle and Jdbi's own commit sends nothing.
                tx.createUpdate("""
                                UPDATE rate_logs SET hits = CAST(:hits AS timestamptz[]) WHERE vendor_id = :vendor AND bucket = :bucket;
                                COMMIT""")
                        .bind("hits", update.newLog().stream().map(hit -> Columns.micros(hit).toString())
                                .toArray(String[]::new))
                        .bind("vendor", vendor)
                        .bind("bucket", name)
                        .execute();
            }
            return update.result();
        }));
    }

    /**
     * Locks the bucket's row, creating it first only when it is missing (a vendor's first request, or after a
     * purge): the usual request costs one statement here, not an insert attempt and then the lock. Concurrent
     * updates of the bucket wait here for each other.
     */
    private static List<Instant> lock(Handle tx, UUID vendor, String bucket) {
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            Optional<List<Instant>> log = tx.createQuery("""
                            SELECT ARRAY(SELECT (extract(epoch FROM h) * 1000000)::bigint FROM unnest(hits) AS h ORDER BY h)
                                   AS micros
                            FROM rate_logs WHERE vendor_id = :vendor AND bucket = :bucket
                            FOR UPDATE""")
                    .bind("vendor", vendor)
                    .bind("bucket", bucket)
                    .map((row, ctx) -> instants(row.getArray("micros")))
                    .findOne();
            if (log.isPresent()) {
                return log.get();
            }
            tx.createUpdate("INSERT INTO rate_logs (vendor_id, bucket) VALUES (:vendor, :bucket) ON CONFLICT DO NOTHING")
                    .bind("vendor", vendor)
                    .bind("bucket", bucket)
                    .execute();
        }
        throw new IllegalStateException("the rate log of " + bucket + " vanished " + ATTEMPTS + " times while being locked");
    }

    /** Read as epoch microseconds: exact, and independent of the driver's and the JVM's time zones. */
    private static List<Instant> instants(Array micros) throws SQLException {
        List<Instant> log = new ArrayList<>();
        for (Object value : (Object[]) micros.getArray()) {
            log.add(Instant.EPOCH.plus((Long) value, ChronoUnit.MICROS));
        }
        return log;
    }

    @Override
    public int purgeLogsIdleBefore(Instant cutoff) {
        return db.call("purging idle rate logs", h -> h.createUpdate("""
                        DELETE FROM rate_logs
                        WHERE NOT EXISTS (SELECT 1 FROM unnest(hits) AS h WHERE h >= :cutoff)""")
                .bind("cutoff", Columns.timestamp(cutoff))
                .execute());
    }
}
