package market.feeds.application.port.out.contract;

import market.feeds.application.port.out.KeysetPage;
import static market.feeds.application.testing.StoreAssertions.assertSameValues;
import static market.feeds.application.testing.StoreAssertions.assertSameValuesInOrder;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import market.feeds.application.model.Offer;
import market.feeds.application.model.PriceStep;
import market.feeds.application.model.Vendor;
import market.feeds.application.testing.TestData;
import market.feeds.domain.offer.OfferChange;
import market.feeds.domain.offer.SkuResolution;
import market.feeds.domain.offer.Visibility;
import market.feeds.domain.position.PositionState;
import org.junit.jupiter.api.Test;

/** The contract of {@code OfferStore} (offers and sku mappings), for every adapter. */
public abstract class AbstractOfferStoreContractTest extends StoreContract {

    /** A page larger than any listing here: the whole listing in one read. */
    private static final KeysetPage WHOLE = KeysetPage.first(1000);

    private Offer givenOffer(Vendor vendor, String sku) {
        Offer offer = TestData.anOffer().forVendor(vendor.id()).withSku(sku)
                .ofCatalogProduct(givenCatalogProduct("Corn", "Dekalb").id()).updatedAt(TestData.at(0)).build();
        stores().offers().insert(offer);
        return offer;
    }

    @Test
    void insertedOfferIsFoundByIdAndListed() {
        Vendor vendor = givenVendor();
        Offer offer = givenOffer(vendor, "A-1");
        assertSameValues(stores().offers().byId(vendor.id(), offer.id()).orElseThrow(), offer);
        assertSameValuesInOrder(stores().offers().list(vendor.id(), Optional.empty(), WHOLE), List.of(offer));
        assertThat(stores().offers().byId(givenVendor().id(), offer.id())).isEmpty();
    }

    @Test
    void listIsOrderedByIdAndFiltersBySku() {
        Vendor vendor = givenVendor();
        Offer a = givenOffer(vendor, "A-1");
        Offer b = givenOffer(vendor, "B-2");
        List<Offer> byId = List.of(a, b).stream().sorted(Comparator.comparing(Offer::id)).toList();
        assertSameValuesInOrder(stores().offers().list(vendor.id(), Optional.empty(), WHOLE), byId);
        assertSameValuesInOrder(stores().offers().list(vendor.id(), Optional.of("B-2"), WHOLE), List.of(b));
        assertThat(stores().offers().list(vendor.id(), Optional.of("C-3"), WHOLE)).isEmpty();
    }

    @Test
    void pagesFollowTheLastIdGivenAndTogetherHoldEveryLiveOfferOfTheVendorOnce() {
        Vendor vendor = givenVendor();
        List<Offer> live = new java.util.ArrayList<>();
        for (int i = 0; i < 5; i++) {
            live.add(givenOffer(vendor, "P-" + i));
        }
        Offer deleted = givenOffer(vendor, "GONE");
        stores().offers().delete(vendor.id(), deleted.id());
        givenOffer(givenVendor(), "P-0");
        List<Offer> byId = live.stream().sorted(Comparator.comparing(Offer::id)).toList();

        List<Offer> first = stores().offers().list(vendor.id(), Optional.empty(), KeysetPage.first(2));
        List<Offer> second = stores().offers().list(vendor.id(), Optional.empty(), KeysetPage.first(2)
                .next(first.get(1).id()));
        List<Offer> last = stores().offers().list(vendor.id(), Optional.empty(), KeysetPage.first(2)
                .next(second.get(1).id()));

        assertSameValuesInOrder(first, byId.subList(0, 2));
        assertSameValuesInOrder(second, byId.subList(2, 4));
        assertSameValuesInOrder(last, byId.subList(4, 5));
        assertThat(stores().offers().list(vendor.id(), Optional.empty(), KeysetPage.first(2).next(byId.get(4).id())))
                .isEmpty();
        assertThat(stores().offers().list(vendor.id(), Optional.of("P-3"), KeysetPage.first(2).next(byId.get(4).id())))
                .isEmpty();
    }

