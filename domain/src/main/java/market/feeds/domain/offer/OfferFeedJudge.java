package market.feeds.domain.offer;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import market.feeds.domain.Rejection;
import market.feeds.domain.json.RawItem;

/** The field stage of offer rows (PATCH and pull alike); the sku stage is {@link OfferUpdatePolicy}. */
public final class OfferFeedJudge {

    private OfferFeedJudge() {
    }

    /** Items must come in the vendor's order: a later row repeating an earlier sku is the duplicate. */
    public static OfferFeedJudgement judge(List<RawItem> items) {
        Set<String> earlierSkus = new HashSet<>();
        List<OfferChangeRequest> requests = new ArrayList<>(items.size());
        List<Rejection> rejections = new ArrayList<>();
        for (RawItem item : items) {
            OfferRow row = OfferRow.read(item, earlierSkus);
            Optional<Rejection> rejection = OfferCheck.firstFailure(row);
            if (rejection.isPresent()) {
                rejections.add(rejection.get());
            } else {
                requests.add(new OfferChangeRequest(row.index(), row.skuText().orElseThrow(), row.price().value(),
                        row.stock().value(), row.moq().value(), row.discontinued().value(), row.updatedAt().value()));
            }
        }
        return new OfferFeedJudgement(requests, rejections);
    }
}
