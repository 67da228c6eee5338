package market.feeds.adapters.jdbc.store;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import market.feeds.application.port.out.FeedRunLeases;

/**
 * Feed-run leases in {@code feed_leases}. Taking a lease is one upsert that succeeds only when the row is free, or
 * ended and settled, and raises the fencing token; the apply transaction locks the row to check its token before
 * commit. An ended unsettled row is a dropped run, handed over once by {@link #takeDropped} (decision 0410).
 */
public final class PgFeedRunLeases implements FeedRunLeases {

    /*
     * Taking and giving back a lease commit without waiting for the WAL flush (AsyncCommit, decision 0816), each
     * alone in autocommit. A taken lease that a database crash takes back was never relied on: the run's writes
     * commit synchronously after it, flushing it first, and a crash before that fails the run anyway. A release that
     * a crash takes back leaves the lease to expire, as a release that failed already does. A settled release that
     * a crash takes back leaves the run to be handed over as dropped: its journal row, committed synchronously before
     * the release, makes that hand-over write nothing (decision 0410).
     */
    static final String ACQUIRE = """
            INSERT INTO feed_leases AS l (vendor_id, owner, fencing_token, expires_at, settled, taken_at)
            SELECT :vendor, :owner, 1, :expires, false, :now WHERE %s
            ON CONFLICT (vendor_id) DO UPDATE
            SET owner = excluded.owner, fencing_token = l.fencing_token + 1, expires_at = excluded.expires_at,
                settled = false, taken_at = excluded.taken_at
            WHERE l.expires_at <= :now AND l.settled
            RETURNING fencing_token""".formatted(AsyncCommit.CONDITION);
    static final String RELEASE = """
            UPDATE feed_leases SET expires_at = '-infinity', settled = settled OR :settled
            WHERE vendor_id = :vendor AND owner = :owner AND fencing_token = :token AND\s""" + AsyncCommit.CONDITION;
    /**
     * One statement: the rows are locked as they are chosen, and those another transaction holds are skipped (the
     * apply holds its lease row from its verify to its commit, and a second round holds what it took). Commits with
     * the caller's unit, synchronously: the journal rows written for these runs go in the same commit. One row per
     * vendor: no index.
     */
    static final String TAKE_DROPPED = """
            UPDATE feed_leases l SET settled = true
            FROM (SELECT vendor_id FROM feed_leases
                  WHERE NOT settled AND expires_at <= :endedBy
                    AND (CAST(:vendor AS uuid) IS NULL OR vendor_id = CAST(:vendor AS uuid))
                  FOR UPDATE SKIP LOCKED) dropped
            WHERE l.vendor_id = dropped.vendor_id
            RETURNING l.vendor_id, l.owner, l.taken_at""";

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
    public void release(Lease lease, boolean settled) {
        db.callAlone("releasing a feed lease", h -> h.createUpdate(RELEASE)
                .bind("vendor", Ids.of(lease.vendorId()))
                .bind("owner", lease.owner())
                .bind("token", lease.fencingToken())
                .bind("settled", settled)
                .execute());
    }

    @Override
    public List<DroppedRun> takeDropped(Optional<String> vendorId, Instant endedBy) {
        return db.call("taking dropped feed runs", h -> h.createQuery(TAKE_DROPPED)
                .bind("vendor", Ids.ofNullable(vendorId))
                .bind("endedBy", Columns.timestamp(endedBy))
                .map((row, ctx) -> new DroppedRun(row.getString("vendor_id"), row.getString("owner"),
                        Columns.instant(row, "taken_at")))
                .list());
    }

    @Override
    public Optional<Instant> lastTakenAt(String vendorId) {
        return db.read("reading when a feed lease was last taken", h -> h.createQuery(
                        "SELECT taken_at FROM feed_leases WHERE vendor_id = :vendor AND taken_at IS NOT NULL")
                .bind("vendor", Ids.of(vendorId))
                .map((row, ctx) -> Columns.instant(row, "taken_at"))
                .findOne());
    }
}
