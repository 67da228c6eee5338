-- Leave a tenth of every offers page free, so a PATCH that changes price, stock, moq, discontinued or the
-- ordering timestamp (none of them indexed) writes the new row version into the same page as a HOT update:
-- no new entry in offers_pkey or offers_live_by_vendor, and the dead version is pruned on a later visit.
-- Applies to pages written from now on; existing pages fill up again as rows move (decision 0800).
ALTER TABLE offers SET (fillfactor = 90);
