package market.feeds.application.port.in;

import java.util.List;
import java.util.Optional;
import market.feeds.domain.Rejection;
import market.feeds.domain.Warning;

/** The contract's product-feed result (response of {@code POST /v1/products}), plus warnings. */
public record ProductFeedResult(String requestId, Optional<String> jobId, int accepted, List<Rejection> rejected,
                                int rejectedTotal, List<Warning> warnings) {

    public ProductFeedResult {
        rejected = List.copyOf(rejected);
        warnings = List.copyOf(warnings);
    }
}
