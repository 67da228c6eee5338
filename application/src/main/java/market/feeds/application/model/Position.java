package market.feeds.application.model;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import market.feeds.domain.Warning;
import market.feeds.domain.position.PositionState;
import market.feeds.domain.product.Category;
import market.feeds.domain.product.Unit;

/**
 * A vendor position on its way from a product-feed row to a linked offer (the review screen's row).
 *
 * @param requestId the request that last sent (or refreshed) it
 * @param index     the row's index in that request
 * @param jobId     the product job that matches it against the catalogue
 * @param offerId   the offer created when it was linked
 */
public record Position(String id, String vendorId, Optional<String> sku, String name, String brand, Category category,
                       Unit unit, BigDecimal price, BigDecimal stock, BigDecimal moq, Optional<String> warehouseId,
                       Optional<String> description, Optional<Instant> updatedAt, PositionState state,
                       Optional<String> suggestedCatalogProductId, String requestId, int index,
                       List<Warning> warnings, Optional<String> jobId, Optional<String> offerId) {

    public Position {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(vendorId, "vendorId");
        Objects.requireNonNull(sku, "sku");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(brand, "brand");
        Objects.requireNonNull(category, "category");
        Objects.requireNonNull(unit, "unit");
        Objects.requireNonNull(price, "price");
        Objects.requireNonNull(stock, "stock");
        Objects.requireNonNull(moq, "moq");
        Objects.requireNonNull(warehouseId, "warehouseId");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(updatedAt, "updatedAt");
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(suggestedCatalogProductId, "suggestedCatalogProductId");
        Objects.requireNonNull(requestId, "requestId");
        warnings = List.copyOf(warnings);
        Objects.requireNonNull(jobId, "jobId");
        Objects.requireNonNull(offerId, "offerId");
    }

    public Position linkedTo(String catalogProductId, String newOfferId) {
        return new Position(id, vendorId, sku, name, brand, category, unit, price, stock, moq, warehouseId, description,
                updatedAt, state.moveTo(PositionState.LINKED), Optional.of(catalogProductId), requestId, index,
                warnings, jobId, Optional.of(newOfferId));
    }

    public Position unrecognised() {
        return new Position(id, vendorId, sku, name, brand, category, unit, price, stock, moq, warehouseId, description,
                updatedAt, state.moveTo(PositionState.PENDING_CATALOG), Optional.empty(), requestId, index, warnings,
                jobId, offerId);
    }
}
