package market.feeds.application.model;

import java.math.BigDecimal;
import java.util.Objects;

/** One rung of an offer's quantity price ladder, set only from the dashboard. */
public record PriceStep(BigDecimal minQty, BigDecimal price) {

    public PriceStep {
        Objects.requireNonNull(minQty, "minQty");
        Objects.requireNonNull(price, "price");
        if (minQty.signum() <= 0 || price.signum() <= 0) {
            throw new IllegalArgumentException("min_qty and price must be greater than 0");
        }
    }
}
