package market.feeds.application.port.in.admin;

import java.util.List;
import java.util.Optional;
import market.feeds.domain.catalog.CatalogEntry;

/** Operator console: catalogue products found by part of their name or brand, to link a position to, or by id. */
public interface SearchCatalogUseCase {

    int MAX_RESULTS = 50;

    /** Blank text finds nothing. */
    List<CatalogEntry> search(String text);

    /** The product an offer is linked to, so a page can name it instead of showing only its id. */
    Optional<CatalogEntry> product(String catalogProductId);
}
