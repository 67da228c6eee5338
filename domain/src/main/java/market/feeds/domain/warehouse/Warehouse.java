package market.feeds.domain.warehouse;

import java.util.Objects;
import java.util.Optional;

/** One of the vendor's warehouses, as the matcher sees it. */
public record Warehouse(String id, String label, Optional<String> city, boolean primary) {

    public Warehouse {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(city, "city");
    }
}
