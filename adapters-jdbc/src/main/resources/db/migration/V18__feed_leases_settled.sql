-- A feed run journals itself as it ends. One dropped before it could (its process killed, the database away when it
-- ended) left no row; its lease now says so (decision 0410). settled: the run holding the lease left its journal row,
-- or chose to leave none (an inactive vendor's, decision 0604). An ended lease that is not settled is not taken
-- again before its run is journaled lease_expired. taken_at: when the run took the lease, the dropped run's start.
-- Rows from before count as settled: whatever they left is all there is. Both columns are ignored by the release
-- before (decision 0401's rule): its leases are taken as before, and its new rows are settled by the default.
ALTER TABLE feed_leases
    ADD COLUMN settled  boolean NOT NULL DEFAULT true,
    ADD COLUMN taken_at timestamptz,
    ADD CONSTRAINT feed_leases_unsettled_has_start CHECK (settled OR taken_at IS NOT NULL);