    @Test
    void skusWithLiveOffersAreThoseOfTheVendorWithAnOfferNotDeleted() {
        Vendor vendor = givenVendor();
        givenOffer(vendor, "LIVE");
        givenOffer(vendor, "TWICE");
        givenOffer(vendor, "TWICE");
        Offer gone = givenOffer(vendor, "GONE");
        stores().offers().delete(vendor.id(), gone.id());
        givenOffer(givenVendor(), "OTHERS");

        assertThat(stores().offers().skusWithLiveOffers(vendor.id(), Set.of("LIVE", "TWICE", "GONE", "OTHERS", "NEVER")))
                .containsExactlyInAnyOrder("LIVE", "TWICE");
        assertThat(stores().offers().skusWithLiveOffers(vendor.id(), Set.of())).isEmpty();
    }

    @Test
    void everyRequestedSkuIsResolved() {
        Vendor vendor = givenVendor();
        Offer live = givenOffer(vendor, "LIVE");
        givenOffer(vendor, "TWICE");
        givenOffer(vendor, "TWICE");
        Offer gone = givenOffer(vendor, "GONE");
        stores().offers().delete(vendor.id(), gone.id());
        stores().positions().insertAll(List.of(TestData.aPosition().forVendor(vendor.id()).withSku("PENDING")
                        .inState(PositionState.PENDING_CATALOG).ofRequest(givenRequest(vendor.id()).requestId(), 0).build(),
                TestData.aPosition().forVendor(vendor.id()).withSku("AWAITING")
                        .ofRequest(givenRequest(vendor.id()).requestId(), 1).build()));

        Map<String, SkuResolution> resolved = SkuResolution.ofAll(stores().offerUpdates().skuFacts(vendor.id(),
                Set.of("LIVE", "TWICE", "GONE", "PENDING", "AWAITING", "NEVER"), false));

        assertThat(resolved).containsOnlyKeys("LIVE", "TWICE", "GONE", "PENDING", "AWAITING", "NEVER");
        assertSameValues(((SkuResolution.Resolved) resolved.get("LIVE")).offer(), live.snapshot());
        assertThat(resolved.get("TWICE")).isInstanceOf(SkuResolution.Ambiguous.class);
        assertThat(resolved.get("GONE")).isInstanceOf(SkuResolution.OfferMissing.class);
        assertThat(resolved.get("PENDING")).isInstanceOf(SkuResolution.PendingCatalog.class);
        assertThat(resolved.get("AWAITING")).isInstanceOf(SkuResolution.Unknown.class);
        assertThat(resolved.get("NEVER")).isInstanceOf(SkuResolution.Unknown.class);
    }

    @Test
    void aDeletedOffersSkuResentThroughProductsFollowsItsNewPosition() {
        Vendor vendor = givenVendor();
        Offer reviewed = givenOffer(vendor, "RESENT");
        Offer catalogued = givenOffer(vendor, "REQUESTED");
        Offer kept = givenOffer(vendor, "STILL-LIVE");
        for (Offer offer : List.of(reviewed, catalogued)) {
            stores().offers().delete(vendor.id(), offer.id());
        }
        String request = givenRequest(vendor.id()).requestId();
        stores().positions().insertAll(List.of(
                TestData.aPosition().forVendor(vendor.id()).withSku("RESENT").ofRequest(request, 0).build(),
                TestData.aPosition().forVendor(vendor.id()).withSku("REQUESTED")
                        .inState(PositionState.PENDING_CATALOG).ofRequest(request, 1).build(),
                TestData.aPosition().forVendor(vendor.id()).withSku("STILL-LIVE").ofRequest(request, 2).build()));

        Map<String, SkuResolution> resolved = SkuResolution.ofAll(stores().offerUpdates().skuFacts(vendor.id(),
                Set.of("RESENT", "REQUESTED", "STILL-LIVE"), false));

        assertThat(resolved.get("RESENT")).isInstanceOf(SkuResolution.Unknown.class);
        assertThat(resolved.get("REQUESTED")).isInstanceOf(SkuResolution.PendingCatalog.class);
        assertSameValues(((SkuResolution.Resolved) resolved.get("STILL-LIVE")).offer(), kept.snapshot());
    }

    @Test
    void aSkuRelinkedAfterItsOfferWasDeletedResolvesToTheNewLiveOffer() {
        Vendor vendor = givenVendor();
        Offer old = givenOffer(vendor, "RELINKED");
        stores().offers().delete(vendor.id(), old.id());
        Offer current = givenOffer(vendor, "RELINKED");

        SkuResolution resolution = SkuResolution.ofAll(stores().offerUpdates().skuFacts(vendor.id(),
                Set.of("RELINKED"), false)).get("RELINKED");

        assertSameValues(((SkuResolution.Resolved) resolution).offer(), current.snapshot());
    }

