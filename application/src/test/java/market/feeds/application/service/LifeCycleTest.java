package market.feeds.application.service;

import market.feeds.application.port.out.KeysetPage;
import static market.feeds.application.service.WriteOutcomes.completed;
import static market.feeds.application.testing.InMemoryWorld.ok;
import static market.feeds.application.testing.InMemoryWorld.real;
import static market.feeds.application.testing.Json.items;
import static market.feeds.application.testing.Json.obj;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import market.feeds.application.model.Caller;
import market.feeds.application.model.Offer;
import market.feeds.application.model.Position;
import market.feeds.application.port.in.AuthorizeVendorUseCase.Access;
import market.feeds.application.port.in.OfferUpdateResult;
import market.feeds.application.port.in.ProductFeedResult;
import market.feeds.application.port.in.admin.ManageCatalogUseCase.NewCatalogProduct;
import market.feeds.application.port.in.admin.ManageOffersUseCase.OfferPatch;
import market.feeds.application.testing.InMemoryWorld;
import market.feeds.domain.Rejection;
import market.feeds.domain.access.Scope;
import market.feeds.domain.code.RowCode;
import market.feeds.domain.position.PositionState;
import org.junit.jupiter.api.Test;

/** The contract's States table played end to end through the use cases on in-memory stores. */
class LifeCycleTest {

    /** A page larger than any listing here: the whole listing in one read. */
    private static final KeysetPage WHOLE = KeysetPage.first(1000);

    private final InMemoryWorld world = new InMemoryWorld();

    private Caller vendorWithKey() {
        ok(world.useCases.manageVendors().create("agro-life", Optional.of("Agro Life"), Optional.empty()));
        String secret = ok(world.useCases.manageApiKeys().issue("agro-life", List.of("products:write", "offers:write"),
                Optional.of("erp"))).secret();
        Access access = world.useCases.authorizeVendor().authorize(Optional.of(secret), Optional.of(Scope.OFFERS_WRITE));
        return ((Access.Granted) access).caller();
    }

    private OfferUpdateResult patch(Caller caller, String item) {
        return completed(world.useCases.updateOffers().update(real(caller, items(item))));
    }

    private static Rejection onlyRejection(OfferUpdateResult result) {
        assertThat(result.rejected()).hasSize(1);
        return result.rejected().get(0);
    }

    private static final String ROW = obj("sku", "DKC-3730", "name", "Гібрид кукурудзи DKC 3730", "brand", "Dekalb",
            "category", "Насіння кукурудзи", "unit", "мішок", "price", 3150, "stock", 40,
            "updated_at", "2026-02-01T09:00:00+02:00");

