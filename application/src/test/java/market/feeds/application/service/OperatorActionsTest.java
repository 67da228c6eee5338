package market.feeds.application.service;

import static market.feeds.application.testing.InMemoryWorld.ok;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import market.feeds.application.model.Caller;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.model.JournalPlace;
import market.feeds.application.model.Offer;
import market.feeds.application.model.PriceStep;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.in.WhoAmIUseCase.Identity;
import market.feeds.application.port.in.admin.AdminResult;
import market.feeds.application.port.in.admin.ManageCatalogUseCase.NewCatalogProduct;
import market.feeds.application.port.in.admin.ManageOffersUseCase.NewOffer;
import market.feeds.application.port.in.admin.ManageOffersUseCase.OfferPatch;
import market.feeds.application.port.in.admin.ReadJournalUseCase;
import market.feeds.application.port.in.admin.ReadJournalUseCase.JournalPage;
import market.feeds.application.port.in.admin.ReadJournalUseCase.JournalQuery;
import market.feeds.application.testing.InMemoryWorld;
import market.feeds.application.testing.TestData;
import market.feeds.domain.offer.Visibility;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Operator actions of operations-contract §3: vendors, warehouses, catalogue, offers, journal, whoami. */
class OperatorActionsTest {

    private final InMemoryWorld world = new InMemoryWorld();

    @Test
    void newVendorIsActiveMayPublishAndNamedBySlug() {
        Vendor vendor = ok(world.useCases.manageVendors().create("agro-one", Optional.empty(), Optional.empty()));
        assertThat(vendor.active()).isTrue();
        assertThat(vendor.mayPublish()).isTrue();
        assertThat(vendor.name()).isEqualTo("agro-one");
        assertThat(ok(world.useCases.manageVendors().get("agro-one"))).isEqualTo(vendor);
    }

    @Test
    void takenSlugIsAConflict() {
        ok(world.useCases.manageVendors().create("agro-one", Optional.empty(), Optional.empty()));
        assertThat(world.useCases.manageVendors().create("agro-one", Optional.of("Other"), Optional.empty()))
                .isInstanceOf(AdminResult.Conflict.class);
    }

    @ParameterizedTest
    @ValueSource(strings = {"a", "-agro", "Agro", "agro one", "agro_one", "агро"})
    void slugsAreLowerCaseAsciiWords(String slug) {
        assertThat(world.useCases.manageVendors().create(slug, Optional.empty(), Optional.empty()))
                .isInstanceOfSatisfying(AdminResult.Invalid.class, invalid -> assertThat(invalid.pointer()).isEqualTo("/slug"));
    }

    @Test
    void vendorFlagsChange() {
        ok(world.useCases.manageVendors().create("agro-one", Optional.of("Agro One"), Optional.of(false)));
        Vendor changed = ok(world.useCases.manageVendors().update("agro-one", Optional.of(false), Optional.of(true)));
        assertThat(changed.active()).isFalse();
        assertThat(changed.mayPublish()).isTrue();
        assertThat(ok(world.useCases.manageVendors().get("agro-one"))).isEqualTo(changed);
        assertThat(world.useCases.manageVendors().update("nope", Optional.empty(), Optional.empty()))
                .isInstanceOf(AdminResult.NotFound.class);
    }

    @Test
    void aSecondPrimaryWarehouseIsAConflict() {
        Caller caller = world.newCaller();
        String slug = caller.vendor().slug();
        ok(world.useCases.manageWarehouses().add(slug, "Main", Optional.of("Kyiv"), true));
        assertThat(world.useCases.manageWarehouses().add(slug, "Second", Optional.empty(), true))
                .isInstanceOf(AdminResult.Conflict.class);
        assertThat(world.useCases.manageWarehouses().add(slug, " ", Optional.empty(), false))
                .isInstanceOf(AdminResult.Invalid.class);
        assertThat(world.stores.warehouses().forVendor(caller.vendor().id())).hasSize(1);
    }

