package market.feeds.adapters.jdbc.store;

/**
 * Planner settings the write path sends ahead of its batch statements, in the same execution (one round trip, see
 * {@link Pipelined}). Each is local to the transaction: it lasts until the unit commits or rolls back and never
 * reaches the pooled connection's next user.
 */
final class PlannerSettings {

    /**
     * PostgreSQL up to 16 costs an index scan over {@code id = ANY(:ids)} as one descent per id and may prefer a
     * sequential scan of every vendor's rows; this takes that choice away (decisions 0802, 0806). After the offers
     * update it lasts to the end of the unit, whose later statements (journal, rejections) read no table by scan;
     * the positions update resets it in the same round trip.
     */
    static final String NO_SEQSCAN = "SELECT set_config('enable_seqscan', 'off', true)";

    /**
     * One generic plan per pooled connection instead of a plan at every execution (decision 0812). The offers path's
     * plans were made not to depend on the batch's size (0802, 0808), so a custom plan buys nothing; yet with
     * {@code plan_cache_mode = auto} PostgreSQL keeps making one, since a custom plan for a small array always looks
     * cheaper than the generic one. Not for the whole connection: the operator API's reads with optional filters
     * ({@code :sku IS NULL OR …}) are better served by custom plans.
     */
    static final String GENERIC_PLANS = "SELECT set_config('plan_cache_mode', 'force_generic_plan', true)";

    /**
     * The retention purge's slices read their table oldest first through its creation-time index and stop after one
     * slice, and reach every other row by key (decision 0016). Without statistics that say how many rows are old (a
     * table never analysed, or analysed while young) PostgreSQL 15 chose a bitmap scan of every old row and a sort, so
     * each slice read all the rows the later slices would, and a sequential scan of the idempotency records; with
     * sorts, bitmap and sequential scans off, index scans are the only plans left.
     */
    static final String INDEX_SCANS_ONLY = "SELECT set_config('enable_sort', 'off', true) AS sort,"
            + " set_config('enable_bitmapscan', 'off', true) AS bitmap,"
            + " set_config('enable_seqscan', 'off', true) AS seq";

    private PlannerSettings() {
    }
}
