package market.feeds.adapters.jdbc.store;

/**
 * The condition that lets a single-statement transaction commit without waiting for the WAL flush (decision 0816),
 * for rows that only meter or coordinate and that a crash of the database may take back by a fraction of a second:
 * a rate log, a feed-run lease. {@code set_config(…, true)} holds until the transaction's commit and never outlives
 * it, so the pooled connection stays synchronous. Only in statements whose transaction writes nothing else (alone
 * in autocommit through {@code JdbiTransactions.callAlone}, or the rate log's own locked fallback), never inside a
 * request's unit, whose commit would then be asynchronous too.
 */
final class AsyncCommit {

    /** Always true; written last in a WHERE clause, evaluated for the row the statement writes. */
    static final String CONDITION = "set_config('synchronous_commit', 'off', true) = 'off'";

    private AsyncCommit() {
    }
}
