package market.feeds.adapters.jdbc.store;

import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.model.JournalPlace;
import market.feeds.application.model.RequestStatus;
import market.feeds.application.model.Source;
import market.feeds.application.port.out.RequestJournal;
import org.jdbi.v3.core.mapper.RowMapper;
import org.jdbi.v3.core.statement.Update;

/** The request journal in {@code requests}, newest first per vendor. */
public final class PgRequestJournal implements RequestJournal {

    private static final RowMapper<JournalEntry> ENTRY = (row, ctx) -> new JournalEntry(row.getString("request_id"),
            row.getString("vendor_id"), Source.valueOf(row.getString("source").toUpperCase(Locale.ROOT)),
            row.getString("endpoint"), row.getBoolean("dry_run"), Columns.instant(row, "created_at"),
            Columns.instant(row, "finished_at"), RequestStatus.valueOf(row.getString("status").toUpperCase(Locale.ROOT)),
            Columns.optionalText(row, "code"), Columns.optionalInt(row, "http_status"),
            Columns.optionalInt(row, "accepted"), Columns.optionalInt(row, "applied"),
            Columns.optionalInt(row, "unchanged"), Columns.optionalInt(row, "not_published"),
            row.getInt("rejected_total"), Columns.optionalText(row, "job_id"),
            JsonColumns.warnings(row.getString("warnings")));

    /**
     * One slice of the retention purge (decision 0016), oldest first through {@code requests_created}. SKIP LOCKED:
     * two nodes purging at once take disjoint slices and never wait on each other's rows. An idempotency record naming
     * a doomed request goes in the same statement, so the deferred foreign key holds at the commit whatever the order
     * the two purges ran in (it is reached through {@code idempotency_keys_request}, as is the key's check at commit).
     * Stored rejections go by ON DELETE CASCADE. Both deletes reach their rows by key from an array the planner cannot
     * size, so their plans do not depend on the tables' statistics (as {@code PgRejectionLog.PURGE_SLICE}).
     */
    static final String PURGE_SLICE = """
            WITH doomed AS MATERIALIZED (
                SELECT request_id FROM requests
                WHERE created_at >= COALESCE(CAST(:from AS timestamptz), '-infinity') AND created_at < :cutoff
                ORDER BY created_at
                LIMIT :slice
                FOR UPDATE SKIP LOCKED),
            keys AS (
                DELETE FROM idempotency_keys WHERE request_id = ANY (ARRAY(SELECT request_id FROM doomed))),
            gone AS (
                DELETE FROM requests WHERE request_id = ANY (ARRAY(SELECT request_id FROM doomed))
                RETURNING created_at)
            SELECT count(*) AS purged, max(created_at) AS reached FROM gone""";

    private final JdbiTransactions db;

    public PgRequestJournal(JdbiTransactions db) {
        this.db = Objects.requireNonNull(db, "db");
    }

    static final String INSERT = """
            INSERT INTO requests (request_id, vendor_id, source, endpoint, dry_run, created_at, finished_at, status,
                                  code, http_status, accepted, applied, unchanged, not_published, rejected_total,
                                  job_id, warnings)
            VALUES (CAST(:requestId AS uuid), CAST(:vendorId AS uuid), :source, :endpoint, :dryRun, :createdAt,
                    :finishedAt, :status, :code, :httpStatus, :accepted, :applied, :unchanged, :notPublished,
                    :rejectedTotal, CAST(:jobId AS uuid), CAST(:warnings AS jsonb))""";
    /** Waits on an uncommitted row of the same id, then inserts or does nothing by what that unit did. */
    static final String INSERT_FIRST = INSERT + "\nON CONFLICT (request_id) DO NOTHING";

    @Override
    public void record(JournalEntry entry) {
        // Nothing reads the row back in the same unit: it may travel with the COMMIT (decision 0809).
        db.writeWithCommit("journaling a request", INSERT, update -> bind(update, entry));
    }

    @Override
    public boolean recordFirst(JournalEntry entry) {
        return db.call("journaling a request", h -> {
            Update update = h.createUpdate(INSERT_FIRST);
            bind(update, entry);
            return update.execute() == 1;
        });
    }

