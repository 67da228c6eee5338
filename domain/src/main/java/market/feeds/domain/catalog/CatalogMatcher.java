package market.feeds.domain.catalog;

import java.util.Collection;
import java.util.Comparator;
import java.util.Optional;
import market.feeds.domain.product.Category;

/**
 * Recognises a vendor's position in the catalogue: the brand within the category, then the product by
 * name, both by {@link MatchKey}. Deterministic: of several equal entries the smallest id wins.
 */
public final class CatalogMatcher {

    /** Ids of equal length compare as text; a shorter id is smaller, so numeric ids order by value. */
    static final Comparator<String> ID_ORDER = Comparator.comparingInt(String::length).thenComparing(Comparator.naturalOrder());

    private CatalogMatcher() {
    }

    /** The suggested catalogue entry id, or empty for "not recognised". */
    public static Optional<String> match(String name, String brand, Category category, Collection<CatalogEntry> catalogue) {
        String brandKey = MatchKey.of(brand);
        String nameKey = MatchKey.of(name);
        if (brandKey.isEmpty() || nameKey.isEmpty()) {
            return Optional.empty();
        }
        return catalogue.stream()
                .filter(entry -> entry.category() == category)
                .filter(entry -> MatchKey.of(entry.brand()).equals(brandKey))
                .filter(entry -> MatchKey.of(entry.name()).equals(nameKey))
                .map(CatalogEntry::id)
                .min(ID_ORDER);
    }
}
