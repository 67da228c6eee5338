package market.feeds.adapters.jdbc.store;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import market.feeds.application.port.out.IdempotencyStore;

/**
 * Idempotency records in {@code idempotency_keys}, claimed inside the request's transaction. A second claim
 * of the same key blocks on the first one's uncommitted row until that transaction ends, then sees the
 * committed record (replay or reuse), or inserts its own when the first rolled back.
 */
public final class PgIdempotencyStore implements IdempotencyStore {

    /** The claim; on its own and rolled back, it is also the wait for a claim in flight ({@link #awaitSettled}). */
    private static final String CLAIM = """
            INSERT INTO idempotency_keys (vendor_id, key, fingerprint, request_id, created_at)
            VALUES (:vendor, :key, :fingerprint, :request, :now)
            ON CONFLICT (vendor_id, key) DO NOTHING""";

    private final JdbiTransactions db;

    public PgIdempotencyStore(JdbiTransactions db) {
        this.db = Objects.requireNonNull(db, "db");
    }

    @Override
    public Claim claim(String vendorId, String key, String fingerprint, String requestId, Instant now) {
        UUID vendor = Ids.of(vendorId);
        return db.call("claiming an idempotency key", h -> {
            // Bound as ready arguments: every write request runs this (decision 0811).
            boolean inserted = h.createUpdate(CLAIM)
                    .bind("vendor", Bound.uuid(vendor))
                    .bind("key", Bound.text(key))
                    .bind("fingerprint", Bound.text(fingerprint))
                    .bind("request", Bound.uuid(Ids.of(requestId)))
                    .bind("now", Bound.timestamp(now))
                    .execute() == 1;
            if (inserted) {
                return new Claim.Fresh();
            }
            Optional<Stored> stored = h.createQuery("""
                            SELECT fingerprint, request_id FROM idempotency_keys WHERE vendor_id = :vendor AND key = :key""")
                    .bind("vendor", Ids.of(vendorId))
                    .bind("key", key)
                    .map((row, ctx) -> new Stored(row.getString("fingerprint"), row.getString("request_id")))
                    .findOne();
            // The row we conflicted with is committed (ON CONFLICT waited for it), so it is visible here.
            Stored record = stored.orElseThrow(() -> new IllegalStateException("idempotency record vanished"));
            return record.fingerprint().equals(fingerprint) ? new Claim.Replay(record.requestId()) : new Claim.Reused();
        });
    }

    /**
     * An insert of the same key waits on an uncommitted claim's row until that unit ends; rolled back, so it never
     * takes the key itself.
     */
    @Override
    public void awaitSettled(String vendorId, String key) {
        db.waitOnLocks("waiting for a claim in flight", h -> h.createUpdate(CLAIM)
                .bind("vendor", Bound.uuid(Ids.of(vendorId)))
                .bind("key", Bound.text(key))
                .bind("fingerprint", Bound.text(""))
                .bind("request", Bound.uuid(UUID.randomUUID()))
                .bind("now", Bound.timestamp(Instant.EPOCH))
                .execute());
    }

    @Override
    public int purgeCreatedBefore(Instant cutoff) {
        return db.call("purging idempotency records", h -> h.createUpdate(
                        "DELETE FROM idempotency_keys WHERE created_at < :cutoff")
                .bind("cutoff", Columns.timestamp(cutoff))
                .execute());
    }

    private record Stored(String fingerprint, String requestId) {
    }
}
