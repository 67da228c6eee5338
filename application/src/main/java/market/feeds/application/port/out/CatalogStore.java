package market.feeds.application.port.out;

import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import market.feeds.domain.catalog.BrandInCategory;
import market.feeds.domain.catalog.CatalogEntry;

/** The marketplace catalogue the matcher recognises positions against. */
public interface CatalogStore {

    /** Inserts all entries in one batch. */
    void insertAll(Collection<CatalogEntry> entries);

    Optional<CatalogEntry> byId(String id);

    /** Entries whose name or brand contains {@code text} (case-insensitive), oldest first, at most {@code limit}. */
    List<CatalogEntry> search(String text, int limit);

    /** The entries of each category whose brand key ({@code MatchKey.of(brand)}) is paired with it, oldest first. */
    List<CatalogEntry> candidates(Set<BrandInCategory> wanted);
}
