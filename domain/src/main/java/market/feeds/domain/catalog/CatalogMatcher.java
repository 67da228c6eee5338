package market.feeds.domain.catalog;

import java.util.Collection;
import java.util.Comparator;
import java.util.Optional;
import market.feeds.domain.product.Category;

/**
 * Recognises a vendor's position in the catalogue: the brand within the category, then the product by
 * name, both by {@link MatchKey}. Deterministic: of several equal entries the smallest id wins. For many
 * rows against one catalogue build a {@link CatalogIndex} once.
 */
public final class CatalogMatcher {

    /** Ids of equal length compare as text; a shorter id is smaller, so numeric ids order by value. */
    static final Comparator<String> ID_ORDER = Comparator.comparingInt(String::length).thenComparing(Comparator.naturalOrder());

    private CatalogMatcher() {
    }

    /** The suggested catalogue entry id, or empty for "not recognised". */
    public static Optional<String> match(String name, String brand, Category category, Collection<CatalogEntry> catalogue) {
        return CatalogIndex.of(catalogue.stream().filter(entry -> entry.category() == category).toList())
                .match(name, brand, category);
    }
}
