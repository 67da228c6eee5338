package market.feeds.application.testing;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import market.feeds.application.model.Position;
import market.feeds.domain.Warning;
import market.feeds.domain.position.PositionState;
import market.feeds.domain.product.Category;
import market.feeds.domain.product.Unit;

/** Builds a position awaiting review, with a sku, of a request and job named by the test. */
public final class PositionBuilder {

    private String id = TestData.id();
    private String vendorId = TestData.id();
    private Optional<String> sku = Optional.of("SKU-" + id.substring(0, 8));
    private String name = "Hybrid corn DKC 3730";
    private String brand = "Dekalb";
    private Category category = Category.SEEDS;
    private Unit unit = Unit.BAG;
    private BigDecimal price = new BigDecimal("2500.50");
    private BigDecimal stock = new BigDecimal("40");
    private BigDecimal moq = BigDecimal.ONE;
    private Optional<String> warehouseId = Optional.empty();
    private Optional<String> description = Optional.empty();
    private Optional<Instant> updatedAt = Optional.empty();
    private PositionState state = PositionState.AWAITING_REVIEW;
    private Optional<String> suggestion = Optional.empty();
    private String requestId = TestData.id();
    private int index;
    private List<Warning> warnings = List.of();
    private Optional<String> jobId = Optional.empty();
    private Optional<String> offerId = Optional.empty();

    public PositionBuilder forVendor(String value) {
        vendorId = value;
        return this;
    }

    public PositionBuilder withSku(String value) {
        sku = Optional.ofNullable(value);
        return this;
    }

    public PositionBuilder named(String value) {
        name = value;
        return this;
    }

    public PositionBuilder ofBrand(String value) {
        brand = value;
        return this;
    }

    public PositionBuilder inState(PositionState value) {
        state = value;
        return this;
    }

    public PositionBuilder suggesting(String catalogProductId) {
        suggestion = Optional.of(catalogProductId);
        return this;
    }

    public PositionBuilder ofRequest(String value, int rowIndex) {
        requestId = value;
        index = rowIndex;
        return this;
    }

    public PositionBuilder ofJob(String value) {
        jobId = Optional.of(value);
        return this;
    }

    public PositionBuilder linkedTo(String value) {
        state = PositionState.LINKED;
        offerId = Optional.of(value);
        return this;
    }

    public PositionBuilder inWarehouse(String value) {
        warehouseId = Optional.of(value);
        return this;
    }

    public PositionBuilder updatedAt(Instant value) {
        updatedAt = Optional.of(value);
        return this;
    }

    public PositionBuilder warning(Warning value) {
        warnings = List.of(value);
        return this;
    }

    public PositionBuilder describedAs(String value) {
        description = Optional.of(value);
        return this;
    }

    public Position build() {
        return new Position(id, vendorId, sku, name, brand, category, unit, price, stock, moq, warehouseId, description,
                updatedAt, state, suggestion, requestId, index, warnings, jobId, offerId);
    }
}
