package market.feeds.application.service;

import static market.feeds.application.service.WriteOutcomes.completed;
import static market.feeds.application.service.WriteOutcomes.refused;
import static market.feeds.application.service.WriteOutcomes.replayed;
import static market.feeds.application.testing.InMemoryWorld.dryRun;
import static market.feeds.application.testing.InMemoryWorld.ok;
import static market.feeds.application.testing.InMemoryWorld.real;
import static market.feeds.application.testing.Json.items;
import static market.feeds.application.testing.Json.num;
import static market.feeds.application.testing.Json.obj;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import market.feeds.application.model.Caller;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.model.Offer;
import market.feeds.application.model.Source;
import market.feeds.application.port.in.OfferUpdateResult;
import market.feeds.application.port.in.WriteCommand;
import market.feeds.application.port.in.admin.ManageCatalogUseCase.NewCatalogProduct;
import market.feeds.application.port.in.admin.ManageOffersUseCase.NewOffer;
import market.feeds.application.port.in.admin.ManageOffersUseCase.OfferPatch;
import market.feeds.application.testing.InMemoryWorld;
import market.feeds.application.testing.Rows;
import market.feeds.application.testing.TestData;
import market.feeds.domain.Rejection;
import market.feeds.domain.code.RequestCode;
import market.feeds.domain.code.RowCode;
import market.feeds.domain.offer.Visibility;
import market.feeds.domain.write.WriteKind;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** PATCH /v1/offers: counts, merged rejections, request-level codes, dry run and replay. */
class OfferUpdatesTest {

    private final InMemoryWorld world = new InMemoryWorld();
    private final Caller caller = world.newCaller();
    private String product;

    @BeforeEach
    void catalogueProduct() {
        product = ok(world.useCases.manageCatalog().add(new NewCatalogProduct("Corn", "Dekalb", "seeds", Optional.empty()))).id();
    }

    private Offer givenOffer(String sku, Optional<Visibility> visibility) {
        return ok(world.useCases.manageOffers().create(caller.vendor().slug(), new NewOffer(sku, product,
                new java.math.BigDecimal("100"), new java.math.BigDecimal("5"), Optional.empty(), visibility, Optional.empty())));
    }

    private OfferUpdateResult update(WriteCommand command) {
        return completed(world.useCases.updateOffers().update(command));
    }

    private Offer stored(Offer offer) {
        return world.stores.offers().byId(caller.vendor().id(), offer.id()).orElseThrow();
    }

    @Test
    void changedRowsAreAppliedAndEqualRowsUnchanged() {
        Offer a = givenOffer("A", Optional.empty());
        givenOffer("B", Optional.empty());
        OfferUpdateResult result = update(real(caller, items(Rows.priceUpdate("A", "120"), Rows.priceUpdate("B", "100.00"))));
        assertThat(result.applied()).isEqualTo(1);
        assertThat(result.unchanged()).isEqualTo(1);
        assertThat(result.notPublished()).isZero();
        assertThat(stored(a).price()).isEqualByComparingTo("120");
    }

    @Test
    void appliedRowsOnHiddenOffersCountAsNotPublished() {
        givenOffer("DRAFT", Optional.of(Visibility.DRAFT));
        Offer paused = givenOffer("PAUSED", Optional.of(Visibility.PAUSED));
        givenOffer("LIVE", Optional.empty());
        OfferUpdateResult result = update(real(caller, items(Rows.priceUpdate("DRAFT", "1"), Rows.priceUpdate("PAUSED", "2"),
                obj("sku", "LIVE", "discontinued", true))));
        assertThat(result.applied()).isEqualTo(3);
        assertThat(result.notPublished()).isEqualTo(3);
        assertThat(stored(paused).visibility()).isEqualTo(Visibility.PAUSED);
    }

    @Test
    void fieldAndSkuRejectionsAreMergedInIndexOrder() {
        givenOffer("A", Optional.empty());
        OfferUpdateResult result = update(real(caller, items(Rows.priceUpdate("UNKNOWN", "1"), obj("sku", "B"),
                Rows.priceUpdate("C", "-1"), Rows.priceUpdate("NEVER", "2"), Rows.priceUpdate("A", "7"))));
        assertThat(result.rejected()).extracting(Rejection::index).containsExactly(0, 1, 2, 3);
        assertThat(result.rejected()).extracting(Rejection::reason).containsExactly(RowCode.SKU_UNKNOWN,
                RowCode.NO_CHANGE_REQUESTED, RowCode.PRICE_INVALID, RowCode.SKU_UNKNOWN);
        assertThat(result.rejectedTotal()).isEqualTo(4);
        assertThat(result.applied()).isEqualTo(1);
    }

