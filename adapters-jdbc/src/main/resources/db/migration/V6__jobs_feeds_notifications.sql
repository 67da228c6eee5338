-- The product-job queue, scheduled-pull settings and leases, and in-app notifications.

CREATE TABLE product_jobs (
    id           uuid        PRIMARY KEY,
    vendor_id    uuid        NOT NULL REFERENCES vendors (id),
    request_id   uuid        NOT NULL,
    state        text        NOT NULL CHECK (state IN ('queued', 'running', 'done', 'failed')),
    row_count    integer     NOT NULL CHECK (row_count >= 0),
    recognised   integer     NOT NULL CHECK (recognised >= 0),
    unrecognised integer     NOT NULL CHECK (unrecognised >= 0),
    created_at   timestamptz NOT NULL,
    -- the worker holding a running job and until when; another worker may take it after that
    lease_owner  text,
    lease_until  timestamptz,
    seq          bigint      GENERATED ALWAYS AS IDENTITY,
    CHECK (state <> 'running' OR (lease_owner IS NOT NULL AND lease_until IS NOT NULL))
);
CREATE INDEX product_jobs_open ON product_jobs (created_at, seq) WHERE state IN ('queued', 'running');
CREATE INDEX product_jobs_open_by_vendor ON product_jobs (vendor_id) WHERE state IN ('queued', 'running');

CREATE TABLE feed_settings (
    vendor_id      uuid        PRIMARY KEY REFERENCES vendors (id),
    url            text        NOT NULL CHECK (url LIKE 'https://%'),
    hour           integer     NOT NULL CHECK (hour BETWEEN 0 AND 23),
    time_zone      text        NOT NULL,
    -- AES-GCM sealed by the secret box, the vendor id as associated data; never the plain token
    sealed_token   bytea,
    pinned_address text,
    next_run_at    timestamptz NOT NULL
);

-- One row per vendor whose feed ever ran. The fencing token only grows, so an earlier holder can tell it lost.
CREATE TABLE feed_leases (
    vendor_id     uuid        PRIMARY KEY REFERENCES vendors (id),
    owner         text        NOT NULL,
    fencing_token bigint      NOT NULL CHECK (fencing_token > 0),
    expires_at    timestamptz NOT NULL
);

CREATE TABLE notifications (
    id         uuid        PRIMARY KEY,
    vendor_id  uuid        NOT NULL REFERENCES vendors (id),
    created_at timestamptz NOT NULL,
    code       text        NOT NULL,
    message    text        NOT NULL,
    request_id uuid,
    seq        bigint      GENERATED ALWAYS AS IDENTITY
);
CREATE INDEX notifications_vendor_newest ON notifications (vendor_id, created_at DESC, seq DESC);
