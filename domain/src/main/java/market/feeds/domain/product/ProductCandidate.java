package market.feeds.domain.product;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * A product row that passed every check: trimmed strings, resolved category and unit, numbers in bounds.
 *
 * @param moq       1 when the row sent none
 * @param warehouse the vendor's raw warehouse value (trimmed); matched against warehouses by the use case
 */
public record ProductCandidate(int index, Optional<String> sku, String name, String brand, Category category, Unit unit,
                               BigDecimal price, BigDecimal stock, BigDecimal moq, Optional<String> warehouse,
                               Optional<String> description, Optional<Instant> updatedAt) {

    public ProductCandidate {
        if (index < 0) {
            throw new IllegalArgumentException("index must be >= 0");
        }
        Objects.requireNonNull(sku, "sku");
        requireText(name, "name");
        requireText(brand, "brand");
        Objects.requireNonNull(category, "category");
        Objects.requireNonNull(unit, "unit");
        if (price.signum() <= 0 || stock.signum() < 0 || moq.signum() <= 0) {
            throw new IllegalArgumentException("price > 0, stock >= 0 and moq > 0");
        }
        Objects.requireNonNull(warehouse, "warehouse");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(updatedAt, "updatedAt");
    }

    private static void requireText(String value, String name) {
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException(name + " must be non-empty");
        }
    }
}
