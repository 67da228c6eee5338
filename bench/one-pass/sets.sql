-- 32 changes of 5000 random skus per vendor, made before anything is timed (as the concurrency driver's).
DROP TABLE IF EXISTS one_pass_sets;
CREATE TABLE one_pass_sets AS
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
ANALYZE one_pass_sets;
