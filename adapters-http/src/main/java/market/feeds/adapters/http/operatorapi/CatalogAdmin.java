package market.feeds.adapters.http.operatorapi;

import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import java.io.IOException;
import java.util.List;
import java.util.Set;
import market.feeds.adapters.http.json.StrictObject;
import market.feeds.application.port.in.admin.ManageCatalogUseCase;
import market.feeds.application.port.in.admin.ManageCatalogUseCase.NewCatalogProduct;
import market.feeds.application.port.in.admin.ReviewPositionsUseCase;

/** The catalogue team's products (one or a batch) and product jobs. */
final class CatalogAdmin {

    private static final Set<String> PRODUCT = Set.of("name", "brand", "category", "unit");

    private final ManageCatalogUseCase catalog;
    private final ReviewPositionsUseCase review;

    CatalogAdmin(ManageCatalogUseCase catalog, ReviewPositionsUseCase review) {
        this.catalog = catalog;
        this.review = review;
    }

    void register(AdminTable table) {
        table.add(HandlerType.POST, "/catalog/products", this::add)
                .add(HandlerType.POST, "/catalog/products/batch", this::addAll)
                .add(HandlerType.GET, "/jobs/{job_id}", this::job);
    }

    private void add(Context ctx) throws IOException {
        StrictObject body = AdminBody.of(ctx, PRODUCT.toArray(String[]::new));
        AdminReply.send(ctx, catalog.add(product(body)), 201, CatalogJson::product);
    }

    private void addAll(Context ctx) throws IOException {
        List<NewCatalogProduct> products = AdminBody.of(ctx, "items").requiredObjects("items", PRODUCT).stream()
                .map(CatalogAdmin::product).toList();
        AdminReply.send(ctx, catalog.addAll(products), 201, CatalogJson::ids);
    }

    private void job(Context ctx) {
        AdminReply.send(ctx, review.job(PathValue.of(ctx, "job_id")), 200, CatalogJson::job);
    }

    private static NewCatalogProduct product(StrictObject item) {
        return new NewCatalogProduct(item.requiredString("name"), item.requiredString("brand"),
                item.requiredString("category"), item.optionalString("unit"));
    }
}
