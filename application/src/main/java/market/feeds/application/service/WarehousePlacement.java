package market.feeds.application.service;

import java.util.List;
import java.util.Optional;
import market.feeds.domain.product.ProductCandidate;
import market.feeds.domain.warehouse.Warehouse;
import market.feeds.domain.warehouse.WarehouseMatch;
import market.feeds.domain.warehouse.WarehouseMatcher;

/** Places accepted rows on the vendor's warehouses; two candidates give {@code warehouse_ambiguous}, never a guess. */
final class WarehousePlacement {

    private WarehousePlacement() {
    }

    static List<Placed> place(List<ProductCandidate> rows, List<Warehouse> warehouses) {
        return rows.stream().map(row -> place(row, warehouses)).toList();
    }

    private static Placed place(ProductCandidate row, List<Warehouse> warehouses) {
        WarehouseMatch match = WarehouseMatcher.match(row.warehouse(), warehouses);
        if (match instanceof WarehouseMatch.Matched matched) {
            return new Placed(row, Optional.of(matched.warehouse().id()), Optional.empty());
        }
        if (match instanceof WarehouseMatch.Ambiguous ambiguous) {
            return new Placed(row, Optional.empty(), Optional.of(ambiguous.warning(row.index(), row.sku())));
        }
        return new Placed(row, Optional.empty(), Optional.empty());
    }

}