    @Test
    void ambiguousSkuNamesEachOfferByIdAndProduct() {
        Vendor vendor = givenVendor();
        Offer a = givenOffer(vendor, "TWICE");
        Offer b = TestData.anOffer().forVendor(vendor.id()).withSku("TWICE")
                .ofCatalogProduct(givenCatalogProduct("Sunflower Lakomka", "Lakomka").id()).build();
        stores().offers().insert(b);

        SkuResolution resolution = SkuResolution.ofAll(stores().offerUpdates().skuFacts(vendor.id(), Set.of("TWICE"), false)).get("TWICE");

        assertThat(((SkuResolution.Ambiguous) resolution).offers()).containsExactlyInAnyOrder(
                "offer " + a.id() + " (Corn)", "offer " + b.id() + " (Sunflower Lakomka)");
    }

    @Test
    void skusAreResolvedPerVendor() {
        Vendor vendor = givenVendor();
        givenOffer(vendor, "A-1");
        Vendor other = givenVendor();
        assertThat(SkuResolution.ofAll(stores().offerUpdates().skuFacts(other.id(), Set.of("A-1"), false)).get("A-1"))
                .isInstanceOf(SkuResolution.Unknown.class);
    }

    @Test
    void resolveWithLockWorksInsideATransaction() {
        Vendor vendor = givenVendor();
        Offer offer = givenOffer(vendor, "A-1");
        SkuResolution resolution = stores().transactions().inTransaction(
                () -> SkuResolution.ofAll(stores().offerUpdates().skuFacts(vendor.id(), Set.of("A-1"), true)).get("A-1"));
        assertThat(((SkuResolution.Resolved) resolution).offer().offerId()).isEqualTo(offer.id());
    }

    @Test
    void applyAllWritesTheNewValuesAndKeepsTheTimestampWhenNoneIsGiven() {
        Vendor vendor = givenVendor();
        Offer first = givenOffer(vendor, "A-1");
        Offer second = givenOffer(vendor, "B-2");
        stores().offerUpdates().applyAll(List.of(
                new OfferChange(first.id(), new BigDecimal("12.5"), BigDecimal.ZERO, new BigDecimal("2"), true,
                        Optional.of(TestData.at(300))),
                new OfferChange(second.id(), new BigDecimal("7"), new BigDecimal("3"), BigDecimal.ONE, false,
                        Optional.empty())));
        Offer a = stores().offers().byId(vendor.id(), first.id()).orElseThrow();
        assertThat(a.price()).isEqualByComparingTo("12.5");
        assertThat(a.stock()).isEqualByComparingTo("0");
        assertThat(a.moq()).isEqualByComparingTo("2");
        assertThat(a.discontinued()).isTrue();
        assertThat(a.updatedAt()).contains(TestData.at(300));
        assertThat(a.visibility()).isEqualTo(first.visibility());
        Offer b = stores().offers().byId(vendor.id(), second.id()).orElseThrow();
        assertThat(b.price()).isEqualByComparingTo("7");
        assertThat(b.updatedAt()).isEqualTo(second.updatedAt());
    }

    @Test
    void updateChangesVisibilityCompletenessAndLadder() {
        Vendor vendor = givenVendor();
        Offer offer = givenOffer(vendor, "A-1");
        Offer changed = new Offer(offer.id(), offer.vendorId(), offer.sku(), offer.catalogProductId(), offer.price(),
                offer.stock(), offer.moq(), offer.discontinued(), Visibility.PAUSED, false,
                List.of(new PriceStep(new BigDecimal("10"), new BigDecimal("90"))), offer.warehouseId(), offer.updatedAt());
        stores().offers().update(changed);
        assertSameValues(stores().offers().byId(vendor.id(), offer.id()).orElseThrow(), changed);
        SkuResolution resolution = SkuResolution.ofAll(stores().offerUpdates().skuFacts(vendor.id(), Set.of("A-1"), false)).get("A-1");
        assertThat(((SkuResolution.Resolved) resolution).offer().priceLadder()).isTrue();
    }

