-- Vendor accounts, their warehouses and API keys (issue 4). Ids are UUIDs; the ports carry them as text.

CREATE TABLE vendors (
    id          uuid        PRIMARY KEY,
    slug        text        NOT NULL UNIQUE CHECK (slug <> ''),
    name        text        NOT NULL,
    active      boolean     NOT NULL,
    may_publish boolean     NOT NULL,
    created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE warehouses (
    id         uuid    PRIMARY KEY,
    vendor_id  uuid    NOT NULL REFERENCES vendors (id),
    label      text    NOT NULL CHECK (label <> ''),
    city       text,
    is_primary boolean NOT NULL,
    -- insertion order, so a vendor's warehouses list the same way on every call
    seq        bigint  GENERATED ALWAYS AS IDENTITY
);
CREATE INDEX warehouses_vendor ON warehouses (vendor_id, seq);

-- Only the SHA-256 of a key's secret is kept; the unique index is the lookup path of every request.
CREATE TABLE api_keys (
    id          uuid        PRIMARY KEY,
    vendor_id   uuid        NOT NULL REFERENCES vendors (id),
    label       text,
    scopes      text[]      NOT NULL CHECK (scopes <@ ARRAY['products:write', 'offers:write']::text[]),
    secret_hash text        NOT NULL UNIQUE,
    created_at  timestamptz NOT NULL,
    revoked_at  timestamptz,
    seq         bigint      GENERATED ALWAYS AS IDENTITY
);
CREATE INDEX api_keys_vendor ON api_keys (vendor_id, seq);
