-- The sku lookup of PATCH /v1/offers and the pull reaches each offer by (vendor, sku) in one probe of this index,
-- instead of a probe of sku_mappings_pkey and then one of offers_pkey (decision 0820). Not unique: two offers with
-- one sku make it ambiguous, and a deleted offer keeps its row. Built inside the migration's transaction, which
-- holds writes to offers for as long as the build takes (about a second per million offers); on a bigger table,
-- build it beforehand with CREATE INDEX CONCURRENTLY under the same name and this migration does nothing.
CREATE INDEX IF NOT EXISTS offers_by_vendor_sku ON offers (vendor_id, sku);
