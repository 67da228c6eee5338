package market.feeds.application.service;

import market.feeds.application.port.out.KeysetPage;
import static market.feeds.application.service.WriteOutcomes.completed;
import static market.feeds.application.testing.InMemoryWorld.ok;
import static market.feeds.application.testing.InMemoryWorld.real;
import static market.feeds.application.testing.Json.items;
import static market.feeds.application.testing.Json.obj;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import market.feeds.application.model.Caller;
import market.feeds.application.model.Offer;
import market.feeds.application.model.Position;
import market.feeds.application.port.in.admin.AdminResult;
import market.feeds.application.port.in.admin.ManageCatalogUseCase.NewCatalogProduct;
import market.feeds.application.testing.InMemoryWorld;
import market.feeds.application.testing.Rows;
import market.feeds.domain.offer.Visibility;
import market.feeds.domain.position.PositionState;
import org.junit.jupiter.api.Test;

/** The review screen: linking creates the offer from the position; "confirm all"; unrecognised. */
class ReviewPositionsTest {

    /** A page larger than any listing here: the whole listing in one read. */
    private static final KeysetPage WHOLE = KeysetPage.first(1000);

    private final InMemoryWorld world = new InMemoryWorld();
    private final Caller caller = world.newCaller();
    private final String slug = caller.vendor().slug();

    private String catalogueProduct(String name) {
        return ok(world.useCases.manageCatalog().add(new NewCatalogProduct(name, "Dekalb", "seeds", Optional.empty()))).id();
    }

    private Position post(String row) {
        completed(world.useCases.submitProductFeed().submit(real(caller, items(row))));
        world.useCases.workProductJobs().workOne("w");
        List<Position> all = world.stores.positions().list(caller.vendor().id(), Optional.empty(), Optional.empty(),
                WHOLE);
        return all.get(all.size() - 1);
    }

    @Test
    void linkingFromReviewUsesTheSuggestionAndCreatesTheOfferFromThePosition() {
        String product = catalogueProduct("Hybrid corn DKC 3730");
        Position position = post(obj("sku", "A-1", "name", "Hybrid corn DKC 3730", "brand", "Dekalb", "category", "seeds",
                "unit", "bag", "price", 10.5, "stock", 3, "moq", 2, "updated_at", "2026-01-01T02:00:00+02:00"));

        Position linked = ok(world.useCases.reviewPositions().link(slug, position.id(), Optional.empty(), Optional.empty()));

        assertThat(linked.state()).isEqualTo(PositionState.LINKED);
        Offer offer = world.stores.offers().byId(caller.vendor().id(), linked.offerId().orElseThrow()).orElseThrow();
        assertThat(offer.catalogProductId()).isEqualTo(product);
        assertThat(offer.sku()).isEqualTo("A-1");
        assertThat(offer.price()).isEqualByComparingTo("10.5");
        assertThat(offer.stock()).isEqualByComparingTo("3");
        assertThat(offer.moq()).isEqualByComparingTo("2");
        assertThat(offer.updatedAt()).contains(Instant.parse("2026-01-01T00:00:00Z"));
        assertThat(offer.visibility()).isEqualTo(Visibility.PUBLISHED);
        assertThat(offer.complete()).isTrue();
        assertThat(offer.discontinued()).isFalse();
    }

    @Test
    void linkingWithAnExplicitIdAndVisibility() {
        catalogueProduct("Hybrid corn DKC 3730");
        String other = catalogueProduct("Other corn");
        Position position = post(Rows.product("A-1"));
        Position linked = ok(world.useCases.reviewPositions().link(slug, position.id(), Optional.of(other),
                Optional.of(Visibility.DRAFT)));
        Offer offer = world.stores.offers().byId(caller.vendor().id(), linked.offerId().orElseThrow()).orElseThrow();
        assertThat(offer.catalogProductId()).isEqualTo(other);
        assertThat(offer.visibility()).isEqualTo(Visibility.DRAFT);
    }

    @Test
    void noSuggestionAndNoIdIsInvalid() {
        Position position = post(Rows.product("A-1"));
        assertThat(position.state()).isEqualTo(PositionState.PENDING_CATALOG);
        var result = world.useCases.reviewPositions().link(slug, position.id(), Optional.empty(), Optional.empty());
        assertThat(result).isEqualTo(AdminResult.invalid("/catalog_product_id",
                "a position pending catalogue needs the id of the product the catalogue team created"));
    }

