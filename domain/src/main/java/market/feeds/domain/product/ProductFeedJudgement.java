package market.feeds.domain.product;

import java.util.List;
import market.feeds.domain.Rejection;

/** The product feed split into accepted candidates and rejections, both in item order. */
public record ProductFeedJudgement(List<ProductCandidate> accepted, List<Rejection> rejections) {

    public ProductFeedJudgement {
        accepted = List.copyOf(accepted);
        rejections = List.copyOf(rejections);
    }
}
