package market.feeds.application.port.in.admin;

import java.util.List;
import market.feeds.domain.catalog.CatalogEntry;

/** Operator console: catalogue products found by part of their name or brand, to link a position to. */
public interface SearchCatalogUseCase {

    int MAX_RESULTS = 50;

    /** Blank text finds nothing. */
    List<CatalogEntry> search(String text);
}
