-- The ETag and Last-Modified of the feed body last applied in full, sent back as If-None-Match /
-- If-Modified-Since on the next pull (decision 0601). Verbatim header values; NULL when the server sent none.
ALTER TABLE feed_settings
    ADD COLUMN feed_etag          text CHECK (length(feed_etag) BETWEEN 1 AND 512),
    ADD COLUMN feed_last_modified text CHECK (length(feed_last_modified) BETWEEN 1 AND 512);
