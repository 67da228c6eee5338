package market.feeds.application.service;

import static market.feeds.application.service.WriteOutcomes.completed;
import static market.feeds.application.testing.InMemoryWorld.ok;
import static market.feeds.application.testing.InMemoryWorld.real;
import static market.feeds.application.testing.Json.items;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import market.feeds.application.model.Caller;
import market.feeds.application.model.Position;
import market.feeds.application.port.in.admin.AdminResult;
import market.feeds.application.port.in.admin.ManageCatalogUseCase.NewCatalogProduct;
import market.feeds.application.port.in.admin.PageReviewUseCase;
import market.feeds.application.port.out.KeysetPage;
import market.feeds.application.port.out.PositionStore;
import market.feeds.application.testing.InMemoryWorld;
import market.feeds.application.testing.Rows;
import org.junit.jupiter.api.Test;

/** The review screen's reads: one position by id, beside its suggestion, only for its own vendor. */
class PageReviewTest {

    private final InMemoryWorld world = new InMemoryWorld();
    private final Caller caller = world.newCaller();
    private final PageReviewUseCase pages = new PageReviewService(world.stores.vendors(), world.stores.positions(),
            world.stores.catalog());

    @Test
    void onePositionIsReadByIdBesideItsSuggestionAndOnlyForItsOwnVendor() {
        String product = ok(world.useCases.manageCatalog().add(new NewCatalogProduct("Hybrid corn DKC 3730",
                "Dekalb", "seeds", Optional.empty()))).id();
        completed(world.useCases.submitProductFeed().submit(real(caller, items(Rows.product("A-1")))));
        world.useCases.workProductJobs().workOne("w");
        PositionStore positions = world.stores.positions();
        Position position = positions.list(caller.vendor().id(), Optional.empty(), Optional.empty(),
                KeysetPage.first(1)).get(0);
        String other = world.newCaller().vendor().slug();

        PageReviewUseCase.ReviewRow row = ok(pages.position(caller.vendor().slug(), position.id()));

        assertThat(row.position().id()).isEqualTo(position.id());
        assertThat(row.suggestion().map(s -> s.id())).contains(product);
        assertThat(pages.position(other, position.id())).isInstanceOf(AdminResult.NotFound.class);
        assertThat(pages.position(caller.vendor().slug(), "00000000-0000-0000-0000-000000000000"))
                .isInstanceOf(AdminResult.NotFound.class);
        assertThat(pages.position("nobody", position.id())).isInstanceOf(AdminResult.NotFound.class);
    }
}
