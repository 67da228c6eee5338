package market.feeds.domain.offer;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/** An offer row that passed the field checks: what the vendor asks to change, empty = leave as stored. */
public record OfferChangeRequest(int index, String sku, Optional<BigDecimal> price, Optional<BigDecimal> stock,
                                 Optional<BigDecimal> moq, Optional<Boolean> discontinued, Optional<Instant> updatedAt) {

    public OfferChangeRequest {
        if (index < 0) {
            throw new IllegalArgumentException("index must be >= 0");
        }
        if (sku == null || sku.isEmpty()) {
            throw new IllegalArgumentException("sku must be non-empty");
        }
        Objects.requireNonNull(price, "price");
        Objects.requireNonNull(stock, "stock");
        Objects.requireNonNull(moq, "moq");
        Objects.requireNonNull(discontinued, "discontinued");
        Objects.requireNonNull(updatedAt, "updatedAt");
        if (price.isEmpty() && stock.isEmpty() && moq.isEmpty() && discontinued.isEmpty()) {
            throw new IllegalArgumentException("a change request changes at least one value (no_change_requested)");
        }
    }
}
