package market.feeds.application.port.out.contract;

import market.feeds.application.port.out.KeysetPage;
import static market.feeds.application.testing.StoreAssertions.assertSameValues;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import market.feeds.application.model.Offer;
import market.feeds.application.model.Position;
import market.feeds.application.model.ProductJob;
import market.feeds.application.model.Vendor;
import market.feeds.application.testing.PositionBuilder;
import market.feeds.application.testing.TestData;
import market.feeds.domain.Warning;
import market.feeds.domain.position.PositionState;
import market.feeds.domain.product.Category;
import market.feeds.domain.product.Unit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The contract of {@code PositionStore}, for every adapter. */
public abstract class AbstractPositionStoreContractTest extends StoreContract {

    /** A page larger than any listing here: the whole listing in one read. */
    private static final KeysetPage WHOLE = KeysetPage.first(1000);

    private Vendor vendor;
    private String requestId;

    @BeforeEach
    void vendorWithARequest() {
        vendor = givenVendor();
        requestId = givenRequest(vendor.id()).requestId();
    }

    private PositionBuilder aPosition(String sku) {
        return TestData.aPosition().forVendor(vendor.id()).withSku(sku).ofRequest(requestId, 0);
    }

    private Offer givenOffer(String sku) {
        Offer offer = TestData.anOffer().forVendor(vendor.id()).withSku(sku)
                .ofCatalogProduct(givenCatalogProduct("Corn", "Dekalb").id()).build();
        stores().offers().insert(offer);
        return offer;
    }

    @Test
    void insertedPositionsAreFoundById() {
        Position full = aPosition("A-1").updatedAt(TestData.at(5)).describedAs("Bag of 80000 seeds")
                .warning(new Warning(0, Optional.of("A-1"), Warning.WAREHOUSE_AMBIGUOUS, "several warehouses match")).build();
        Position bare = aPosition(null).build();
        stores().positions().insertAll(List.of(full, bare));
        assertSameValues(stores().positions().byId(vendor.id(), full.id()).orElseThrow(), full);
        assertSameValues(stores().positions().byId(vendor.id(), bare.id()).orElseThrow(), bare);
        assertThat(stores().positions().byId(givenVendor().id(), full.id())).isEmpty();
    }

    @Test
    void updateAllReplacesTheStoredData() {
        Position stored = aPosition("A-1").build();
        stores().positions().insertAll(List.of(stored));
        String catalogId = givenCatalogProduct("Corn", "Dekalb").id();
        String newRequest = givenRequest(vendor.id()).requestId();
        Position changed = new Position(stored.id(), stored.vendorId(), stored.sku(), "New name", "New brand",
                Category.FERTILIZERS, Unit.KG, new BigDecimal("9.99"), new BigDecimal("0"), new BigDecimal("5"),
                Optional.empty(), Optional.of("described"), Optional.of(TestData.at(9)), PositionState.AWAITING_REVIEW,
                Optional.of(catalogId), newRequest, 7, List.of(), Optional.empty(), Optional.empty());
        stores().positions().updateAll(List.of(changed));
        assertSameValues(stores().positions().byId(vendor.id(), stored.id()).orElseThrow(), changed);
    }

    @Test
    void currentBySkusGivesUnresolvedOrLiveLinkedPositions() {
        Position awaiting = aPosition("AWAIT").build();
        Position pending = aPosition("PEND").inState(PositionState.PENDING_CATALOG).build();
        Offer live = givenOffer("LIVE");
        Position linked = aPosition("LIVE").linkedTo(live.id()).build();
        Offer deleted = givenOffer("DEAD");
        Position linkedDead = aPosition("DEAD").linkedTo(deleted.id()).build();
        stores().positions().insertAll(List.of(awaiting, pending, linked, linkedDead));
        stores().offers().delete(vendor.id(), deleted.id());

        List<Position> current = stores().positions().currentBySkus(vendor.id(), Set.of("AWAIT", "PEND", "LIVE", "DEAD", "NONE"));

        assertThat(current).extracting(Position::id).containsExactlyInAnyOrder(awaiting.id(), pending.id(), linked.id());
    }

    @Test
    void currentBySkusPrefersTheUnresolvedPositionOverALinkedOneWithoutOffer() {
        Offer deleted = givenOffer("RESENT");
        Position old = aPosition("RESENT").linkedTo(deleted.id()).build();
        Position fresh = aPosition("RESENT").build();
        stores().positions().insertAll(List.of(old, fresh));
        stores().offers().delete(vendor.id(), deleted.id());
        assertThat(stores().positions().currentBySkus(vendor.id(), Set.of("RESENT"))).extracting(Position::id)
                .containsExactly(fresh.id());
    }

    @Test
    void listFiltersByStateAndSku() {
        Position awaiting = aPosition("A-1").build();
        Position pending = aPosition("B-2").inState(PositionState.PENDING_CATALOG).build();
        stores().positions().insertAll(List.of(awaiting, pending));
        assertThat(stores().positions().list(vendor.id(), Optional.empty(), Optional.empty(),
                WHOLE)).extracting(Position::id)
                .containsExactlyInAnyOrder(awaiting.id(), pending.id());
        assertThat(stores().positions().list(vendor.id(), Optional.of(PositionState.PENDING_CATALOG),
                Optional.empty(), WHOLE))
                .extracting(Position::id).containsExactly(pending.id());
        assertThat(stores().positions().list(vendor.id(), Optional.empty(), Optional.of("A-1"),
                WHOLE)).extracting(Position::id)
                .containsExactly(awaiting.id());
        assertThat(stores().positions().list(vendor.id(), Optional.of(PositionState.LINKED), Optional.of("A-1"),
                WHOLE)).isEmpty();
    }