    @Test
    void pendingCataloguePositionIsLinkedToTheNewProduct() {
        Position position = post(Rows.product("A-1", "Brand new seed", "10"));
        String created = catalogueProduct("Brand new seed");
        Position linked = ok(world.useCases.reviewPositions().link(slug, position.id(), Optional.of(created), Optional.empty()));
        assertThat(linked.suggestedCatalogProductId()).contains(created);
    }

    @Test
    void unknownCatalogueProductIsInvalid() {
        Position position = post(Rows.product("A-1"));
        assertThat(world.useCases.reviewPositions().link(slug, position.id(), Optional.of("nope"), Optional.empty()))
                .isInstanceOf(AdminResult.Invalid.class);
    }

    @Test
    void linkingALinkedPositionIsAConflictAndUnknownIsNotFound() {
        Position linked = LifeCycleSteps.postAndLink(world, caller, "A-1");
        assertThat(world.useCases.reviewPositions().link(slug, linked.id(), Optional.empty(), Optional.empty()))
                .isInstanceOf(AdminResult.Conflict.class);
        assertThat(world.useCases.reviewPositions().link(slug, "nope", Optional.empty(), Optional.empty()))
                .isInstanceOf(AdminResult.NotFound.class);
    }

    @Test
    void positionWithoutSkuIsLinkedToAnOfferNoPatchCanName() {
        String product = catalogueProduct("Hybrid corn DKC 3730");
        Position position = post(obj("name", "Hybrid corn DKC 3730", "brand", "Dekalb", "category", "seeds", "unit", "bag",
                "price", 10, "stock", 1));
        Position linked = ok(world.useCases.reviewPositions().link(slug, position.id(), Optional.of(product), Optional.empty()));
        Offer offer = world.stores.offers().byId(caller.vendor().id(), linked.offerId().orElseThrow()).orElseThrow();
        assertThat(offer.sku()).isEmpty();
    }

    @Test
    void confirmAllLinksEveryRecognisedPosition() {
        catalogueProduct("Hybrid corn DKC 3730");
        completed(world.useCases.submitProductFeed().submit(real(caller, items(Rows.product("A"), Rows.product("B"),
                Rows.product("C", "Unknown", "1")))));
        world.useCases.workProductJobs().workOne("w");
        assertThat(ok(world.useCases.reviewPositions().linkRecognised(slug, Optional.empty()))).isEqualTo(2);
        assertThat(world.stores.offers().list(caller.vendor().id(), Optional.empty(), WHOLE)).extracting(Offer::sku)
                .containsExactlyInAnyOrder("A", "B");
        assertThat(ok(world.useCases.reviewPositions().linkRecognised(slug, Optional.empty()))).isZero();
    }

    @Test
    void markUnrecognisedMovesAwaitingToPendingCatalogueOnly() {
        catalogueProduct("Hybrid corn DKC 3730");
        Position position = post(Rows.product("A-1"));
        Position moved = ok(world.useCases.reviewPositions().markUnrecognised(slug, position.id()));
        assertThat(moved.state()).isEqualTo(PositionState.PENDING_CATALOG);
        assertThat(moved.suggestedCatalogProductId()).isEmpty();
        assertThat(world.useCases.reviewPositions().markUnrecognised(slug, position.id()))
                .isInstanceOf(AdminResult.Conflict.class);
    }

    @Test
    void theSkuFilterComparesAfterTrimmingLikeTheWriteEndpoints() {
        post(Rows.product("A-1"));
        post(Rows.product("A-2"));

        assertThat(ok(world.useCases.reviewPositions().list(slug, Optional.empty(), Optional.of(" A-1\u00a0"))))
                .extracting(position -> position.sku().orElseThrow()).containsExactly("A-1");
    }

    @Test
    void unknownVendorAndJobAreNotFound() {
        assertThat(world.useCases.reviewPositions().list("nope", Optional.empty(), Optional.empty()))
                .isInstanceOf(AdminResult.NotFound.class);
        assertThat(world.useCases.reviewPositions().job("nope")).isInstanceOf(AdminResult.NotFound.class);
    }
}
