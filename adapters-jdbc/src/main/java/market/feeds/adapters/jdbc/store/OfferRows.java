package market.feeds.adapters.jdbc.store;

import java.util.Optional;
import market.feeds.application.model.Offer;
import market.feeds.domain.offer.Visibility;
import org.jdbi.v3.core.mapper.RowMapper;

/** Maps an {@code offers} row to the dashboard's offer. */
final class OfferRows {

    static final RowMapper<Offer> OFFER = (row, ctx) -> new Offer(row.getString("id"), row.getString("vendor_id"),
            row.getString("sku"), row.getString("catalog_product_id"), Columns.decimal(row, "price"),
            Columns.decimal(row, "stock"), Columns.decimal(row, "moq"), row.getBoolean("discontinued"),
            Visibility.fromWire(row.getString("visibility")).orElseThrow(), row.getBoolean("complete"),
            JsonColumns.ladder(row.getString("price_ladder")), Optional.ofNullable(row.getString("warehouse_id")),
            Columns.exactInstant(row, "updated_at"));

    private OfferRows() {
    }
}
