-- Sliding-window rate limits (decision 0700): each vendor bucket keeps the instants of its admitted requests
-- still inside the window, at most the limit of them. A request locks its bucket's row, decides over the log and
-- writes it back, so every process sees the same log and no span of the window admits more than the limit.
CREATE TABLE rate_logs (
    vendor_id uuid          NOT NULL REFERENCES vendors (id),
    bucket    text          NOT NULL CHECK (bucket IN ('products', 'products_dry_run', 'offers', 'offers_dry_run')),
    hits      timestamptz[] NOT NULL DEFAULT '{}',
    PRIMARY KEY (vendor_id, bucket)
);

-- The fixed windows of V5 let a burst across a window boundary pass twice the limit; nothing reads them any more.
DROP TABLE rate_counters;