    @Test
    void contractLifeCyclePostMatchReviewLinkPatchStaleWithdrawRelistBlockedRelist() {
        Caller caller = vendorWithKey();
        String slug = caller.vendor().slug();
        String product = ok(world.useCases.manageCatalog().add(new NewCatalogProduct("DKC 3730 Гібрид кукурудзи", "DEKALB",
                "seeds", Optional.of("bag")))).id();
        assertThat(onlyRejection(patch(caller, obj("sku", "DKC-3730", "price", 3200))).reason()).isEqualTo(RowCode.SKU_UNKNOWN);

        // post: the row is accepted and awaits review; PATCH still does not know the sku
        ProductFeedResult posted = completed(world.useCases.submitProductFeed().submit(real(caller, items(ROW))));
        assertThat(posted.accepted()).isEqualTo(1);
        assertThat(onlyRejection(patch(caller, obj("sku", "DKC-3730", "price", 3200))).reason()).isEqualTo(RowCode.SKU_UNKNOWN);

        // match: the worker recognises it in the catalogue
        assertThat(world.useCases.workProductJobs().workOne("worker-1")).isTrue();
        Position awaiting = ok(world.useCases.reviewPositions().list(slug, Optional.of(PositionState.AWAITING_REVIEW),
                Optional.of("DKC-3730"))).toList().get(0);
        assertThat(awaiting.suggestedCatalogProductId()).contains(product);

        // review → link: the offer exists, with the row's values and timestamp
        Position linked = ok(world.useCases.reviewPositions().link(slug, awaiting.id(), Optional.empty(), Optional.empty()));
        assertThat(linked.state()).isEqualTo(PositionState.LINKED);
        String offerId = linked.offerId().orElseThrow();

        // patch: applied at once
        OfferUpdateResult applied = patch(caller, obj("sku", "DKC-3730", "price", 3200, "updated_at", "2026-02-02T08:00:00Z"));
        assertThat(applied.applied()).isEqualTo(1);
        assertThat(offer(caller, offerId).price()).isEqualByComparingTo("3200");

        // stale patch: older than the last applied timestamp, nothing changes, detail carries the stored time
        Rejection stale = onlyRejection(patch(caller, obj("sku", "DKC-3730", "price", 3000, "updated_at",
                "2026-02-02T09:59:59+02:00")));
        assertThat(stale.reason()).isEqualTo(RowCode.STALE_UPDATE);
        assertThat(stale.detail()).contains("2026-02-02T08:00:00Z");
        assertThat(offer(caller, offerId).price()).isEqualByComparingTo("3200");

        // withdraw: always succeeds; the withdrawn offer is not visible
        OfferUpdateResult withdrawn = patch(caller, obj("sku", "DKC-3730", "discontinued", true));
        assertThat(withdrawn.applied()).isEqualTo(1);
        assertThat(withdrawn.notPublished()).isEqualTo(1);
        assertThat(offer(caller, offerId).discontinued()).isTrue();

        // relist blocked: the offer is incomplete
        ok(world.useCases.manageOffers().update(slug, offerId, new OfferPatch(Optional.empty(), Optional.of(false),
                Optional.empty())));
        Rejection blocked = onlyRejection(patch(caller, obj("sku", "DKC-3730", "discontinued", false)));
        assertThat(blocked.reason()).isEqualTo(RowCode.RELIST_BLOCKED);
        assertThat(blocked.detail()).hasValueSatisfying(detail -> assertThat(detail).contains("incomplete"));
        assertThat(offer(caller, offerId).discontinued()).isTrue();

        // relist: complete again, the same row now relists
        ok(world.useCases.manageOffers().update(slug, offerId, new OfferPatch(Optional.empty(), Optional.of(true),
                Optional.empty())));
        OfferUpdateResult relisted = patch(caller, obj("sku", "DKC-3730", "discontinued", false));
        assertThat(relisted.applied()).isEqualTo(1);
        assertThat(relisted.notPublished()).isZero();
        assertThat(offer(caller, offerId).discontinued()).isFalse();
    }

    @Test
    void contractLifeCycleUnrecognisedPositionWaitsForTheCatalogueTeam() {
        Caller caller = vendorWithKey();
        String slug = caller.vendor().slug();
        completed(world.useCases.submitProductFeed().submit(real(caller, items(ROW))));
        world.useCases.workProductJobs().workOne("worker-1");
        Position pending = ok(world.useCases.reviewPositions().list(slug, Optional.of(PositionState.PENDING_CATALOG),
                Optional.empty())).toList().get(0);
        assertThat(onlyRejection(patch(caller, obj("sku", "DKC-3730", "stock", 0))).reason())
                .isEqualTo(RowCode.SKU_PENDING_CATALOG);

        // resending is unnecessary, and refreshes the same position
        completed(world.useCases.submitProductFeed().submit(real(caller, items(ROW))));
        assertThat(ok(world.useCases.reviewPositions().list(slug, Optional.empty(), Optional.empty()))).hasSize(1);

        String created = ok(world.useCases.manageCatalog().add(new NewCatalogProduct("Гібрид кукурудзи DKC 3730", "Dekalb",
                "seeds", Optional.empty()))).id();
        ok(world.useCases.reviewPositions().link(slug, pending.id(), Optional.of(created), Optional.empty()));
        OfferUpdateResult outOfStock = patch(caller, obj("sku", "DKC-3730", "stock", 0));
        assertThat(outOfStock.applied()).isEqualTo(1);
        Offer offer = world.stores.offers().list(caller.vendor().id(), Optional.of("DKC-3730"), WHOLE).get(0);
        assertThat(offer.stock()).isEqualByComparingTo("0");
        assertThat(offer.discontinued()).isFalse();
    }

    private Offer offer(Caller caller, String offerId) {
        return world.stores.offers().byId(caller.vendor().id(), offerId).orElseThrow();
    }
}
