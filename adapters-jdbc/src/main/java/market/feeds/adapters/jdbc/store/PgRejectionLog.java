package market.feeds.adapters.jdbc.store;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import market.feeds.application.port.out.RejectionLog;
import market.feeds.domain.Rejection;
import market.feeds.domain.RejectionWindow;
import market.feeds.domain.code.RowCode;
import org.jdbi.v3.core.mapper.RowMapper;

/**
 * A request's first {@link RejectionWindow#STORED} rejections in {@code rejections}, written with one statement,
 * paged by item index.
 */
public final class PgRejectionLog implements RejectionLog {

    private static final RowMapper<Rejection> REJECTION = (row, ctx) -> new Rejection(row.getInt("idx"),
            Columns.optionalText(row, "sku"), RowCode.fromWire(row.getString("reason")).orElseThrow(),
            Columns.optionalText(row, "field"), Columns.optionalText(row, "detail"));

    private final JdbiTransactions db;

    public PgRejectionLog(JdbiTransactions db) {
        this.db = Objects.requireNonNull(db, "db");
    }

    @Override
    public void store(String requestId, List<Rejection> rejections) {
        if (rejections.isEmpty()) {
            return;
        }
        List<Rejection> rows = RejectionWindow.stored(rejections);
        // Nothing reads them back in the same unit: they may travel with the COMMIT (decision 0809).
        db.writeWithCommit("storing rejections", """
                        INSERT INTO rejections (request_id, idx, sku, reason, field, detail)
                        SELECT :request, * FROM unnest(CAST(:indexes AS integer[]), CAST(:skus AS text[]),
                                                       CAST(:reasons AS text[]), CAST(:fields AS text[]),
                                                       CAST(:details AS text[]))""", update -> update
                .bind("request", Ids.of(requestId))
                .bind("indexes", rows.stream().map(Rejection::index).toArray(Integer[]::new))
                .bind("skus", rows.stream().map(r -> r.sku().orElse(null)).toArray(String[]::new))
                .bind("reasons", rows.stream().map(r -> r.reason().wire()).toArray(String[]::new))
                .bind("fields", rows.stream().map(r -> r.field().orElse(null)).toArray(String[]::new))
                .bind("details", rows.stream().map(r -> r.detail().orElse(null)).toArray(String[]::new)));
    }

    @Override
    public List<Rejection> page(String requestId, int offset, int limit) {
        Optional<java.util.UUID> request = Ids.parse(requestId);
        if (request.isEmpty() || limit <= 0) {
            return List.of();
        }
        return db.call("paging rejections", h -> h.createQuery("""
                        SELECT * FROM rejections WHERE request_id = :request
                        ORDER BY idx OFFSET :offset LIMIT :limit""")
                .bind("request", request.get())
                .bind("offset", Math.max(0, offset))
                .bind("limit", limit)
                .map(REJECTION).list());
    }

    /**
     * The first purge of a process: every request older than the cutoff. Journal rows stay for the journal's retention
     * (decision 0016, P90D by default), so this reads that much journal, or the whole rejection log; once per start,
     * not every round.
     */
    static final String PURGE_ALL = """
            DELETE FROM rejections r USING requests q
            WHERE q.request_id = r.request_id AND q.created_at < :cutoff""";

    /**
     * Every later round: only the requests that came of age since the last cutoff, found by their creation time, and
     * their rejections by primary key, so a round costs what it purges, not the age of the service.
     */
    static final String PURGE_SLICE = """
            DELETE FROM rejections
            WHERE request_id = ANY (ARRAY(SELECT request_id FROM requests
                                          WHERE created_at >= :from AND created_at < :cutoff))""";

    /**
     * How far a round reaches back before the last cutoff: a request is written seconds after its creation time,
     * and nodes' clocks agree within a second (decision 0013), so an hour only re-reads rows already purged.
     */
    static final Duration SLICE_OVERLAP = Duration.ofHours(1);

    /** The cutoff of this process's last purge that succeeded; empty until the first. */
    private final AtomicReference<Instant> purgedBefore = new AtomicReference<>();

    @Override
    public int purgeStoredBefore(Instant cutoff) {
        Instant last = purgedBefore.get();
        int purged = last == null
                ? db.call("purging rejections", h -> h.createUpdate(PURGE_ALL).bind("cutoff", cutoff).execute())
                : db.call("purging rejections", h -> h.createUpdate(PURGE_SLICE)
                        .bind("from", (cutoff.isBefore(last) ? cutoff : last).minus(SLICE_OVERLAP))
                        .bind("cutoff", cutoff)
                        .execute());
        purgedBefore.accumulateAndGet(cutoff, (kept, now) -> kept == null || now.isAfter(kept) ? now : kept);
        return purged;
    }
}
