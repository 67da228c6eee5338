package market.feeds.domain.offer;

import java.util.List;
import market.feeds.domain.Rejection;

/** The offer rows split into change requests and field-stage rejections, both in item order. */
public record OfferFeedJudgement(List<OfferChangeRequest> requests, List<Rejection> rejections) {

    public OfferFeedJudgement {
        requests = List.copyOf(requests);
        rejections = List.copyOf(rejections);
    }
}