    @Test
    void pagesGoOldestFirstAndStartAfterTheGivenPositionWhateverItsStateNow() {
        List<Position> inserted = new java.util.ArrayList<>();
        for (int i = 0; i < 5; i++) {
            inserted.add(aPosition("Q-" + i).build());
        }
        stores().positions().insertAll(inserted);
        Position otherVendors = TestData.aPosition().forVendor(givenVendor().id()).withSku("Q-0")
                .ofRequest(requestId, 0).build();
        stores().positions().insertAll(List.of(otherVendors));
        Optional<PositionState> awaiting = Optional.of(PositionState.AWAITING_REVIEW);

        List<Position> first = stores().positions().list(vendor.id(), awaiting, Optional.empty(), KeysetPage.first(2));
        // The key's position leaves the state listed before the next page is read.
        stores().positions().updateAll(List.of(first.get(1).unrecognised()));
        List<Position> next = stores().positions().list(vendor.id(), awaiting, Optional.empty(),
                KeysetPage.first(2).next(first.get(1).id()));
        List<Position> last = stores().positions().list(vendor.id(), awaiting, Optional.empty(),
                KeysetPage.first(2).next(next.get(1).id()));

        assertThat(first).extracting(Position::id).containsExactly(inserted.get(0).id(), inserted.get(1).id());
        assertThat(next).extracting(Position::id).containsExactly(inserted.get(2).id(), inserted.get(3).id());
        assertThat(last).extracting(Position::id).containsExactly(inserted.get(4).id());
        assertThat(stores().positions().list(vendor.id(), Optional.empty(), Optional.empty(),
                KeysetPage.first(10).next(inserted.get(2).id()))).extracting(Position::id)
                .containsExactly(inserted.get(3).id(), inserted.get(4).id());
    }

    @Test
    void forJobGivesThePositionsOfTheJob() {
        ProductJob job = TestData.aQueuedJob(vendor.id(), requestId, TestData.T0);
        stores().jobs().enqueue(job);
        String jobId = job.id();
        Position a = aPosition("A-1").ofJob(jobId).build();
        Position b = aPosition("B-2").ofJob(jobId).build();
        Position other = aPosition("C-3").build();
        stores().positions().insertAll(List.of(a, b, other));
        assertThat(stores().positions().forJob(jobId)).extracting(Position::id).containsExactlyInAnyOrder(a.id(), b.id());
    }

    @Test
    void countUnresolvedCountsAwaitingAndPending() {
        Offer live = givenOffer("LIVE");
        stores().positions().insertAll(List.of(aPosition("A").build(),
                aPosition("B").inState(PositionState.PENDING_CATALOG).build(),
                aPosition("LIVE").linkedTo(live.id()).build()));
        assertThat(stores().positions().countUnresolved(vendor.id())).isEqualTo(2);
        assertThat(stores().positions().countUnresolved(givenVendor().id())).isZero();
    }

    @Test
    void awaitingWithSuggestionGivesRecognisedPositionsOnly() {
        String catalogId = givenCatalogProduct("Corn", "Dekalb").id();
        Position recognised = aPosition("A").suggesting(catalogId).build();
        stores().positions().insertAll(List.of(recognised, aPosition("B").build(),
                aPosition("C").inState(PositionState.PENDING_CATALOG).build()));
        assertThat(stores().positions().awaitingWithSuggestion(vendor.id())).extracting(Position::id)
                .containsExactly(recognised.id());
        assertThat(stores().positions().countAwaitingWithSuggestion(vendor.id())).isEqualTo(1);
        assertThat(stores().positions().countAwaitingWithSuggestion(givenVendor().id())).isZero();
    }

    @Test
    void pageGivesOneStateOldestFirstWithItsCount() {
        List<Position> awaiting = List.of(aPosition("PG-1").build(), aPosition("PG-2").build(), aPosition("PG-3").build());
        Position pending = aPosition("PG-4").inState(PositionState.PENDING_CATALOG).build();
        stores().positions().insertAll(awaiting);
        stores().positions().insertAll(List.of(pending));

        assertThat(stores().positions().page(vendor.id(), PositionState.AWAITING_REVIEW, 1, 5))
                .extracting(Position::sku).containsExactly(Optional.of("PG-2"), Optional.of("PG-3"));
        assertThat(stores().positions().page(vendor.id(), PositionState.PENDING_CATALOG, 0, 5))
                .extracting(Position::id).containsExactly(pending.id());
        assertThat(stores().positions().count(vendor.id(), PositionState.AWAITING_REVIEW)).isEqualTo(3);
        assertThat(stores().positions().count(vendor.id(), PositionState.LINKED)).isZero();
    }

    @Test
    void backlogsCountUnresolvedPositionsPerVendorLargestFirst() {
        stores().positions().insertAll(List.of(aPosition("BL-1").build(), aPosition("BL-2").build(),
                aPosition("BL-3").inState(PositionState.PENDING_CATALOG).build()));
        Vendor small = givenVendor();
        String smallRequest = givenRequest(small.id()).requestId();
        stores().positions().insertAll(List.of(TestData.aPosition().forVendor(small.id()).withSku("BL-9")
                .ofRequest(smallRequest, 0).build()));

        List<market.feeds.application.port.out.PositionStore.Backlog> backlogs = stores().positions().backlogs(1000);

        assertThat(backlogs).contains(new market.feeds.application.port.out.PositionStore.Backlog(vendor.id(), 2, 1),
                new market.feeds.application.port.out.PositionStore.Backlog(small.id(), 1, 0));
        assertThat(backlogs.indexOf(new market.feeds.application.port.out.PositionStore.Backlog(vendor.id(), 2, 1)))
                .isLessThan(backlogs.indexOf(new market.feeds.application.port.out.PositionStore.Backlog(small.id(), 1, 0)));
    }
}
