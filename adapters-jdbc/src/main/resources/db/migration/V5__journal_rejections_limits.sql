-- The request journal with its stored rejections, idempotency records and rate-limit counters.

CREATE TABLE requests (
    request_id     uuid        PRIMARY KEY,
    vendor_id      uuid        NOT NULL REFERENCES vendors (id),
    source         text        NOT NULL CHECK (source IN ('api', 'feed')),
    endpoint       text        NOT NULL CHECK (endpoint IN ('POST /v1/products', 'PATCH /v1/offers', 'feed')),
    dry_run        boolean     NOT NULL,
    created_at     timestamptz NOT NULL,
    finished_at    timestamptz NOT NULL,
    status         text        NOT NULL CHECK (status IN ('succeeded', 'failed')),
    code           text        CHECK (code <> ''),
    http_status    integer     CHECK (http_status BETWEEN 100 AND 599),
    accepted       integer     CHECK (accepted >= 0),
    applied        integer     CHECK (applied >= 0),
    unchanged      integer     CHECK (unchanged >= 0),
    not_published  integer     CHECK (not_published >= 0),
    rejected_total integer     NOT NULL CHECK (rejected_total >= 0),
    job_id         uuid,
    warnings       jsonb       NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(warnings) = 'array'),
    seq            bigint      GENERATED ALWAYS AS IDENTITY
);
CREATE INDEX requests_vendor_newest ON requests (vendor_id, created_at DESC, seq DESC);
CREATE INDEX requests_created ON requests (created_at);

-- The first 1000 rejections of a request, pageable by the vendor's item index. The journal row may be written
-- after the rejections in the same transaction, hence the deferred check.
CREATE TABLE rejections (
    request_id uuid    NOT NULL REFERENCES requests (request_id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
    idx        integer NOT NULL CHECK (idx >= 0),
    sku        text,
    reason     text    NOT NULL CHECK (reason IN ('required_field_missing', 'field_too_long', 'price_invalid',
                   'stock_invalid', 'moq_invalid', 'sku_duplicate_in_payload', 'updated_at_invalid',
                   'category_unresolved', 'unit_unresolved', 'wrong_endpoint', 'no_change_requested',
                   'discontinued_invalid', 'sku_unknown', 'sku_pending_catalog', 'sku_ambiguous', 'offer_missing',
                   'stale_update', 'equal_timestamp_conflict', 'relist_blocked', 'price_tiered')),
    field      text,
    detail     text,
    PRIMARY KEY (request_id, idx),
    CHECK ((field IS NOT NULL) = (reason IN ('required_field_missing', 'field_too_long')))
);

-- Claimed first thing in the request's transaction, before its journal row exists: deferred check.
CREATE TABLE idempotency_keys (
    vendor_id   uuid        NOT NULL REFERENCES vendors (id),
    key         text        NOT NULL CHECK (char_length(key) BETWEEN 16 AND 255),
    fingerprint text        NOT NULL,
    request_id  uuid        NOT NULL REFERENCES requests (request_id) DEFERRABLE INITIALLY DEFERRED,
    created_at  timestamptz NOT NULL,
    PRIMARY KEY (vendor_id, key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);

-- Fixed windows aligned to the epoch; every process increments the same row with one atomic upsert.
CREATE TABLE rate_counters (
    vendor_id    uuid        NOT NULL REFERENCES vendors (id),
    bucket       text        NOT NULL CHECK (bucket IN ('products', 'products_dry_run', 'offers', 'offers_dry_run')),
    window_start timestamptz NOT NULL,
    count        bigint      NOT NULL CHECK (count > 0),
    PRIMARY KEY (vendor_id, bucket, window_start)
);
CREATE INDEX rate_counters_window ON rate_counters (window_start);
