-- A write that judges and applies in one pass inside PostgreSQL, the design issue 9 rules out, reduced to what the
-- contract needs for rows that all apply: one live offer for the sku (none other live: sku_ambiguous), values that
-- change, no price ladder (price_tiered); the count of applied and not published rows, and of rows left for a
-- second look (rejections). No timestamps are sent, as in the concurrency driver's bodies.
\set n random(1, 32)
\set v :client_id % 8 + 1
\set bump random(1, 100000000)
WITH applied AS (
    UPDATE offers o SET price = w.price, stock = w.stock
    FROM unnest((SELECT skus FROM offer_changes WHERE idx = :v AND n = :n),
                (SELECT array_agg(p + :bump * 0.000001) FROM offer_changes, unnest(prices) p WHERE idx = :v AND n = :n),
                (SELECT stocks FROM offer_changes WHERE idx = :v AND n = :n)) AS w(sku, price, stock)
    WHERE o.vendor_id = (SELECT vendor FROM offer_changes WHERE idx = :v AND n = 1) AND o.sku = w.sku
      AND o.deleted_at IS NULL AND (o.price <> w.price OR o.stock <> w.stock) AND o.price_ladder = '[]'::jsonb
      AND NOT EXISTS (SELECT 1 FROM offers s
                      WHERE s.vendor_id = o.vendor_id AND s.sku = o.sku AND s.deleted_at IS NULL AND s.ctid <> o.ctid)
    RETURNING w.sku, o.visibility = 'published' AND NOT o.discontinued AS published
)
SELECT count(*) AS applied, count(*) FILTER (WHERE NOT published) AS not_published,
       5000 - count(*) AS left_for_a_second_look
FROM applied;
