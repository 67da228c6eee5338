package market.feeds.adapters.jdbc.store;

import java.sql.Array;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.UUID;
import java.util.function.Function;
import market.feeds.application.model.RateLogRead;
import market.feeds.application.port.out.RateCounterStore;
import market.feeds.domain.limit.RateBucket;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.argument.Argument;

/**
 * Rate logs in {@code rate_logs}, each bucket's row written only over the version it was read at (decision 0811):
 * every process decides over the same log, one update at a time, and no request transaction ever holds the row.
 */
public final class PgRateCounterStore implements RateCounterStore {

    /**
     * Optimistic attempts before the row is locked instead: an update that lost this many races to other updates of
     * the same bucket waits for its turn under the row lock, so a bucket hammered from many nodes still progresses.
     */
    static final int OPTIMISTIC_ATTEMPTS = 3;
    /** A purge may delete the row between our insert and our lock; the next attempt inserts it again. */
    private static final int LOCKED_ATTEMPTS = 4;

    private static final String READ = """
            SELECT hits, version FROM rate_logs WHERE vendor_id = :vendor AND bucket = :bucket""";
    /*
     * Committed without waiting for the WAL flush (AsyncCommit, decision 0816): a database crash may forget the last
     * fraction of a second of logs, letting those requests go uncounted; it can never store a log out of order or
     * half of one.
     */
    static final String WRITE_OVER = """
            UPDATE rate_logs SET hits = :hits, version = version + 1
            WHERE vendor_id = :vendor AND bucket = :bucket AND version = :version AND\s""" + AsyncCommit.CONDITION;
    private static final String CREATE = """
            INSERT INTO rate_logs (vendor_id, bucket, hits) VALUES (:vendor, :bucket, :hits) ON CONFLICT DO NOTHING""";

    private static final RateLogRead NEVER_STORED = new RateLogRead(List.of(), OptionalLong.empty());

    private final JdbiTransactions db;

    public PgRateCounterStore(JdbiTransactions db) {
        this.db = Objects.requireNonNull(db, "db");
    }

    /**
     * Read in autocommit, decided, written back in autocommit by {@code UPDATE … WHERE version = :read} (or created
     * by {@code INSERT … ON CONFLICT DO NOTHING}); when another update came in between, no row is written and the
     * log is read and decided again. One round trip when nothing changes, two when it does, with one commit and no
     * row lock (from BEGIN+lock and write+COMMIT, decision 0809). A log read ahead with the caller's key is judged
     * first, without a read of its own (decision 0813): the write over its version is what makes it safe whatever
     * its age; one that lost is not counted among the attempts, which read the log anew.
     */
    @Override
    public <T> T update(String vendorId, RateBucket bucket, Optional<RateLogRead> readAhead,
                        Function<List<Instant>, LogUpdate<T>> decide) {
        Objects.requireNonNull(decide, "decide");
        UUID vendor = Ids.of(vendorId);
        String name = bucketName(bucket);
        return db.callAlone("metering a request", h -> {
            if (readAhead.isPresent()) {
                Attempt<T> attempt = tryOnce(h, vendor, name, readAhead.get(), decide);
                if (attempt.stored()) {
                    return attempt.result();
                }
            }
            for (int tried = 0; tried < OPTIMISTIC_ATTEMPTS; tried++) {
                Attempt<T> attempt = tryOnce(h, vendor, name, read(h, READ, vendor, name), decide);
                if (attempt.stored()) {
                    return attempt.result();
                }
            }
            return h.inTransaction(tx -> underLock(tx, vendor, name, decide));
        });
    }

    private static <T> Attempt<T> tryOnce(Handle h, UUID vendor, String bucket, RateLogRead read,
                                           Function<List<Instant>, LogUpdate<T>> decide) {
        LogUpdate<T> update = decide.apply(read.log());
        if (read.version().isPresent() && update.newLog().equals(read.log())) {
            // A refusal with nothing expired leaves the log as it was: no write, no WAL, no commit.
            return new Attempt<>(true, update.result());
        }
        int written = read.version().isPresent()
                ? writeOver(h, vendor, bucket, read.version().getAsLong(), update.newLog())
                : create(h, vendor, bucket, update.newLog());
        return new Attempt<>(written == 1, update.result());
    }

