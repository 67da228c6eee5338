package market.feeds.domain.warehouse;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;
import market.feeds.domain.Warning;

/** Where a row lands: one warehouse, none because two are candidates (a warning), or none at all. */
public sealed interface WarehouseMatch {

    record Matched(Warehouse warehouse) implements WarehouseMatch {
        public Matched {
            Objects.requireNonNull(warehouse, "warehouse");
        }
    }

    /** Nothing is guessed: the row keeps no warehouse and {@code warehouse_ambiguous} is reported. */
    record Ambiguous(List<Warehouse> candidates) implements WarehouseMatch {
        public Ambiguous {
            candidates = List.copyOf(candidates);
            if (candidates.size() < 2) {
                throw new IllegalArgumentException("ambiguity needs at least two candidates");
            }
        }

        /** The §2 warning the product-feed result carries for the row that landed here. */
        public Warning warning(int index, Optional<String> sku) {
            String labels = candidates.stream().map(Warehouse::label).collect(Collectors.joining(", "));
            return new Warning(index, sku, Warning.WAREHOUSE_AMBIGUOUS,
                    "several warehouses match, none was chosen: " + labels);
        }
    }

    /** No default can be determined (no warehouse, or several and none primary). */
    record NoWarehouse() implements WarehouseMatch {
    }
}