    @Test
    void dryRunJudgesEveryRowAndWritesNothing() {
        Offer a = givenOffer("A", Optional.empty());
        WriteCommand command = dryRun(caller, items(Rows.priceUpdate("A", "120"), Rows.priceUpdate("Z", "1")));
        OfferUpdateResult result = update(command);
        assertThat(result.applied()).isEqualTo(1);
        assertThat(result.rejectedTotal()).isEqualTo(1);
        assertThat(stored(a).price()).isEqualByComparingTo("100");
        JournalEntry entry = world.stores.journal().find(caller.vendor().id(), command.requestId()).orElseThrow();
        assertThat(entry.dryRun()).isTrue();
        assertThat(world.stores.rejections().page(command.requestId(), 0, 10)).hasSize(1);
    }

    @Test
    void replayRepeatsTheResultAndAppliesNothingTwice() {
        Offer a = givenOffer("A", Optional.empty());
        String key = "key-" + TestData.id();
        String body = items(Rows.priceUpdate("A", "120"), Rows.priceUpdate("Z", "1"));
        OfferUpdateResult first = update(real(caller, key, body));
        ok(world.useCases.manageOffers().update(caller.vendor().slug(), a.id(), new OfferPatch(Optional.empty(),
                Optional.empty(), Optional.empty())));
        world.stores.offerUpdates().applyAll(List.of(new market.feeds.domain.offer.OfferChange(a.id(),
                new java.math.BigDecimal("130"), a.stock(), a.moq(), false, Optional.empty())));
        var second = world.useCases.updateOffers().update(real(caller, key, body));
        assertThat(replayed(second)).isTrue();
        assertThat(completed(second)).isEqualTo(first);
        assertThat(stored(a).price()).isEqualByComparingTo("130");
    }

    @Test
    void sameKeyWithAnotherBodyIsIdempotencyKeyReused() {
        givenOffer("A", Optional.empty());
        String key = "key-" + TestData.id();
        update(real(caller, key, items(Rows.priceUpdate("A", "120"))));
        refused(world.useCases.updateOffers().update(real(caller, key, items(Rows.priceUpdate("A", "121")))),
                RequestCode.IDEMPOTENCY_KEY_REUSED);
    }

    @Test
    void aKeyUsedOnProductsIsReusedOnOffers() {
        givenOffer("A", Optional.empty());
        String key = "key-" + TestData.id();
        String body = items(Rows.priceUpdate("A", "120"));
        completed(world.useCases.submitProductFeed().submit(real(caller, key, body)));
        refused(world.useCases.updateOffers().update(real(caller, key, body)), RequestCode.IDEMPOTENCY_KEY_REUSED);
    }

    @Test
    void productFieldsAreUnknownOnOffers() {
        var refused = refused(world.useCases.updateOffers().update(real(caller, items(Rows.product("A")))),
                RequestCode.UNKNOWN_FIELD);
        assertThat(refused.pointer()).contains("/items/0/name");
    }

    @Test
    void envelopeCodesApplyToOffers() {
        refused(world.useCases.updateOffers().update(real(caller, "{\"items\":{}}")), RequestCode.INVALID_ENVELOPE);
        refused(world.useCases.updateOffers().update(real(caller, items())), RequestCode.NO_ITEMS);
        refused(world.useCases.updateOffers().update(real(caller, items(java.util.Collections.nCopies(5001, "{}")))),
                RequestCode.TOO_MANY_ITEMS);
    }

    @Test
    void realCallWithoutIdempotencyKeyIsInvalidEnvelope() {
        WriteCommand noKey = new WriteCommand(caller, TestData.id(), false, Optional.empty(),
                market.feeds.application.testing.Json.bytes(items(Rows.priceUpdate("A", "1"))));
        var refused = refused(world.useCases.updateOffers().update(noKey), RequestCode.INVALID_ENVELOPE);
        assertThat(refused.detail()).contains("Idempotency-Key");
        JournalEntry entry = world.stores.journal().find(caller.vendor().id(), noKey.requestId()).orElseThrow();
        assertThat(entry.endpoint()).isEqualTo(WriteKind.OFFER_UPDATE.journalLabel());
        assertThat(entry.code()).contains("invalid_envelope");
    }

    @Test
    void eachRequestIsJournaledWithItsCounts() {
        givenOffer("A", Optional.empty());
        WriteCommand command = real(caller, items(obj("sku", "A", "stock", num("0")), Rows.priceUpdate("Z", "1")));
        update(command);
        JournalEntry entry = world.stores.journal().find(caller.vendor().id(), command.requestId()).orElseThrow();
        assertThat(entry.endpoint()).isEqualTo(WriteKind.OFFER_UPDATE.journalLabel());
        assertThat(entry.source()).isEqualTo(Source.API);
        assertThat(entry.applied()).hasValue(1);
        assertThat(entry.unchanged()).hasValue(0);
        assertThat(entry.rejectedTotal()).isEqualTo(1);
    }
}
