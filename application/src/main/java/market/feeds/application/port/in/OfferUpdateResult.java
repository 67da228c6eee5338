package market.feeds.application.port.in;

import java.util.List;
import market.feeds.domain.Rejection;

/** The contract's offer-update result (response of {@code PATCH /v1/offers}, and the counts of a feed run). */
public record OfferUpdateResult(String requestId, int applied, int unchanged, int notPublished, List<Rejection> rejected,
                                int rejectedTotal) {

    public OfferUpdateResult {
        rejected = List.copyOf(rejected);
    }
}
