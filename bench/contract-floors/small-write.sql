-- What PostgreSQL does for one 1-row PATCH /v1/offers of the service, with no JVM: the service's own statements
-- (taken from the server log of the small-writes phase) and round trips, on the small-writes driver's rows.
-- Client k writes as vendor k % 8 + 1 (load-1 .. load-8), like the driver. The key is found by its hash through
-- one extra primary-key probe of small_write_keys, the only work the service does not do.
\set v 1 + :client_id % 8
\set n random(1, 25000)
\set cents random(10000, 1000000)
\set stock random(1, 1000)
-- The key, its vendor and the vendor's rate log, in autocommit (decision 0813); the request's id, which the service
-- makes in Java, comes along.
SELECT k.vendor_id, r.version, gen_random_uuid() AS request_id
FROM api_keys k JOIN vendors v ON v.id = k.vendor_id
LEFT JOIN rate_logs r ON r.vendor_id = k.vendor_id AND r.bucket = 'offers'
WHERE k.secret_hash = (SELECT hash FROM small_write_keys WHERE idx = :v) \gset
-- The rate log written back over the version read, committed without waiting for the flush (decisions 0811, 0816).
UPDATE rate_logs SET hits = hits[greatest(1, cardinality(hits) - 150):] || (extract(epoch FROM now()) * 1000)::bigint,
                     version = version + 1
WHERE vendor_id = :vendor_id AND bucket = 'offers' AND version = :version
  AND set_config('synchronous_commit', 'off', true) = 'off';
BEGIN;
INSERT INTO idempotency_keys (vendor_id, key, fingerprint, request_id, created_at)
VALUES (:vendor_id, 'small-' || :request_id, md5(:request_id) || md5(:request_id || 'x'), :request_id, now())
ON CONFLICT (vendor_id, key) DO NOTHING;
-- The vendor's write lock and the sku lookup (decisions 0801, 0812, 0820). The service sends these three in one
-- round trip, and the next two in one; pgbench cannot keep a result (gset) inside a pipeline, so here each is a round
-- trip of its own, which costs PostgreSQL little (decision 0819).
SELECT set_config('plan_cache_mode', 'force_generic_plan', true);
SELECT 1 FROM vendors WHERE id = :vendor_id FOR NO KEY UPDATE;
SELECT o.ctid::text AS ctid, o.seq, o.price, o.stock, o.moq, o.discontinued, o.visibility, o.complete,
       jsonb_array_length(o.price_ladder) > 0 AS has_ladder, o.updated_at, o.updated_at_ns
FROM unnest(ARRAY['S-' || :n]) AS w(sku)
LEFT JOIN LATERAL (
    SELECT o.ctid, o.seq, o.price, o.stock, o.moq, o.discontinued, o.visibility, o.complete, o.price_ladder,
           o.updated_at, o.updated_at_ns
    FROM offers o WHERE o.vendor_id = :vendor_id AND o.sku = w.sku OFFSET 0) o ON true \gset
-- The update by the row's address (decision 0808).
SELECT set_config('enable_seqscan', 'off', true);
UPDATE offers o SET price = :cents / 100.0, stock = :stock
WHERE o.ctid = CAST(:ctid AS tid) AND o.seq = :seq;
-- The journal row, sent with the COMMIT (decision 0809).
INSERT INTO requests (request_id, vendor_id, source, endpoint, dry_run, created_at, finished_at, status,
                      accepted, applied, unchanged, not_published, rejected_total)
VALUES (:request_id, :vendor_id, 'api', 'PATCH /v1/offers', false, now(), now(), 'succeeded', 1, 1, 0, 0, 0);
COMMIT;
