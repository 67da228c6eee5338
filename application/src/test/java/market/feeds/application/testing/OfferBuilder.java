package market.feeds.application.testing;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import market.feeds.application.model.Offer;
import market.feeds.application.model.PriceStep;
import market.feeds.domain.offer.Visibility;

/** Builds an offer: listed, published, complete, price 100, stock 10, moq 1, no ladder, no timestamp. */
public final class OfferBuilder {

    private String id = TestData.id();
    private String vendorId = TestData.id();
    private String sku = "SKU-" + id.substring(0, 8);
    private String catalogProductId = TestData.id();
    private BigDecimal price = new BigDecimal("100");
    private BigDecimal stock = new BigDecimal("10");
    private BigDecimal moq = BigDecimal.ONE;
    private boolean discontinued;
    private Visibility visibility = Visibility.PUBLISHED;
    private boolean complete = true;
    private List<PriceStep> ladder = List.of();
    private Optional<String> warehouseId = Optional.empty();
    private Optional<Instant> updatedAt = Optional.empty();

    public OfferBuilder forVendor(String value) {
        vendorId = value;
        return this;
    }

    public OfferBuilder withSku(String value) {
        sku = value;
        return this;
    }

    public OfferBuilder ofCatalogProduct(String value) {
        catalogProductId = value;
        return this;
    }

    public OfferBuilder withPrice(String value) {
        price = new BigDecimal(value);
        return this;
    }

    public OfferBuilder withStock(String value) {
        stock = new BigDecimal(value);
        return this;
    }

    public OfferBuilder withdrawn() {
        discontinued = true;
        return this;
    }

    public OfferBuilder withVisibility(Visibility value) {
        visibility = value;
        return this;
    }

    public OfferBuilder incomplete() {
        complete = false;
        return this;
    }

    public OfferBuilder withLadder(PriceStep... steps) {
        ladder = List.of(steps);
        return this;
    }

    public OfferBuilder inWarehouse(String value) {
        warehouseId = Optional.of(value);
        return this;
    }

    public OfferBuilder updatedAt(Instant value) {
        updatedAt = Optional.of(value);
        return this;
    }

    public Offer build() {
        return new Offer(id, vendorId, sku, catalogProductId, price, stock, moq, discontinued, visibility, complete, ladder,
                warehouseId, updatedAt);
    }
}
