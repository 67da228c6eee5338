package market.feeds.application.service;

import market.feeds.application.port.out.KeysetPage;
import static market.feeds.application.service.WriteOutcomes.completed;
import static market.feeds.application.testing.InMemoryWorld.ok;
import static market.feeds.application.testing.InMemoryWorld.real;
import static market.feeds.application.testing.Json.items;

import java.util.List;
import java.util.Optional;
import market.feeds.application.model.Caller;
import market.feeds.application.model.Position;
import market.feeds.application.port.in.admin.ManageCatalogUseCase.NewCatalogProduct;
import market.feeds.application.testing.InMemoryWorld;
import market.feeds.application.testing.Rows;

/** Steps of the position life cycle that several tests need as their starting point. */
final class LifeCycleSteps {

    /** A page larger than any listing here: the whole listing in one read. */
    private static final KeysetPage WHOLE = KeysetPage.first(1000);

    private LifeCycleSteps() {
    }

    /** Catalogue has the product, the vendor posts the row, the worker matches it, the operator links it. */
    static Position postAndLink(InMemoryWorld world, Caller caller, String sku) {
        ok(world.useCases.manageCatalog().addAll(List.of(new NewCatalogProduct("Hybrid corn DKC 3730", "Dekalb", "seeds",
                Optional.of("bag")))));
        completed(world.useCases.submitProductFeed().submit(real(caller, items(Rows.product(sku)))));
        world.useCases.workProductJobs().workOne("worker");
        Position position = world.stores.positions().list(caller.vendor().id(), Optional.empty(), Optional.of(sku),
                WHOLE).get(0);
        return ok(world.useCases.reviewPositions().link(caller.vendor().slug(), position.id(), Optional.empty(),
                Optional.empty()));
    }
}
