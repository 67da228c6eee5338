package market.feeds.application.service;

import java.util.Optional;
import market.feeds.domain.Warning;
import market.feeds.domain.product.ProductCandidate;

/** An accepted product row with the warehouse it landed on, or the warning why it has none. */
record Placed(ProductCandidate row, Optional<String> warehouseId, Optional<Warning> warning) {
}
