package market.feeds.application.testing;

import static market.feeds.application.testing.InMemoryWorld.ok;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.Optional;
import market.feeds.application.model.Caller;
import market.feeds.application.model.Offer;
import market.feeds.application.port.in.admin.ManageCatalogUseCase.NewCatalogProduct;
import market.feeds.application.port.in.admin.ManageFeedUseCase.FeedSave;
import market.feeds.application.port.in.admin.ManageFeedUseCase.TokenChange;
import market.feeds.application.port.in.admin.ManageOffersUseCase.NewOffer;
import market.feeds.application.service.UseCases;

/** The pull tests' starting point: a vendor whose feed is saved with a token and who has one offer, sku "A" at 100. */
public final class FeedFixture {

    public static final String HOST = "feeds.agrovendor.com";

    private FeedFixture() {
    }

    /** Saves the caller's feed at {@code https://HOST/offers.json} (6 o'clock, Europe/Kyiv) and creates the offer. */
    public static Offer vendorWithFeedAndOffer(UseCases useCases, StubHostResolver resolver, Caller caller) {
        resolver.resolving(HOST, "93.184.216.34");
        FeedSave save = useCases.manageFeed().save(caller.vendor().slug(), "https://" + HOST + "/offers.json", 6,
                "Europe/Kyiv", TokenChange.replace("s3cret-token"));
        assertThat(save).isInstanceOf(FeedSave.Saved.class);
        String product = ok(useCases.manageCatalog().add(new NewCatalogProduct("Corn", "Dekalb", "seeds",
                Optional.empty()))).id();
        return ok(useCases.manageOffers().create(caller.vendor().slug(), new NewOffer("A", product,
                new BigDecimal("100"), new BigDecimal("5"), Optional.empty(), Optional.empty(), Optional.empty())));
    }
}