    private static RateLogRead read(Handle h, String sql, UUID vendor, String bucket) {
        return h.createQuery(sql)
                .bind("vendor", Bound.uuid(vendor))
                .bind("bucket", Bound.text(bucket))
                .map((row, ctx) -> logRead(row))
                .findOne()
                .orElse(NEVER_STORED);
    }

    /**
     * The log in a row's {@code hits} and {@code version} columns, also when another store's statement read it
     * (PgApiKeyStore, decision 0813); both null (no row joined) is a log never stored.
     */
    static RateLogRead logRead(ResultSet row) throws SQLException {
        Array hits = row.getArray("hits");
        long version = row.getLong("version");
        return hits == null ? NEVER_STORED : new RateLogRead(instants(hits), OptionalLong.of(version));
    }

    /** The name of a bucket's row in {@code rate_logs}. */
    static String bucketName(RateBucket bucket) {
        return bucket.name().toLowerCase(Locale.ROOT);
    }

    private static int writeOver(Handle h, UUID vendor, String bucket, long version, List<Instant> log) {
        return h.createUpdate(WRITE_OVER)
                .bind("hits", micros(log))
                .bind("vendor", Bound.uuid(vendor))
                .bind("bucket", Bound.text(bucket))
                .bind("version", Bound.bigint(version))
                .execute();
    }

    /** A bucket's first log; 0 when another process created the row meanwhile. */
    private static int create(Handle h, UUID vendor, String bucket, List<Instant> log) {
        return h.createUpdate(CREATE)
                .bind("hits", micros(log))
                .bind("vendor", Bound.uuid(vendor))
                .bind("bucket", Bound.text(bucket))
                .execute();
    }

    /** The fallback after lost races: the row locked, created first only when missing, read, decided, written. */
    private static <T> T underLock(Handle tx, UUID vendor, String bucket, Function<List<Instant>, LogUpdate<T>> decide) {
        for (int attempt = 0; attempt < LOCKED_ATTEMPTS; attempt++) {
            RateLogRead read = read(tx, READ + " FOR UPDATE", vendor, bucket);
            if (read.version().isPresent()) {
                LogUpdate<T> update = decide.apply(read.log());
                if (!update.newLog().equals(read.log())) {
                    writeOver(tx, vendor, bucket, read.version().getAsLong(), update.newLog());
                }
                return update.result();
            }
            create(tx, vendor, bucket, List.of());
        }
        throw new IllegalStateException("the rate log of " + bucket + " vanished " + LOCKED_ATTEMPTS
                + " times while being locked");
    }

    /**
     * Epoch microseconds, oldest first; bound as a {@code long[]}, which pgjdbc sends as a binary {@code int8[]}
     * (no text to format or parse on either side), directly as an {@link Argument} (no lookup of a binder by type).
     */
    private static Argument micros(List<Instant> log) {
        long[] micros = new long[log.size()];
        for (int i = 0; i < micros.length; i++) {
            micros[i] = EpochMicros.of(log.get(i));
        }
        Arrays.sort(micros);
        return Bound.bigints(micros);
    }

    /**
     * Exact to the microsecond, and independent of the driver's and the JVM's time zones; oldest first, as every
     * log is stored ({@link #micros}, V11), so the log is not sorted again on the path of every request.
     */
    private static List<Instant> instants(Array micros) throws SQLException {
        Object[] values = (Object[]) micros.getArray();
        List<Instant> log = new ArrayList<>(values.length + 1);
        for (Object value : values) {
            log.add(Instant.EPOCH.plus((Long) value, ChronoUnit.MICROS));
        }
        return log;
    }

    @Override
    public int purgeLogsIdleBefore(Instant cutoff) {
        return db.call("purging idle rate logs", h -> h.createUpdate("""
                        DELETE FROM rate_logs
                        WHERE NOT EXISTS (SELECT 1 FROM unnest(hits) AS h WHERE h >= :cutoff)""")
                .bind("cutoff", EpochMicros.of(cutoff))
                .execute());
    }

    /** A judgement and whether its log was stored; one not stored lost a race and is judged again. */
    private record Attempt<T>(boolean stored, T result) {
    }
}
