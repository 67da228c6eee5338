-- /metrics counts, on every scrape of every node, the positions awaiting review and pending catalogue over all vendors
-- (decision 0502, amended in session 30). positions_unresolved holds those positions but not their state, so the
-- count would visit each of them in the table; this index holds the state, and the count reads only the index (its
-- equal keys stored once each, so a few bytes per position). Linked positions, most of the table, are in neither.
-- Built inside the migration's transaction, which holds writes to positions for as long as the build takes (about a
-- second per million positions); on a bigger table, build it beforehand with CREATE INDEX CONCURRENTLY under the same
-- name and this migration does nothing. The release before ignores it.
CREATE INDEX IF NOT EXISTS positions_unresolved_by_state ON positions (state)
    WHERE state IN ('awaiting_review', 'pending_catalog');
