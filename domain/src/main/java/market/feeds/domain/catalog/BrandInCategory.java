package market.feeds.domain.catalog;

import java.util.Objects;
import market.feeds.domain.product.Category;

/**
 * Where the matcher looks for a row's product: the catalogue entries of the row's category whose brand key equals
 * the row's (decision 0106). A batch needs the entries of its rows' own pairs, not of every category with every
 * brand the batch names.
 */
public record BrandInCategory(Category category, String brandKey) {

    public BrandInCategory {
        Objects.requireNonNull(category, "category");
        Objects.requireNonNull(brandKey, "brandKey");
    }

    public static BrandInCategory of(Category category, String brand) {
        return new BrandInCategory(category, MatchKey.of(brand));
    }
}
