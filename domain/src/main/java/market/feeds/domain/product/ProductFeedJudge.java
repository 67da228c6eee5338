package market.feeds.domain.product;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import market.feeds.domain.Rejection;
import market.feeds.domain.json.RawItem;

/** Judges every row of a product feed on its own fields; one code per rejected row, the earliest. */
public final class ProductFeedJudge {

    private ProductFeedJudge() {
    }

    /** Items must come in the vendor's order: a later row repeating an earlier sku is the duplicate. */
    public static ProductFeedJudgement judge(List<RawItem> items) {
        Set<String> earlierSkus = new HashSet<>();
        List<ProductCandidate> accepted = new ArrayList<>(items.size());
        List<Rejection> rejections = new ArrayList<>();
        for (RawItem item : items) {
            ProductRow row = ProductRow.read(item, earlierSkus);
            Optional<Rejection> rejection = ProductCheck.firstFailure(row);
            if (rejection.isPresent()) {
                rejections.add(rejection.get());
            } else {
                accepted.add(candidate(row));
            }
        }
        return new ProductFeedJudgement(accepted, rejections);
    }

    private static ProductCandidate candidate(ProductRow row) {
        return new ProductCandidate(row.index(), row.skuText(),
                row.name().value().orElseThrow(),
                row.brand().value().orElseThrow(),
                row.resolvedCategory().orElseThrow(),
                row.resolvedUnit().orElseThrow(),
                row.price().value().orElseThrow(),
                row.stock().value().orElseThrow(),
                row.moq().value().orElse(BigDecimal.ONE),
                row.warehouse().value().filter(text -> !text.isEmpty()),
                row.description().value().filter(text -> !text.isEmpty()),
                row.updatedAt().value());
    }
}
