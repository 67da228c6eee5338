package market.feeds.adapters.jdbc.usecase;

import static market.feeds.adapters.jdbc.usecase.PgWorld.ok;
import static market.feeds.application.testing.Json.items;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.model.Caller;
import market.feeds.application.model.Offer;
import market.feeds.application.model.RequestStatus;
import market.feeds.application.port.in.RunFeedPullUseCase.FeedRun;
import market.feeds.application.port.in.admin.ManageCatalogUseCase.NewCatalogProduct;
import market.feeds.application.port.in.admin.ManageFeedUseCase.TokenChange;
import market.feeds.application.port.in.admin.ManageOffersUseCase.NewOffer;
import market.feeds.application.testing.Rows;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A feed run whose database connection dies mid-apply ends as the service's own fault: run code
 * {@code internal_error} (vendor contract: the next scheduled run retries), nothing applied, no notification,
 * and the run is still journaled on a fresh connection.
 */
@ExtendWith(FreshSchemaExtension.class)
class FeedPullDatabaseFaultTest {

    private static final String HOST = "feeds.agrovendor.com";

    private final AtomicReference<BackendKillingOfferStore> killer = new AtomicReference<>();
    private final PgWorld world;

    FeedPullDatabaseFaultTest(TestSchema schema) {
        this.world = new PgWorld(schema.dataSource(), stores -> {
            killer.set(new BackendKillingOfferStore(stores.offerUpdates(), schema.dataSource()));
            return stores.withOfferUpdates(killer.get());
        });
    }

    @Test
    void aConnectionLostDuringARunIsInternalErrorWithoutNotification() {
        Caller caller = world.newCaller();
        world.resolver.resolving(HOST, "93.184.216.34");
        world.useCases.manageFeed().save(caller.vendor().slug(), "https://" + HOST + "/offers.json", 6, "Europe/Kyiv",
                TokenChange.REMOVE);
        String product = ok(world.useCases.manageCatalog().add(new NewCatalogProduct("Corn", "Dekalb", "seeds",
                Optional.empty()))).id();
        Offer offer = ok(world.useCases.manageOffers().create(caller.vendor().slug(), new NewOffer("A", product,
                new BigDecimal("100"), new BigDecimal("5"), Optional.empty(), Optional.empty(), Optional.empty())));
        world.fetcher.answering(items(Rows.priceUpdate("A", "120")));

        killer.get().arm();
        FeedRun run = ok(world.useCases.runFeedPull().runNow(caller.vendor().slug()));

        assertThat(run.status()).isEqualTo(RequestStatus.FAILED);
        assertThat(run.code()).contains("internal_error");
        assertThat(world.stores.offers().byId(caller.vendor().id(), offer.id()).orElseThrow().price())
                .isEqualByComparingTo("100");
        assertThat(world.stores.notifications().forVendor(caller.vendor().id())).isEmpty();
        assertThat(world.stores.journal().find(caller.vendor().id(), run.requestId())).isPresent();
    }
}