    @Test
    void updateLeavesThePatchOwnedValuesAsStored() {
        Vendor vendor = givenVendor();
        Offer offer = givenOffer(vendor, "A-1");
        Offer stale = new Offer(offer.id(), offer.vendorId(), offer.sku(), offer.catalogProductId(),
                offer.price().add(BigDecimal.ONE), offer.stock().add(BigDecimal.ONE), offer.moq().add(BigDecimal.ONE),
                !offer.discontinued(), Visibility.DRAFT, offer.complete(), offer.priceLadder(), offer.warehouseId(),
                Optional.of(TestData.at(999)));
        stores().offers().update(stale);
        Offer stored = stores().offers().byId(vendor.id(), offer.id()).orElseThrow();
        assertThat(stored.price()).isEqualByComparingTo(offer.price());
        assertThat(stored.stock()).isEqualByComparingTo(offer.stock());
        assertThat(stored.moq()).isEqualByComparingTo(offer.moq());
        assertThat(stored.discontinued()).isEqualTo(offer.discontinued());
        assertThat(stored.updatedAt()).isEqualTo(offer.updatedAt());
        assertThat(stored.visibility()).isEqualTo(Visibility.DRAFT);
    }

    @Test
    void deletedOfferIsGoneButItsMappingStays() {
        Vendor vendor = givenVendor();
        Offer offer = givenOffer(vendor, "A-1");
        assertThat(stores().offers().delete(vendor.id(), offer.id())).isTrue();
        assertThat(stores().offers().byId(vendor.id(), offer.id())).isEmpty();
        assertThat(stores().offers().list(vendor.id(), Optional.empty(), WHOLE)).isEmpty();
        assertThat(stores().offers().delete(vendor.id(), offer.id())).isFalse();
        assertThat(SkuResolution.ofAll(stores().offerUpdates().skuFacts(vendor.id(), Set.of("A-1"), false)).get("A-1"))
                .isInstanceOf(SkuResolution.OfferMissing.class);
    }

    @Test
    void deletingAnotherVendorsOfferIsFalse() {
        Vendor vendor = givenVendor();
        Offer offer = givenOffer(vendor, "A-1");
        assertThat(stores().offers().delete(givenVendor().id(), offer.id())).isFalse();
        assertThat(stores().offers().byId(vendor.id(), offer.id())).isPresent();
    }

    @Test
    void insertAllInsertsOffersWithTheirMappings() {
        Vendor vendor = givenVendor();
        String product = givenCatalogProduct("Corn", "Dekalb").id();
        Offer a = TestData.anOffer().forVendor(vendor.id()).withSku("A-1").ofCatalogProduct(product).build();
        Offer b = TestData.anOffer().forVendor(vendor.id()).withSku("B-2").ofCatalogProduct(product).build();
        stores().offers().insertAll(List.of(a, b));
        Map<String, SkuResolution> resolved = SkuResolution.ofAll(stores().offerUpdates().skuFacts(vendor.id(), Set.of("A-1", "B-2"), false));
        assertThat(resolved.values()).allMatch(SkuResolution.Resolved.class::isInstance);
    }

    /** A position without sku can be linked; its offer has the empty sku, which no PATCH can name (decision 0203). */
    @Test
    void anOfferWithoutSkuIsStoredAndNoSkuResolvesToIt() {
        Vendor vendor = givenVendor();
        Offer offer = givenOffer(vendor, "");
        assertSameValues(stores().offers().byId(vendor.id(), offer.id()).orElseThrow(), offer);
        assertThat(stores().offers().skusWithLiveOffers(vendor.id(), Set.of("A-1"))).isEmpty();
    }

    @Test
    void insertAllStoresOffersWithoutSkuBesideThoseWithOne() {
        Vendor vendor = givenVendor();
        String product = givenCatalogProduct("Corn", "Dekalb").id();
        Offer withSku = TestData.anOffer().forVendor(vendor.id()).withSku("A-1").ofCatalogProduct(product).build();
        Offer first = TestData.anOffer().forVendor(vendor.id()).withSku("").ofCatalogProduct(product).build();
        Offer second = TestData.anOffer().forVendor(vendor.id()).withSku("").ofCatalogProduct(product).build();
        stores().offers().insertAll(List.of(withSku, first, second));
        assertThat(stores().offers().list(vendor.id(), Optional.empty(), WHOLE)).hasSize(3);
        assertThat(SkuResolution.ofAll(stores().offerUpdates().skuFacts(vendor.id(), Set.of("A-1"), false)).get("A-1"))
                .isInstanceOf(SkuResolution.Resolved.class);
    }
}
