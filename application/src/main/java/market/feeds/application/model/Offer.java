package market.feeds.application.model;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import market.feeds.domain.offer.OfferSnapshot;
import market.feeds.domain.offer.Visibility;

/**
 * A vendor's offer of a catalogue product, as the dashboard sees it.
 *
 * @param updatedAt the stored ordering timestamp (the last applied {@code updated_at}), if any was ever sent
 */
public record Offer(String id, String vendorId, String sku, String catalogProductId, BigDecimal price,
                    BigDecimal stock, BigDecimal moq, boolean discontinued, Visibility visibility, boolean complete,
                    List<PriceStep> priceLadder, Optional<String> warehouseId, Optional<Instant> updatedAt) {

    public Offer {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(vendorId, "vendorId");
        Objects.requireNonNull(sku, "sku");
        Objects.requireNonNull(catalogProductId, "catalogProductId");
        Objects.requireNonNull(price, "price");
        Objects.requireNonNull(stock, "stock");
        Objects.requireNonNull(moq, "moq");
        Objects.requireNonNull(visibility, "visibility");
        priceLadder = List.copyOf(priceLadder);
        Objects.requireNonNull(warehouseId, "warehouseId");
        Objects.requireNonNull(updatedAt, "updatedAt");
    }

    public boolean hasPriceLadder() {
        return !priceLadder.isEmpty();
    }

    public OfferSnapshot snapshot() {
        return new OfferSnapshot(id, price, stock, moq, discontinued, visibility, complete, hasPriceLadder(), updatedAt);
    }
}
