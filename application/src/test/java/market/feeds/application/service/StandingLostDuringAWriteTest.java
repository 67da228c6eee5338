package market.feeds.application.service;

import static market.feeds.application.service.WriteOutcomes.completed;
import static market.feeds.application.testing.InMemoryWorld.dryRun;
import static market.feeds.application.testing.InMemoryWorld.ok;
import static market.feeds.application.testing.InMemoryWorld.real;
import static market.feeds.application.testing.Json.items;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.Optional;
import market.feeds.application.model.Caller;
import market.feeds.application.model.Offer;
import market.feeds.application.port.in.AuthorizeVendorUseCase.Access;
import market.feeds.application.port.in.WriteCommand;
import market.feeds.application.port.in.WriteOutcome;
import market.feeds.application.port.in.admin.ManageCatalogUseCase.NewCatalogProduct;
import market.feeds.application.port.in.admin.ManageOffersUseCase.NewOffer;
import market.feeds.application.port.out.KeysetPage;
import market.feeds.application.testing.InMemoryWorld;
import market.feeds.application.testing.Rows;
import org.junit.jupiter.api.Test;

/**
 * A write is authorised before its body arrives. A caller whose key was revoked, or whose vendor was deactivated,
 * by the time the write reaches its transaction is denied as it would be now, and nothing of the request is kept
 * (decision 0217).
 */
class StandingLostDuringAWriteTest {

    private final InMemoryWorld world = new InMemoryWorld();
    private final Caller caller = world.newCaller();

    @Test
    void anOfferUpdateWhoseKeyWasRevokedSinceItWasAuthorisedIsUnauthenticatedAndAppliesNothing() {
        Offer offer = givenOffer("A");
        WriteCommand command = real(caller, items(Rows.priceUpdate("A", "120")));
        ok(world.useCases.manageApiKeys().revoke(caller.vendor().slug(), caller.key().id()));

        WriteOutcome<?> outcome = world.useCases.updateOffers().update(command);

        assertThat(outcome).isEqualTo(new WriteOutcome.Denied<>(new Access.Unauthenticated()));
        assertThat(world.stores.offers().byId(caller.vendor().id(), offer.id()).orElseThrow().price())
                .isEqualByComparingTo("100");
        assertThat(world.stores.journal().find(caller.vendor().id(), command.requestId())).isEmpty();
    }

    @Test
    void aProductFeedWhoseVendorWasDeactivatedSinceItWasAuthorisedIsForbiddenAndOpensNoReview() {
        WriteCommand command = real(caller, items(Rows.product("P-1")));
        ok(world.useCases.manageVendors().update(caller.vendor().slug(), Optional.of(false), Optional.empty()));

        WriteOutcome<?> outcome = world.useCases.submitProductFeed().submit(command);

        assertThat(outcome).isEqualTo(new WriteOutcome.Denied<>(new Access.Forbidden("vendor is inactive")));
        assertThat(world.stores.positions().list(caller.vendor().id(), Optional.empty(), Optional.empty(),
                KeysetPage.first(10))).isEmpty();
        assertThat(world.stores.journal().find(caller.vendor().id(), command.requestId())).isEmpty();
    }

    /** A dry run writes nothing, so there is nothing to hold: it is answered as authorised. */
    @Test
    void aDryRunIsAnsweredAsItWasAuthorised() {
        givenOffer("A");
        WriteCommand command = dryRun(caller, items(Rows.priceUpdate("A", "120")));
        ok(world.useCases.manageApiKeys().revoke(caller.vendor().slug(), caller.key().id()));

        assertThat(completed(world.useCases.updateOffers().update(command)).applied()).isEqualTo(1);
    }

    private Offer givenOffer(String sku) {
        String product = ok(world.useCases.manageCatalog().add(new NewCatalogProduct("Corn", "Dekalb", "seeds",
                Optional.empty()))).id();
        return ok(world.useCases.manageOffers().create(caller.vendor().slug(), new NewOffer(sku, product,
                new BigDecimal("100"), new BigDecimal("5"), Optional.empty(), Optional.empty(), Optional.empty())));
    }
}
