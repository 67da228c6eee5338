package market.feeds.application.port.out;

import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import market.feeds.domain.catalog.CatalogEntry;
import market.feeds.domain.product.Category;

/** The marketplace catalogue the matcher recognises positions against. */
public interface CatalogStore {

    /** Inserts all entries in one batch. */
    void insertAll(Collection<CatalogEntry> entries);

    Optional<CatalogEntry> byId(String id);

    /** Entries whose name or brand contains {@code text} (case-insensitive), oldest first, at most {@code limit}. */
    List<CatalogEntry> search(String text, int limit);

    /** Entries whose category is in {@code categories} and whose brand key ({@code MatchKey.of(brand)}) is in {@code brandKeys}. */
    List<CatalogEntry> candidates(Set<Category> categories, Set<String> brandKeys);
}