    @Test
    void catalogueBatchPointsAtTheFirstInvalidItemField() {
        var result = world.useCases.manageCatalog().addAll(List.of(
                new NewCatalogProduct("Corn", "Dekalb", "seeds", Optional.empty()),
                new NewCatalogProduct("Corn", "Dekalb", "Seeds", Optional.empty())));
        assertThat(result).isInstanceOfSatisfying(AdminResult.Invalid.class,
                invalid -> assertThat(invalid.pointer()).isEqualTo("/items/1/category"));
        assertThat(world.useCases.manageCatalog().addAll(List.of(new NewCatalogProduct("Corn", "Dekalb", "seeds",
                Optional.of("кг"))))).isInstanceOfSatisfying(AdminResult.Invalid.class,
                invalid -> assertThat(invalid.pointer()).isEqualTo("/items/0/unit"));
        assertThat(world.useCases.manageCatalog().addAll(List.of())).isInstanceOf(AdminResult.Invalid.class);
        assertThat(world.useCases.manageCatalog().addAll(Collections.nCopies(5001,
                new NewCatalogProduct("Corn", "Dekalb", "seeds", Optional.empty())))).isInstanceOf(AdminResult.Invalid.class);
    }

    @Test
    void catalogueBatchGivesIdsInItemOrder() {
        List<String> ids = ok(world.useCases.manageCatalog().addAll(List.of(
                new NewCatalogProduct("A", "Dekalb", "seeds", Optional.of("kg")),
                new NewCatalogProduct("B", "Bayer", "pesticides", Optional.empty()))));
        assertThat(world.stores.catalog().byId(ids.get(0)).orElseThrow().name()).isEqualTo("A");
        assertThat(world.stores.catalog().byId(ids.get(1)).orElseThrow().name()).isEqualTo("B");
        assertThat(world.useCases.manageCatalog().add(new NewCatalogProduct(" ", "B", "seeds", Optional.empty())))
                .isInstanceOfSatisfying(AdminResult.Invalid.class, invalid -> assertThat(invalid.pointer()).isEqualTo("/name"));
    }

    @Test
    void dashboardOffersAreCreatedChangedAndDeleted() {
        Caller caller = world.newCaller();
        String slug = caller.vendor().slug();
        String product = ok(world.useCases.manageCatalog().add(new NewCatalogProduct("Corn", "Dekalb", "seeds",
                Optional.empty()))).id();
        Offer offer = ok(world.useCases.manageOffers().create(slug, new NewOffer(" A-1 ", product, new BigDecimal("10"),
                BigDecimal.ZERO, Optional.empty(), Optional.empty(), Optional.empty())));
        assertThat(offer.sku()).isEqualTo("A-1");
        assertThat(offer.moq()).isEqualByComparingTo("1");
        assertThat(offer.visibility()).isEqualTo(Visibility.PUBLISHED);
        Offer changed = ok(world.useCases.manageOffers().update(slug, offer.id(), new OfferPatch(Optional.of(Visibility.PAUSED),
                Optional.of(false), Optional.of(List.of(new PriceStep(new BigDecimal("10"), new BigDecimal("9")))))));
        assertThat(changed.visibility()).isEqualTo(Visibility.PAUSED);
        assertThat(changed.complete()).isFalse();
        assertThat(changed.hasPriceLadder()).isTrue();
        Offer cleared = ok(world.useCases.manageOffers().update(slug, offer.id(), new OfferPatch(Optional.empty(),
                Optional.empty(), Optional.of(List.of()))));
        assertThat(cleared.hasPriceLadder()).isFalse();
        assertThat(ok(world.useCases.manageOffers().list(slug, Optional.of("A-1")))).hasSize(1);
        assertThat(world.useCases.manageOffers().delete(slug, offer.id())).isEqualTo(AdminResult.done());
        assertThat(world.useCases.manageOffers().update(slug, offer.id(), new OfferPatch(Optional.empty(), Optional.empty(),
                Optional.empty()))).isInstanceOf(AdminResult.NotFound.class);
    }

    @Test
    void offerInputIsChecked() {
        Caller caller = world.newCaller();
        String slug = caller.vendor().slug();
        String product = ok(world.useCases.manageCatalog().add(new NewCatalogProduct("Corn", "Dekalb", "seeds",
                Optional.empty()))).id();
        assertThat(world.useCases.manageOffers().create(slug, new NewOffer("A", "nope", BigDecimal.TEN, BigDecimal.ONE,
                Optional.empty(), Optional.empty(), Optional.empty())))
                .isInstanceOfSatisfying(AdminResult.Invalid.class, i -> assertThat(i.pointer()).isEqualTo("/catalog_product_id"));
        assertThat(world.useCases.manageOffers().create(slug, new NewOffer("A", product, BigDecimal.ZERO, BigDecimal.ONE,
                Optional.empty(), Optional.empty(), Optional.empty())))
                .isInstanceOfSatisfying(AdminResult.Invalid.class, i -> assertThat(i.pointer()).isEqualTo("/price"));
        assertThat(world.useCases.manageOffers().create(slug, new NewOffer("A", product, BigDecimal.TEN, BigDecimal.ONE,
                Optional.empty(), Optional.empty(), Optional.of("nope"))))
                .isInstanceOfSatisfying(AdminResult.Invalid.class, i -> assertThat(i.pointer()).isEqualTo("/warehouse_id"));
    }

