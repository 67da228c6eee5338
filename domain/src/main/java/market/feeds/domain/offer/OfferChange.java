package market.feeds.domain.offer;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * The values to write on an offer: the full new state of the patchable fields (stored values where the
 * row sent none). Visibility is absent on purpose: a patch never publishes.
 *
 * @param updatedAt the new stored ordering timestamp; empty = keep the stored one
 */
public record OfferChange(String offerId, BigDecimal price, BigDecimal stock, BigDecimal moq, boolean discontinued,
                          Optional<Instant> updatedAt) {

    public OfferChange {
        Objects.requireNonNull(offerId, "offerId");
        Objects.requireNonNull(price, "price");
        Objects.requireNonNull(stock, "stock");
        Objects.requireNonNull(moq, "moq");
        Objects.requireNonNull(updatedAt, "updatedAt");
    }
}