    /** Bound value by value, not by bindMethods: no reflection and no binder lookup on every request (0811). */
    private static void bind(Update update, JournalEntry entry) {
        update.bind("requestId", Bound.text(entry.requestId()))
                .bind("vendorId", Bound.text(entry.vendorId()))
                .bind("source", Bound.text(entry.source().wire()))
                .bind("endpoint", Bound.text(entry.endpoint()))
                .bind("dryRun", Bound.bool(entry.dryRun()))
                .bind("createdAt", Bound.timestamp(entry.createdAt()))
                .bind("finishedAt", Bound.timestamp(entry.finishedAt()))
                .bind("status", Bound.text(entry.status().wire()))
                .bind("code", Bound.text(entry.code()))
                .bind("httpStatus", Bound.integer(entry.httpStatus()))
                .bind("accepted", Bound.integer(entry.accepted()))
                .bind("applied", Bound.integer(entry.applied()))
                .bind("unchanged", Bound.integer(entry.unchanged()))
                .bind("notPublished", Bound.integer(entry.notPublished()))
                .bind("rejectedTotal", Bound.integer(entry.rejectedTotal()))
                .bind("jobId", Bound.text(entry.jobId()))
                // every offers write and most product feeds carry none: no JSON to build for them
                .bind("warnings", Bound.text(entry.warnings().isEmpty() ? "[]"
                        : JsonColumns.warnings(entry.warnings())));
    }

    @Override
    public Optional<JournalEntry> find(String vendorId, String requestId) {
        Optional<UUID> vendor = Ids.parse(vendorId);
        Optional<UUID> request = Ids.parse(requestId);
        if (vendor.isEmpty() || request.isEmpty()) {
            return Optional.empty();
        }
        return db.call("reading a journal entry", h -> h.createQuery(
                        "SELECT * FROM requests WHERE vendor_id = :vendor AND request_id = :id")
                .bind("vendor", vendor.get()).bind("id", request.get()).map(ENTRY).findOne());
    }

    @Override
    public List<JournalEntry> list(String vendorId, Optional<Source> source, int limit) {
        Optional<UUID> vendor = Ids.parse(vendorId);
        if (vendor.isEmpty() || limit <= 0) {
            return List.of();
        }
        return db.call("listing the journal", h -> h.createQuery("""
                        SELECT * FROM requests
                        WHERE vendor_id = :vendor AND (CAST(:source AS text) IS NULL OR source = :source)
                        ORDER BY created_at DESC, seq DESC
                        LIMIT :limit""")
                .bind("vendor", vendor.get())
                .bind("source", source.map(Source::wire).orElse(null))
                .bind("limit", limit)
                .map(ENTRY).list());
    }

    static String leafQuery(boolean source, boolean status, boolean at, boolean newer) {
        return "SELECT * FROM requests WHERE vendor_id = :vendor"
                + (source ? " AND source = :source" : "")
                + (status ? " AND status = :status" : "")
                + (at ? " AND (created_at, seq) " + (newer ? ">" : "<")
                + " (SELECT created_at, seq FROM requests WHERE vendor_id = :vendor AND request_id = :at)" : "")
                + (newer ? " ORDER BY created_at, seq" : " ORDER BY created_at DESC, seq DESC") + " LIMIT :limit";
    }

    /**
     * A text per filter and direction, so each is one range read of {@code requests_vendor_newest} from the request's
     * {@code (created_at, seq)}: forwards for older, backwards for newer, stopping at the limit. The source and status
     * filters are checked on the rows the walk meets.
     */
    @Override
    public List<JournalEntry> leaf(String vendorId, Optional<Source> source, Optional<RequestStatus> status,
                                   JournalPlace place, int limit) {
        Optional<UUID> vendor = Ids.parse(vendorId);
        Optional<UUID> at = place.requestId().flatMap(Ids::parse);
        if (vendor.isEmpty() || limit <= 0 || place.requestId().isPresent() && at.isEmpty()) {
            return List.of();
        }
        String query = leafQuery(source.isPresent(), status.isPresent(), at.isPresent(), place.towardsNewer());
        return db.call("leafing through the journal", h -> {
            var leaf = h.createQuery(query).bind("vendor", vendor.get()).bind("limit", limit);
            source.ifPresent(value -> leaf.bind("source", value.wire()));
            status.ifPresent(value -> leaf.bind("status", value.wire()));
            at.ifPresent(value -> leaf.bind("at", value));
            return leaf.map(ENTRY).list();
        });
    }

    @Override
    public int purgeCreatedBefore(Instant cutoff) {
        return PurgeSlices.purge(db, "purging the journal", PURGE_SLICE, cutoff);
    }
}
