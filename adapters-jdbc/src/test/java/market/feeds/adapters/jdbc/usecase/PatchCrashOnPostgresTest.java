package market.feeds.adapters.jdbc.usecase;

import static market.feeds.adapters.jdbc.usecase.PgWorld.completed;
import static market.feeds.adapters.jdbc.usecase.PgWorld.ok;
import static market.feeds.adapters.jdbc.usecase.PgWorld.real;
import static market.feeds.application.testing.Json.items;
import static market.feeds.application.testing.Json.obj;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.math.BigDecimal;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.model.Caller;
import market.feeds.application.model.Offer;
import market.feeds.application.port.in.OfferUpdateResult;
import market.feeds.application.port.in.WriteOutcome;
import market.feeds.application.port.in.admin.ManageCatalogUseCase.NewCatalogProduct;
import market.feeds.application.port.in.admin.ManageOffersUseCase.NewOffer;
import market.feeds.application.port.out.StorageFailure;
import market.feeds.application.testing.TestData;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A PATCH whose transaction is killed mid-apply (its backend terminated right after the offers were written)
 * leaves offers, journal and idempotency as before; the client's retry with the same key applies once.
 */
@ExtendWith(FreshSchemaExtension.class)
class PatchCrashOnPostgresTest {

    private final AtomicReference<BackendKillingOfferStore> killer = new AtomicReference<>();
    private final PgWorld world;

    PatchCrashOnPostgresTest(TestSchema schema) {
        this.world = new PgWorld(schema.dataSource(), stores -> {
            killer.set(new BackendKillingOfferStore(stores.offerUpdates(), schema.dataSource()));
            return stores.withOfferUpdates(killer.get());
        });
    }

    @Test
    void patchKilledMidApplyLeavesNothingAndItsRetryAppliesOnce() {
        Caller caller = world.newCaller();
        String product = ok(world.useCases.manageCatalog().add(new NewCatalogProduct("Corn", "Dekalb", "seeds",
                Optional.empty()))).id();
        Offer offer = ok(world.useCases.manageOffers().create(caller.vendor().slug(), new NewOffer("CRASH-1", product,
                new BigDecimal("100"), new BigDecimal("5"), Optional.empty(), Optional.empty(), Optional.empty())));
        String key = "key-" + TestData.id();
        String body = items(obj("sku", "CRASH-1", "price", 130, "updated_at", "2026-03-01T10:00:00Z"),
                obj("sku", "UNKNOWN-1", "stock", 3));

        killer.get().arm();
        Throwable crash = catchThrowable(() -> world.useCases.updateOffers().update(real(caller, key, body)));

        assertThat(crash).isInstanceOf(StorageFailure.class);
        assertThat(((StorageFailure) crash).kind()).as("a terminated backend is passing").isEqualTo(StorageFailure.Kind.UNAVAILABLE);
        assertThat(world.stores.offers().byId(caller.vendor().id(), offer.id())).contains(offer);
        assertThat(world.stores.journal().list(caller.vendor().id(), Optional.empty(), 10)).isEmpty();

        WriteOutcome<OfferUpdateResult> retry = world.useCases.updateOffers().update(real(caller, key, body));
        WriteOutcome<OfferUpdateResult> again = world.useCases.updateOffers().update(real(caller, key, body));

        assertThat(PgWorld.replayed(retry)).as("the retry executes: the crashed attempt left no record").isFalse();
        assertThat(completed(retry).applied()).isEqualTo(1);
        assertThat(PgWorld.replayed(again)).isTrue();
        assertThat(completed(again)).isEqualTo(completed(retry));
        Offer stored = world.stores.offers().byId(caller.vendor().id(), offer.id()).orElseThrow();
        assertThat(stored.price()).isEqualByComparingTo("130");
        assertThat(world.stores.journal().list(caller.vendor().id(), Optional.empty(), 10)).hasSize(1);
        assertThat(world.stores.rejections().page(completed(retry).requestId(), 0, 10)).hasSize(1);
    }
}
