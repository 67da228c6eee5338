package market.feeds.adapters.jdbc.store;

import java.util.Objects;
import market.feeds.application.port.out.BacklogReadModel;

/**
 * The backlogs in one statement, read when {@code /metrics} is scraped on any node: open jobs through
 * {@code product_jobs_open} (at most 10 per vendor, operations contract §1), unresolved positions through
 * {@code positions_unresolved_by_state} (V19) without visiting the table, however many linked positions it holds.
 */
public final class PgBacklogReadModel implements BacklogReadModel {

    static final String READ = """
            SELECT j.queued, j.running, j.oldest_queued, p.awaiting, p.pending
            FROM (SELECT count(*) FILTER (WHERE state = 'queued') AS queued,
                         count(*) FILTER (WHERE state = 'running') AS running,
                         min(created_at) FILTER (WHERE state = 'queued') AS oldest_queued
                  FROM product_jobs WHERE state IN ('queued', 'running')) j,
                 (SELECT count(*) FILTER (WHERE state = 'awaiting_review') AS awaiting,
                         count(*) FILTER (WHERE state = 'pending_catalog') AS pending
                  FROM positions WHERE state IN ('awaiting_review', 'pending_catalog')) p""";

    private final JdbiTransactions db;

    public PgBacklogReadModel(JdbiTransactions db) {
        this.db = Objects.requireNonNull(db, "db");
    }

    @Override
    public Backlog read() {
        return db.read("reading the backlogs", h -> h.createQuery(READ)
                .map((row, ctx) -> new Backlog(row.getLong("queued"), row.getLong("running"),
                        Columns.optionalInstant(row, "oldest_queued"), row.getLong("awaiting"), row.getLong("pending")))
                .one());
    }
}
