-- judged.sql without its check for a second live offer (sku_ambiguous): what that check costs.
\set n random(1, 32)
\set v :client_id % 8 + 1
\set bump random(1, 100000000)
WITH applied AS (
    UPDATE offers o SET price = w.price, stock = w.stock
    FROM unnest((SELECT skus FROM one_pass_sets WHERE idx = :v AND n = :n),
                (SELECT array_agg(p + :bump * 0.000001) FROM one_pass_sets, unnest(prices) p WHERE idx = :v AND n = :n),
                (SELECT stocks FROM one_pass_sets WHERE idx = :v AND n = :n)) AS w(sku, price, stock)
    WHERE o.vendor_id = (SELECT vendor FROM one_pass_sets WHERE idx = :v AND n = 1) AND o.sku = w.sku
      AND o.deleted_at IS NULL AND (o.price <> w.price OR o.stock <> w.stock) AND o.price_ladder = '[]'::jsonb
    RETURNING w.sku, o.visibility = 'published' AND NOT o.discontinued AS published
)
SELECT count(*) AS applied, count(*) FILTER (WHERE NOT published) AS not_published,
       5000 - count(*) AS left_for_a_second_look
FROM applied;
