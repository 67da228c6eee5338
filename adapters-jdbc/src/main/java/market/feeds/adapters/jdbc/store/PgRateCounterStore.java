package market.feeds.adapters.jdbc.store;

import java.time.Instant;
import java.util.Locale;
import java.util.Objects;
import market.feeds.application.port.out.RateCounterStore;
import market.feeds.domain.limit.RateBucket;

/**
 * Rate-limit counters in {@code rate_counters}: one atomic upsert per request, in autocommit on a connection of
 * its own, so the count is shared by every process at once and never held back by a request transaction.
 */
public final class PgRateCounterStore implements RateCounterStore {

    private final JdbiTransactions db;

    public PgRateCounterStore(JdbiTransactions db) {
        this.db = Objects.requireNonNull(db, "db");
    }

    @Override
    public long increment(String vendorId, RateBucket bucket, Instant windowStart) {
        return db.callAlone("counting a request", h -> h.createQuery("""
                        INSERT INTO rate_counters AS c (vendor_id, bucket, window_start, count)
                        VALUES (:vendor, :bucket, :window, 1)
                        ON CONFLICT (vendor_id, bucket, window_start) DO UPDATE SET count = c.count + 1
                        RETURNING count""")
                .bind("vendor", Ids.of(vendorId))
                .bind("bucket", bucket.name().toLowerCase(Locale.ROOT))
                .bind("window", Columns.timestamp(windowStart))
                .mapTo(Long.class).one());
    }

    @Override
    public int purgeWindowsBefore(Instant cutoff) {
        return db.call("purging rate counters", h -> h.createUpdate("DELETE FROM rate_counters WHERE window_start < :cutoff")
                .bind("cutoff", Columns.timestamp(cutoff))
                .execute());
    }
}
