package market.feeds.adapters.jdbc.store;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import market.feeds.application.port.out.FeedRunLeases;

/**
 * Feed-run leases in {@code feed_leases}. Taking a lease is one upsert that succeeds only when the row is free
 * or expired and raises the fencing token; the apply transaction locks the row to check its token before commit.
 */
public final class PgFeedRunLeases implements FeedRunLeases {

    /*
     * Taking and giving back a lease commit without waiting for the WAL flush (AsyncCommit, decision 0816), each
     * alone in autocommit. A taken lease that a database crash takes back was never relied on: the run's writes
     * commit synchronously after it, flushing it first, and a crash before that fails the run anyway. A release that
     * a crash takes back leaves the lease to expire, as a release that failed already does.
     */
    static final String ACQUIRE = """
            INSERT INTO feed_leases AS l (vendor_id, owner, fencing_token, expires_at)
            SELECT :vendor, :owner, 1, :expires WHERE %s
            ON CONFLICT (vendor_id) DO UPDATE
            SET owner = excluded.owner, fencing_token = l.fencing_token + 1, expires_at = excluded.expires_at
            WHERE l.expires_at <= :now
            RETURNING fencing_token""".formatted(AsyncCommit.CONDITION);
    static final String RELEASE = """
            UPDATE feed_leases SET expires_at = '-infinity'
            WHERE vendor_id = :vendor AND owner = :owner AND fencing_token = :token AND\s""" + AsyncCommit.CONDITION;

    private final JdbiTransactions db;

    public PgFeedRunLeases(JdbiTransactions db) {
        this.db = Objects.requireNonNull(db, "db");
    }

    @Override
    public Optional<Lease> acquire(String vendorId, String owner, Instant now, Instant expiresAt) {
        return db.callAlone("acquiring a feed lease", h -> h.createQuery(ACQUIRE)
                .bind("vendor", Ids.of(vendorId))
                .bind("owner", owner)
                .bind("expires", Columns.timestamp(expiresAt))
                .bind("now", Columns.timestamp(now))
                .mapTo(Long.class).findOne()
                .map(token -> new Lease(vendorId, owner, token, expiresAt)));
    }

    /**
     * The vendor's row is locked in the mode every offer writer takes first ({@link VendorWriteLock}), which the
     * run's apply takes next anyway: a deactivation committed before is read here (a locking read sees the newest
     * version), one that comes later waits for this transaction. Lease row first, then the vendor's: nothing takes
     * them the other way round, and the lease is taken and given back outside any transaction.
     */
    @Override
    public LeaseCheck verify(Lease lease, Instant now) {
        return db.call("verifying a feed lease", h -> h.createQuery("""
                        SELECT l.owner, l.fencing_token, l.expires_at <= :now AS expired, v.active,
                               EXISTS (SELECT 1 FROM feed_settings s WHERE s.vendor_id = l.vendor_id) AS has_settings
                        FROM feed_leases l JOIN vendors v ON v.id = l.vendor_id WHERE l.vendor_id = :vendor
                        FOR UPDATE OF l FOR NO KEY UPDATE OF v""")
                .bind("vendor", Ids.of(lease.vendorId()))
                .bind("now", Columns.timestamp(now))
                .map((row, ctx) -> {
                    if (!row.getBoolean("active")) {
                        return LeaseCheck.VENDOR_INACTIVE;
                    }
                    if (row.getLong("fencing_token") != lease.fencingToken() || !row.getString("owner").equals(lease.owner())) {
                        return LeaseCheck.LOST;
                    }
                    if (row.getBoolean("expired")) {
                        return LeaseCheck.EXPIRED;
                    }
                    return row.getBoolean("has_settings") ? LeaseCheck.HELD : LeaseCheck.SETTINGS_GONE;
                })
                .findOne()
                .orElse(LeaseCheck.LOST));
    }

    /** Ends the lease by making it expired; the row and its token stay, so tokens never repeat. */
    @Override
    public void release(Lease lease) {
        db.callAlone("releasing a feed lease", h -> h.createUpdate(RELEASE)
                .bind("vendor", Ids.of(lease.vendorId()))
                .bind("owner", lease.owner())
                .bind("token", lease.fencingToken())
                .execute());
    }
}
