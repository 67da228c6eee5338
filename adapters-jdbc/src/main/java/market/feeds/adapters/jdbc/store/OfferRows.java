package market.feeds.adapters.jdbc.store;

import java.util.List;
import java.util.Optional;
import market.feeds.application.model.Offer;
import market.feeds.domain.offer.Visibility;
import org.jdbi.v3.core.mapper.RowMapper;
import org.jdbi.v3.core.statement.Update;

/** Offers to and from {@code offers} rows: the row mapper and the batch insert of offers with their mappings. */
final class OfferRows {

    static final RowMapper<Offer> OFFER = (row, ctx) -> new Offer(row.getString("id"), row.getString("vendor_id"),
            row.getString("sku"), row.getString("catalog_product_id"), Columns.decimal(row, "price"),
            Columns.decimal(row, "stock"), Columns.decimal(row, "moq"), row.getBoolean("discontinued"),
            Visibility.fromWire(row.getString("visibility")).orElseThrow(), row.getBoolean("complete"),
            JsonColumns.ladder(row.getString("price_ladder")), Optional.ofNullable(row.getString("warehouse_id")),
            Columns.exactInstant(row, "updated_at"));

    /**
     * Every offer and a mapping of its sku to it (for nodes of earlier versions, decision 0820), in one statement; an
     * offer without sku gets no mapping (0203).
     */
    static final String INSERT_ALL = """
            WITH inserted AS (
                INSERT INTO offers (id, vendor_id, sku, catalog_product_id, price, stock, moq, discontinued, visibility,
                                    complete, price_ladder, warehouse_id, updated_at, updated_at_ns)
                SELECT * FROM unnest(CAST(:ids AS uuid[]), CAST(:vendors AS uuid[]), CAST(:skus AS text[]),
                                     CAST(:products AS uuid[]), CAST(:prices AS numeric[]), CAST(:stocks AS numeric[]),
                                     CAST(:moqs AS numeric[]), CAST(:discontinued AS boolean[]),
                                     CAST(:visibilities AS text[]), CAST(:complete AS boolean[]),
                                     CAST(:ladders AS jsonb[]), CAST(:warehouses AS uuid[]),
                                     CAST(:updatedAts AS timestamptz[]), CAST(:updatedAtNs AS integer[]))
                RETURNING id, vendor_id, sku
            )
            INSERT INTO sku_mappings (vendor_id, sku, offer_id)
            SELECT vendor_id, sku, id FROM inserted WHERE sku <> ''""";

    private OfferRows() {
    }

    static Update bindArrays(Update update, List<Offer> rows) {
        return update
                .bind("ids", Ids.array(rows.stream().map(Offer::id).toList()))
                .bind("vendors", Ids.array(rows.stream().map(Offer::vendorId).toList()))
                .bind("skus", rows.stream().map(Offer::sku).toArray(String[]::new))
                .bind("products", Ids.array(rows.stream().map(Offer::catalogProductId).toList()))
                .bind("prices", rows.stream().map(o -> Columns.decimalText(o.price())).toArray(String[]::new))
                .bind("stocks", rows.stream().map(o -> Columns.decimalText(o.stock())).toArray(String[]::new))
                .bind("moqs", rows.stream().map(o -> Columns.decimalText(o.moq())).toArray(String[]::new))
                .bind("discontinued", rows.stream().map(Offer::discontinued).toArray(Boolean[]::new))
                .bind("visibilities", rows.stream().map(o -> o.visibility().wire()).toArray(String[]::new))
                .bind("complete", rows.stream().map(Offer::complete).toArray(Boolean[]::new))
                .bind("ladders", rows.stream().map(o -> JsonColumns.ladder(o.priceLadder())).toArray(String[]::new))
                .bind("warehouses", rows.stream().map(o -> Ids.ofNullable(o.warehouseId())).toArray(java.util.UUID[]::new))
                .bind("updatedAts", rows.stream().map(o -> Columns.timestampText(o.updatedAt())).toArray(String[]::new))
                .bind("updatedAtNs", rows.stream().map(o -> Columns.subMicros(o.updatedAt())).toArray(Integer[]::new));
    }
}
