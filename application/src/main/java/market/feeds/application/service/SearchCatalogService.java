package market.feeds.application.service;

import java.util.List;
import java.util.Optional;
import market.feeds.application.port.in.admin.SearchCatalogUseCase;
import market.feeds.application.port.out.CatalogStore;
import market.feeds.domain.catalog.CatalogEntry;

/** Operator console: catalogue search by name or brand, capped so a one-letter query stays cheap. */
public final class SearchCatalogService implements SearchCatalogUseCase {

    private final CatalogStore catalog;

    public SearchCatalogService(CatalogStore catalog) {
        this.catalog = catalog;
    }

    @Override
    public List<CatalogEntry> search(String text) {
        String wanted = text.strip();
        return wanted.isEmpty() ? List.of() : catalog.search(wanted, MAX_RESULTS);
    }

    @Override
    public Optional<CatalogEntry> product(String catalogProductId) {
        return catalog.byId(catalogProductId);
    }
}
