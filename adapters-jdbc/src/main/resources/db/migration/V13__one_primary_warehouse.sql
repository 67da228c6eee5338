-- At most one primary warehouse per vendor, held by the database (decision 0214): two adds at the same moment both
-- passed the service's own check. Should a vendor have two already, the one added first stays primary, so the
-- default warehouse of matching rule 3 stays the one the vendor had before.
UPDATE warehouses w SET is_primary = false
WHERE w.is_primary
  AND EXISTS (SELECT 1 FROM warehouses e WHERE e.vendor_id = w.vendor_id AND e.is_primary AND e.seq < w.seq);

CREATE UNIQUE INDEX warehouses_one_primary ON warehouses (vendor_id) WHERE is_primary;
