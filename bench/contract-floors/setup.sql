-- 32 changes of 5000 random skus per vendor, made before anything is timed (as the concurrency driver's).
DROP TABLE IF EXISTS offer_changes;
CREATE TABLE offer_changes AS
WITH vendors AS (
    SELECT row_number() OVER (ORDER BY vendor_id) AS idx, vendor_id AS id
    FROM (SELECT DISTINCT vendor_id FROM offers) d
)
SELECT v.idx, v.id AS vendor, g.n, s.skus, s.prices, s.stocks
FROM vendors v CROSS JOIN generate_series(1, 32) g(n)
CROSS JOIN LATERAL (
    SELECT array_agg(o.sku) AS skus, array_agg(round((random() * 100 + 1)::numeric, 2)) AS prices,
           array_agg(round((random() * 1000)::numeric, 0)) AS stocks
    FROM (SELECT sku FROM offers o WHERE o.vendor_id = v.id AND g.n > 0 ORDER BY random() LIMIT 5000) o
) s;
ANALYZE offer_changes;
-- The load vendors' key hashes by vendor number, for small-write.sql (the service knows the key; pgbench must look
-- it up).
DROP TABLE IF EXISTS small_write_keys;
CREATE TABLE small_write_keys AS
SELECT row_number() OVER (ORDER BY v.slug)::int AS idx, k.secret_hash AS hash
FROM api_keys k JOIN vendors v ON v.id = k.vendor_id WHERE v.slug LIKE 'load-%';
ALTER TABLE small_write_keys ADD PRIMARY KEY (idx);
-- Each load vendor's rate log, as the first request of the small-writes phase would leave it.
INSERT INTO rate_logs (vendor_id, bucket)
SELECT id, 'offers' FROM vendors WHERE slug LIKE 'load-%'
ON CONFLICT DO NOTHING;
