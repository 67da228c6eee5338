-- V15's positions_by_vendor_seq (vendor_id, seq) could serve any statement that names one vendor, and so it did the
-- products path's probe of each sku's current position (decision 0806, amended in session 31): with statistics from
-- before a vendor's first bulk import, PostgreSQL took that vendor for a row or two, and an index on the vendor alone
-- for as good as one on vendor and sku. Each probe then read every position of the vendor: 5000 skus against 5000
-- positions took 6 s, and 30 s (the statement timeout, answered 503) on a busy machine. The listings' index is now
-- partial on a condition that holds for every row (seq is an identity from 1) but that only the listings state
-- ("seq > 0"), so no probe by vendor and sku can choose it. Built inside the migration's transaction, which holds
-- writes to positions for as long as the build takes (about a second per million positions); on a bigger table, build
-- it beforehand with CREATE INDEX CONCURRENTLY under the same name and this migration only drops the old one. The
-- release before does not state "seq > 0": on its nodes a listing of all states reads the vendor's positions by
-- another index or by a scan, slower but still right, until they are upgraded.
CREATE INDEX IF NOT EXISTS positions_listed_by_vendor_seq ON positions (vendor_id, seq) WHERE seq > 0;
DROP INDEX IF EXISTS positions_by_vendor_seq;
