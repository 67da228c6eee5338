-- Decision 0811: a rate log is read without a lock and written back only if nobody wrote it in between (version),
-- its instants as epoch microseconds (bigint[], oldest first), which both sides read and write in binary.
ALTER TABLE rate_logs
    ADD COLUMN hit_micros bigint[] NOT NULL DEFAULT '{}',
    ADD COLUMN version    bigint   NOT NULL DEFAULT 0;

UPDATE rate_logs SET hit_micros = ARRAY(SELECT (extract(epoch FROM h) * 1000000)::bigint FROM unnest(hits) AS h ORDER BY h);

ALTER TABLE rate_logs DROP COLUMN hits;
ALTER TABLE rate_logs RENAME COLUMN hit_micros TO hits;

-- A log holds at most its limit's count of entries; kept in line and uncompressed up to ~1000 of them, so a busy
-- bucket's row is never compressed or moved to TOAST on the path of every request.
ALTER TABLE rate_logs SET (toast_tuple_target = 8160);
