-- The catalogue, the vendors' positions on the review screen, offers and the sku mappings that name them.
-- Money and quantities: up to 15 integer digits and 6 decimals, the contract's bounds for price, stock, moq.

CREATE TABLE catalog_products (
    id        uuid   PRIMARY KEY,
    name      text   NOT NULL CHECK (name <> ''),
    brand     text   NOT NULL,
    -- MatchKey.of(brand), computed by the adapter: the matcher loads candidates by (category, brand key)
    brand_key text   NOT NULL,
    category  text   NOT NULL CHECK (category IN ('seeds', 'fertilizers', 'pesticides', 'fuel-lubricants',
                         'machinery', 'spare-parts', 'tires-wheels', 'supplies', 'services', 'livestock',
                         'energy-systems')),
    unit      text   CHECK (unit IN ('piece', 'kg', 'ton', 'liter', 'bag', 'pack', 'canister', 'bottle', 'set',
                         'hectare')),
    seq       bigint GENERATED ALWAYS AS IDENTITY
);
CREATE INDEX catalog_products_candidates ON catalog_products (category, brand_key);

CREATE TABLE offers (
    id                 uuid          PRIMARY KEY,
    vendor_id          uuid          NOT NULL REFERENCES vendors (id),
    sku                text          NOT NULL,
    catalog_product_id uuid          NOT NULL REFERENCES catalog_products (id),
    price              numeric(21,6) NOT NULL CHECK (price > 0),
    stock              numeric(21,6) NOT NULL CHECK (stock >= 0),
    moq                numeric(21,6) NOT NULL CHECK (moq > 0),
    discontinued       boolean       NOT NULL,
    visibility         text          NOT NULL CHECK (visibility IN ('draft', 'paused', 'published')),
    complete           boolean       NOT NULL,
    -- [{"min_qty": n, "price": n}, ...]; set only from the dashboard
    price_ladder       jsonb         NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(price_ladder) = 'array'),
    warehouse_id       uuid          REFERENCES warehouses (id),
    -- the last applied updated_at (the ordering timestamp); null until a sender supplies one. timestamptz keeps
    -- microseconds; RFC 3339 allows nanoseconds, and equal-timestamp rules need them exact: the rest is here.
    updated_at         timestamptz,
    updated_at_ns      integer       NOT NULL DEFAULT 0 CHECK (updated_at_ns BETWEEN 0 AND 999),
    created_at         timestamptz   NOT NULL DEFAULT now(),
    -- offers are deleted softly: their mapping stays, so the sku then resolves to offer_missing
    deleted_at         timestamptz,
    seq                bigint        GENERATED ALWAYS AS IDENTITY
);
CREATE INDEX offers_live_by_vendor ON offers (vendor_id, id) WHERE deleted_at IS NULL;

-- Several rows per (vendor, sku) are possible: two offers with one sku make it ambiguous. A mapping survives
-- its offer's deletion.
CREATE TABLE sku_mappings (
    vendor_id uuid NOT NULL REFERENCES vendors (id),
    sku       text NOT NULL CHECK (sku <> ''),
    offer_id  uuid NOT NULL REFERENCES offers (id),
    PRIMARY KEY (vendor_id, sku, offer_id)
);

-- request_id and job_id are provenance, written in the same transaction as the journal row and the job but
-- in no fixed order, so they are not foreign keys.
CREATE TABLE positions (
    id                           uuid          PRIMARY KEY,
    vendor_id                    uuid          NOT NULL REFERENCES vendors (id),
    sku                          text          CHECK (sku <> ''),
    name                         text          NOT NULL,
    brand                        text          NOT NULL,
    category                     text          NOT NULL CHECK (category IN ('seeds', 'fertilizers', 'pesticides',
                                     'fuel-lubricants', 'machinery', 'spare-parts', 'tires-wheels', 'supplies',
                                     'services', 'livestock', 'energy-systems')),
    unit                         text          NOT NULL CHECK (unit IN ('piece', 'kg', 'ton', 'liter', 'bag',
                                     'pack', 'canister', 'bottle', 'set', 'hectare')),
    price                        numeric(21,6) NOT NULL CHECK (price > 0),
    stock                        numeric(21,6) NOT NULL CHECK (stock >= 0),
    moq                          numeric(21,6) NOT NULL CHECK (moq > 0),
    warehouse_id                 uuid          REFERENCES warehouses (id),
    description                  text,
    updated_at                   timestamptz,
    updated_at_ns                integer       NOT NULL DEFAULT 0 CHECK (updated_at_ns BETWEEN 0 AND 999),
    state                        text          NOT NULL CHECK (state IN ('awaiting_review', 'pending_catalog',
                                     'linked')),
    suggested_catalog_product_id uuid          REFERENCES catalog_products (id),
    request_id                   uuid          NOT NULL,
    idx                          integer       NOT NULL CHECK (idx >= 0),
    warnings                     jsonb         NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(warnings) = 'array'),
    job_id                       uuid,
    offer_id                     uuid          REFERENCES offers (id),
    seq                          bigint        GENERATED ALWAYS AS IDENTITY,
    CHECK (state <> 'linked' OR offer_id IS NOT NULL)
);
CREATE INDEX positions_vendor_sku ON positions (vendor_id, sku);
CREATE INDEX positions_unresolved ON positions (vendor_id, seq) WHERE state IN ('awaiting_review', 'pending_catalog');
CREATE INDEX positions_job ON positions (job_id);
