-- The small-writes floor (SmallWritesDriver): one 1-row UPDATE transaction by vendor and sku.
\set v 1 + :client_id % 8
\set n random(1, 25000)
\set cents random(10000, 1000000)
\set stock random(1, 1000)
UPDATE offers SET price = :cents / 100.0, stock = :stock
WHERE vendor_id = (SELECT id FROM vendors WHERE slug = 'load-' || :v) AND sku = 'S-' || :n;
