package market.feeds.adapters.jdbc.store;

import java.util.List;
import java.util.Optional;
import market.feeds.application.model.Position;
import market.feeds.domain.position.PositionState;
import market.feeds.domain.product.Category;
import market.feeds.domain.product.Unit;
import org.jdbi.v3.core.mapper.RowMapper;
import org.jdbi.v3.core.statement.SqlStatement;

/**
 * Positions to and from {@code positions}: a row mapper, and the column arrays that let one statement insert or
 * update a whole feed's positions ({@code unnest} of one array per column).
 */
final class PositionRows {

    /** The columns a batch writes, in the order of {@link #UNNEST}. */
    static final String COLUMNS = """
            id, vendor_id, sku, name, brand, category, unit, price, stock, moq, warehouse_id, description,
            updated_at, updated_at_ns, state, suggested_catalog_product_id, request_id, idx, warnings, job_id, offer_id""";
    static final String UNNEST = """
            unnest(CAST(:ids AS uuid[]), CAST(:vendors AS uuid[]), CAST(:skus AS text[]), CAST(:names AS text[]),
                   CAST(:brands AS text[]), CAST(:categories AS text[]), CAST(:units AS text[]),
                   CAST(:prices AS numeric[]), CAST(:stocks AS numeric[]), CAST(:moqs AS numeric[]),
                   CAST(:warehouses AS uuid[]), CAST(:descriptions AS text[]), CAST(:updatedAts AS timestamptz[]),
                   CAST(:updatedAtNs AS integer[]), CAST(:states AS text[]), CAST(:suggestions AS uuid[]), CAST(:requests AS uuid[]),
                   CAST(:indexes AS integer[]), CAST(:warnings AS jsonb[]), CAST(:jobs AS uuid[]),
                   CAST(:offers AS uuid[]))""";

    static final RowMapper<Position> POSITION = (row, ctx) -> new Position(row.getString("id"),
            row.getString("vendor_id"), Columns.optionalText(row, "sku"), row.getString("name"),
            row.getString("brand"), Category.fromSlug(row.getString("category")).orElseThrow(),
            Unit.fromWire(row.getString("unit")).orElseThrow(), Columns.decimal(row, "price"),
            Columns.decimal(row, "stock"), Columns.decimal(row, "moq"), Columns.optionalText(row, "warehouse_id"),
            Columns.optionalText(row, "description"), Columns.exactInstant(row, "updated_at"),
            PositionState.fromWire(row.getString("state")).orElseThrow(),
            Columns.optionalText(row, "suggested_catalog_product_id"), row.getString("request_id"),
            row.getInt("idx"), JsonColumns.warnings(row.getString("warnings")), Columns.optionalText(row, "job_id"),
            Columns.optionalText(row, "offer_id"));

    private PositionRows() {
    }

    static <S extends SqlStatement<S>> S bindArrays(S statement, List<Position> rows) {
        return statement
                .bind("ids", Ids.array(rows.stream().map(Position::id).toList()))
                .bind("vendors", Ids.array(rows.stream().map(Position::vendorId).toList()))
                .bind("skus", rows.stream().map(p -> p.sku().orElse(null)).toArray(String[]::new))
                .bind("names", rows.stream().map(Position::name).toArray(String[]::new))
                .bind("brands", rows.stream().map(Position::brand).toArray(String[]::new))
                .bind("categories", rows.stream().map(p -> p.category().slug()).toArray(String[]::new))
                .bind("units", rows.stream().map(p -> p.unit().wire()).toArray(String[]::new))
                .bind("prices", rows.stream().map(p -> Columns.decimalText(p.price())).toArray(String[]::new))
                .bind("stocks", rows.stream().map(p -> Columns.decimalText(p.stock())).toArray(String[]::new))
                .bind("moqs", rows.stream().map(p -> Columns.decimalText(p.moq())).toArray(String[]::new))
                .bind("warehouses", optionalIds(rows.stream().map(Position::warehouseId).toList()))
                .bind("descriptions", rows.stream().map(p -> p.description().orElse(null)).toArray(String[]::new))
                .bind("updatedAts", rows.stream().map(p -> Columns.timestampText(p.updatedAt())).toArray(String[]::new))
                .bind("updatedAtNs", rows.stream().map(p -> Columns.subMicros(p.updatedAt())).toArray(Integer[]::new))
                .bind("states", rows.stream().map(p -> p.state().wire()).toArray(String[]::new))
                .bind("suggestions", optionalIds(rows.stream().map(Position::suggestedCatalogProductId).toList()))
                .bind("requests", Ids.array(rows.stream().map(Position::requestId).toList()))
                .bind("indexes", rows.stream().map(Position::index).toArray(Integer[]::new))
                .bind("warnings", rows.stream().map(p -> JsonColumns.warnings(p.warnings())).toArray(String[]::new))
                .bind("jobs", optionalIds(rows.stream().map(Position::jobId).toList()))
                .bind("offers", optionalIds(rows.stream().map(Position::offerId).toList()));
    }

    private static java.util.UUID[] optionalIds(List<Optional<String>> ids) {
        return ids.stream().map(Ids::ofNullable).toArray(java.util.UUID[]::new);
    }
}
