-- The operator's listing of a vendor's positions is read a page at a time, oldest first, each page starting after
-- the last position of the one before (decision 0408). This index lets every page start where the last ended,
-- whatever the state asked for; positions_unresolved covers only the review screen's two states. Built inside the
-- migration's transaction, which holds writes to positions for as long as the build takes (about a second per
-- million positions); on a bigger table, build it beforehand with CREATE INDEX CONCURRENTLY under the same name and
-- this migration does nothing.
CREATE INDEX IF NOT EXISTS positions_by_vendor_seq ON positions (vendor_id, seq);
