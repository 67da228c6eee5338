package market.feeds.application.memory;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import market.feeds.application.port.out.CatalogStore;
import market.feeds.domain.catalog.BrandInCategory;
import market.feeds.domain.catalog.CatalogEntry;

/** The catalogue held in memory; thread-safe. */
public final class InMemoryCatalogStore implements CatalogStore {

    private final Map<String, CatalogEntry> byId = new LinkedHashMap<>();

    @Override
    public synchronized void insertAll(Collection<CatalogEntry> entries) {
        for (CatalogEntry entry : entries) {
            if (byId.containsKey(entry.id())) {
                throw new IllegalStateException("catalogue product " + entry.id() + " exists");
            }
        }
        entries.forEach(entry -> byId.put(entry.id(), entry));
    }

    @Override
    public synchronized Optional<CatalogEntry> byId(String id) {
        return Optional.ofNullable(byId.get(id));
    }

    @Override
    public synchronized List<CatalogEntry> search(String text, int limit) {
        String wanted = text.toLowerCase(java.util.Locale.ROOT);
        return byId.values().stream()
                .filter(e -> e.name().toLowerCase(java.util.Locale.ROOT).contains(wanted)
                        || e.brand().toLowerCase(java.util.Locale.ROOT).contains(wanted))
                .limit(limit).toList();
    }

    @Override
    public synchronized List<CatalogEntry> candidates(Set<BrandInCategory> wanted) {
        return byId.values().stream()
                .filter(entry -> wanted.contains(BrandInCategory.of(entry.category(), entry.brand())))
                .toList();
    }
}
