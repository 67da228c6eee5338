package market.feeds.adapters.jdbc.store;

import java.time.Instant;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import market.feeds.application.model.JobState;
import market.feeds.application.model.ProductJob;
import market.feeds.application.port.out.ProductJobQueue;
import org.jdbi.v3.core.mapper.RowMapper;

/**
 * The product-job queue in {@code product_jobs}. Workers of every process claim with {@code FOR UPDATE SKIP
 * LOCKED}, so two never take the same job; a running job whose lease ran out (its worker died) is claimable again.
 */
public final class PgProductJobQueue implements ProductJobQueue {

    private static final RowMapper<ProductJob> JOB = (row, ctx) -> new ProductJob(row.getString("id"),
            row.getString("vendor_id"), row.getString("request_id"),
            JobState.valueOf(row.getString("state").toUpperCase(Locale.ROOT)), row.getInt("row_count"),
            row.getInt("recognised"), row.getInt("unrecognised"), Columns.instant(row, "created_at"));

    /**
     * One slice of the retention purge (decision 0016): finished jobs only, never a queued or running one, through
     * {@code product_jobs_finished}.
     */
    static final String PURGE_SLICE = PurgeSlices.oldestFirst("product_jobs", "state IN ('done', 'failed')");

    private final JdbiTransactions db;

    public PgProductJobQueue(JdbiTransactions db) {
        this.db = Objects.requireNonNull(db, "db");
    }

    @Override
    public void enqueue(ProductJob job) {
        db.call("enqueuing a product job", h -> h.createUpdate("""
                        INSERT INTO product_jobs (id, vendor_id, request_id, state, row_count, recognised, unrecognised,
                                                  created_at)
                        VALUES (:id, :vendor, :request, :state, :rows, :recognised, :unrecognised, :created)""")
                .bind("id", Ids.of(job.id()))
                .bind("vendor", Ids.of(job.vendorId()))
                .bind("request", Ids.of(job.requestId()))
                .bind("state", job.state().wire())
                .bind("rows", job.rows())
                .bind("recognised", job.recognised())
                .bind("unrecognised", job.unrecognised())
                .bind("created", Columns.timestamp(job.createdAt()))
                .execute());
    }

    @Override
    public Optional<ProductJob> byId(String jobId) {
        return Ids.parse(jobId).flatMap(job -> db.call("reading a product job", h -> h.createQuery(
                "SELECT * FROM product_jobs WHERE id = :id").bind("id", job).map(JOB).findOne()));
    }

    @Override
    public int openJobs(String vendorId) {
        return Ids.parse(vendorId).map(vendor -> db.call("counting open jobs", h -> h.createQuery("""
                        SELECT count(*) FROM product_jobs WHERE vendor_id = :vendor AND state IN ('queued', 'running')""")
                .bind("vendor", vendor).mapTo(Integer.class).one())).orElse(0);
    }

    @Override
    public Optional<ProductJob> claimNext(String workerId, Instant now, Instant leaseUntil) {
        return db.call("claiming a product job", h -> h.createQuery("""
                        WITH next AS (
                            SELECT id FROM product_jobs
                            WHERE state = 'queued' OR (state = 'running' AND lease_until <= :now)
                            ORDER BY created_at, seq
                            LIMIT 1
                            FOR UPDATE SKIP LOCKED
                        )
                        UPDATE product_jobs j SET state = 'running', lease_owner = :worker, lease_until = :until
                        FROM next WHERE j.id = next.id
                        RETURNING j.*""")
                .bind("worker", workerId)
                .bind("now", Columns.timestamp(now))
                .bind("until", Columns.timestamp(leaseUntil))
                .map(JOB).findOne());
    }

    @Override
    public boolean complete(String jobId, String workerId, int recognised, int unrecognised) {
        Optional<UUID> job = Ids.parse(jobId);
        if (job.isEmpty()) {
            return false;
        }
        return db.call("completing a product job", h -> h.createUpdate("""
                        UPDATE product_jobs
                        SET state = 'done', recognised = :recognised, unrecognised = :unrecognised,
                            lease_owner = NULL, lease_until = NULL
                        WHERE id = :id AND state = 'running' AND lease_owner = :worker""")
                .bind("id", job.get())
                .bind("worker", workerId)
                .bind("recognised", recognised)
                .bind("unrecognised", unrecognised)
                .execute()) == 1;
    }

    @Override
    public int purgeFinishedCreatedBefore(Instant cutoff) {
        return PurgeSlices.purge(db, "purging finished product jobs", PURGE_SLICE, cutoff);
    }
}
