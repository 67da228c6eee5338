-- The retention purge of decision 0016 reaches what it deletes through these: finished product jobs and notifications
-- oldest first (the journal has requests_created since V5), and the idempotency records naming a purged request, both
-- for the purge's own delete and for the deferred foreign-key check at its commit, which otherwise reads the whole
-- table once per purged request. Built inside the migration's transaction, which holds writes to each table for as
-- long as its build takes (about a second per million rows; idempotency_keys holds a day of writes, the others what
-- the retention keeps); on bigger tables, build them beforehand with CREATE INDEX CONCURRENTLY under the same names and
-- this migration does nothing. The release before ignores them.
CREATE INDEX IF NOT EXISTS idempotency_keys_request ON idempotency_keys (request_id);
CREATE INDEX IF NOT EXISTS product_jobs_finished ON product_jobs (created_at) WHERE state IN ('done', 'failed');
CREATE INDEX IF NOT EXISTS notifications_created ON notifications (created_at);
