-- The raw SQL floor (SqlFloor): one UPDATE by vendor and sku, no judging. Client k writes vendor k % 8 + 1; every
-- price moves by :bump so every row changes.
\set n random(1, 32)
\set v :client_id % 8 + 1
\set bump random(1, 100000000)
UPDATE offers o SET price = w.price, stock = w.stock
FROM unnest((SELECT skus FROM offer_changes WHERE idx = :v AND n = :n),
            (SELECT array_agg(p + :bump * 0.000001) FROM offer_changes, unnest(prices) p WHERE idx = :v AND n = :n),
            (SELECT stocks FROM offer_changes WHERE idx = :v AND n = :n)) AS w(sku, price, stock)
WHERE o.vendor_id = (SELECT vendor FROM offer_changes WHERE idx = :v AND n = 1) AND o.sku = w.sku;
