package market.feeds.adapters.jdbc.store;

import java.time.Instant;
import java.util.Optional;
import org.jdbi.v3.core.Handle;

/**
 * A purge by creation time run as short statements of at most {@link #ROWS} rows, each in a transaction of its own,
 * until one comes back short (decision 0016): after retention is first enabled a round may find millions of rows,
 * and one statement would hold their locks, write their WAL at once and run into the 30 s statement bound.
 */
final class PurgeSlices {

    static final int ROWS = 10_000;

    private PurgeSlices() {
    }

    /**
     * The slice statement of a table whose rows nothing else refers to: its rows past the cutoff that also match
     * {@code condition}, oldest first through the table's creation-time index, {@code FOR UPDATE SKIP LOCKED} so that
     * nodes purging at once take disjoint slices, then deleted by key from an array the planner cannot size.
     */
    static String oldestFirst(String table, String condition) {
        return """
                WITH gone AS (
                    DELETE FROM %1$s
                    WHERE id = ANY (ARRAY(SELECT id FROM %1$s
                                          WHERE %2$s
                                            AND created_at >= COALESCE(CAST(:from AS timestamptz), '-infinity')
                                            AND created_at < :cutoff
                                          ORDER BY created_at
                                          LIMIT :slice
                                          FOR UPDATE SKIP LOCKED))
                    RETURNING created_at)
                SELECT count(*) AS purged, max(created_at) AS reached FROM gone""".formatted(table, condition);
    }

    /**
     * Runs {@code sql} outside any unit (each slice commits on its own) until a slice purges fewer than {@link #ROWS}.
     * The statement takes {@code :cutoff}, {@code :from} (the creation time the last slice reached, null at first, so
     * no slice re-reads the index entries of the rows the ones before deleted) and {@code :slice}, and answers one row:
     * {@code purged} and {@code reached}, the latest creation time it deleted.
     */
    static int purge(JdbiTransactions db, String what, String sql, Instant cutoff) {
        int total = 0;
        Optional<Instant> from = Optional.empty();
        while (true) {
            Optional<Instant> after = from;
            Slice slice = db.call(what, h -> byIndexOnly(h).createQuery(sql)
                    .bind("cutoff", Columns.timestamp(cutoff))
                    .bind("from", Columns.timestamp(after))
                    .bind("slice", ROWS)
                    .map((row, ctx) -> new Slice(row.getInt("purged"), Columns.optionalInstant(row, "reached")))
                    .one());
            total += slice.purged();
            // An orderly stop interrupts the background thread: the rest waits for the next round of some node.
            if (slice.purged() < ROWS || Thread.currentThread().isInterrupted()) {
                return total;
            }
            from = slice.reached();
        }
    }

    /** Transaction-local, so it ends with the slice's commit (see {@link PlannerSettings#INDEX_SCANS_ONLY}). */
    private static Handle byIndexOnly(Handle h) {
        h.createQuery(PlannerSettings.INDEX_SCANS_ONLY).mapToMap().one();
        return h;
    }

    private record Slice(int purged, Optional<Instant> reached) {
    }
}
