package market.feeds.domain.offer;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * The stored offer as the update policy needs it.
 *
 * @param complete    the offer passes the dashboard's completeness check (relisting needs it)
 * @param priceLadder the offer has a quantity price ladder, so a flat price is refused
 * @param updatedAt   the stored ordering timestamp; empty when none was ever sent
 */
public record OfferSnapshot(String offerId, BigDecimal price, BigDecimal stock, BigDecimal moq, boolean discontinued,
                            Visibility visibility, boolean complete, boolean priceLadder, Optional<Instant> updatedAt) {

    public OfferSnapshot {
        Objects.requireNonNull(offerId, "offerId");
        Objects.requireNonNull(price, "price");
        Objects.requireNonNull(stock, "stock");
        Objects.requireNonNull(moq, "moq");
        Objects.requireNonNull(visibility, "visibility");
        Objects.requireNonNull(updatedAt, "updatedAt");
    }
}
