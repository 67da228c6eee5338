package market.feeds.domain.catalog;

import java.util.Objects;
import java.util.Optional;
import market.feeds.domain.product.Category;
import market.feeds.domain.product.Unit;

/** A product of the marketplace catalogue, as the matcher compares it. */
public record CatalogEntry(String id, String name, String brand, Category category, Optional<Unit> unit) {

    public CatalogEntry {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(brand, "brand");
        Objects.requireNonNull(category, "category");
        Objects.requireNonNull(unit, "unit");
    }
}
