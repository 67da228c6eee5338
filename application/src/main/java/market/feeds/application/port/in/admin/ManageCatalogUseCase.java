package market.feeds.application.port.in.admin;

import java.util.List;
import java.util.Optional;
import market.feeds.domain.catalog.CatalogEntry;

/** Operator API: the catalogue team's products. */
public interface ManageCatalogUseCase {

    /** @param category a category slug; @param unit a canonical unit, if given */
    AdminResult<CatalogEntry> add(NewCatalogProduct product);

    /** 1–5000 products in one batch; ids in item order. Invalid items → Invalid with pointer {@code /items/i/…}. */
    AdminResult<List<String>> addAll(List<NewCatalogProduct> products);

    record NewCatalogProduct(String name, String brand, String category, Optional<String> unit) {
    }
}