    @Test
    void journalLimitIsChecked() {
        Caller caller = world.newCaller();
        String slug = caller.vendor().slug();
        assertThat(world.useCases.readJournal().journal(slug, Optional.empty(), Optional.of(0))).isInstanceOf(AdminResult.Invalid.class);
        assertThat(ok(world.useCases.readJournal().journal(slug, Optional.empty(), Optional.empty()))).isEmpty();
        assertThat(ok(world.useCases.readJournal().notifications(slug))).isEmpty();
        assertThat(world.useCases.readJournal().notifications("nope")).isInstanceOf(AdminResult.NotFound.class);
    }

    /** Decision 0502, amended in session 30: a place the vendor's journal does not hold is no empty page. */
    @Test
    void theJournalPagesOlderThanARequestOfTheVendorAndARequestItDoesNotHoldIsNotFound() {
        Caller caller = world.newCaller();
        String slug = caller.vendor().slug();
        for (int n = 1; n <= 3; n++) {
            world.stores.journal().record(TestData.aJournalEntry().withRequestId("r-" + n)
                    .forVendor(caller.vendor().id()).createdAt(TestData.at(n)).build());
        }
        world.stores.journal().record(TestData.aJournalEntry().withRequestId("x-1")
                .forVendor(world.newCaller().vendor().id()).build());
        ReadJournalUseCase journal = world.useCases.readJournal();

        JournalPage page = ok(journal.journal(slug, before(Optional.of("r-3"), Optional.of(1))));
        JournalPage last = ok(journal.journal(slug, before(Optional.of("r-1"), Optional.empty())));

        assertThat(page.entries()).extracting(JournalEntry::requestId).containsExactly("r-2");
        assertThat(page.older()).contains(JournalPlace.olderThan("r-2"));
        assertThat(last.entries()).isEmpty();
        assertThat(last.older()).isEmpty();
        assertThat(journal.journal(slug, before(Optional.of("x-1"), Optional.empty())))
                .isInstanceOf(AdminResult.NotFound.class);
        assertThat(journal.journal(slug, before(Optional.empty(), Optional.of(501))))
                .isInstanceOfSatisfying(AdminResult.Invalid.class, i -> assertThat(i.pointer()).isEqualTo("/limit"));
    }

    private static JournalQuery before(Optional<String> requestId, Optional<Integer> limit) {
        return new JournalQuery(Optional.empty(), Optional.empty(), requestId, limit);
    }

    @Test
    void whoamiNamesTheVendorTheScopesInTheContractsOrderAndServerTime() {
        Caller caller = world.newCaller();
        Identity identity = world.useCases.whoAmI().whoami(caller, "req-1");
        assertThat(identity.vendorSlug()).isEqualTo(caller.vendor().slug());
        assertThat(identity.scopes()).containsExactly("products:write", "offers:write");
        assertThat(identity.serverTime()).isEqualTo(world.clock.instant());
    }

    @Test
    void housekeepingForgetsIdempotencyKeysAfter24Hours() {
        Caller caller = world.newCaller();
        String key = "key-0123456789abcdef";
        world.useCases.submitProductFeed().submit(InMemoryWorld.real(caller, key,
                market.feeds.application.testing.Json.items(market.feeds.application.testing.Rows.product("A"))));
        world.clock.advance(java.time.Duration.ofHours(25));
        world.useCases.housekeeping().purgeExpired();
        var outcome = world.useCases.submitProductFeed().submit(InMemoryWorld.real(caller, key,
                market.feeds.application.testing.Json.items(market.feeds.application.testing.Rows.product("B"))));
        assertThat(outcome).isInstanceOf(market.feeds.application.port.in.WriteOutcome.Completed.class);
    }
}
