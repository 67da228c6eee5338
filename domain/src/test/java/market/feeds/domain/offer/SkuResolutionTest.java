package market.feeds.domain.offer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static market.feeds.domain.offer.SkuFacts.OpenPosition.AWAITING_REVIEW;
import static market.feeds.domain.offer.SkuFacts.OpenPosition.NONE;
import static market.feeds.domain.offer.SkuFacts.OpenPosition.PENDING_CATALOG;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import market.feeds.domain.code.RowCode;
import org.junit.jupiter.api.Test;

/** From the stores' facts about a sku to its resolution: one test per code the resolution can produce. */
class SkuResolutionTest {

    private static OfferSnapshot offer(String id) {
        return new OfferSnapshot(id, new BigDecimal("10"), new BigDecimal("5"), BigDecimal.ONE, false,
                Visibility.PUBLISHED, true, false, Optional.empty());
    }

    private static RowCode code(SkuFacts facts) {
        OfferChangeRequest request = new OfferChangeRequest(0, "A-1", Optional.empty(), Optional.of(BigDecimal.ONE),
                Optional.empty(), Optional.empty(), Optional.empty());
        OfferDecision decision = OfferUpdatePolicy.decide(request, SkuResolution.of(facts), true);
        return decision instanceof OfferDecision.Rejected rejected ? rejected.rejection().reason() : null;
    }

    @Test
    void skuUnknownWhenNoMappingAndNothingPending() {
        assertThat(SkuResolution.of(SkuFacts.unmapped(NONE))).isEqualTo(new SkuResolution.Unknown());
        assertThat(code(SkuFacts.unmapped(NONE))).isEqualTo(RowCode.SKU_UNKNOWN);
    }

    @Test
    void skuPendingCatalogWhenNoMappingButAPositionAwaitsTheCatalogue() {
        assertThat(SkuResolution.of(SkuFacts.unmapped(PENDING_CATALOG))).isEqualTo(new SkuResolution.PendingCatalog());
        assertThat(code(SkuFacts.unmapped(PENDING_CATALOG))).isEqualTo(RowCode.SKU_PENDING_CATALOG);
    }

    @Test
    void offerMissingWhenTheMappingOutlivedItsOffer() {
        assertThat(SkuResolution.of(SkuFacts.mapped(List.of()))).isEqualTo(new SkuResolution.OfferMissing());
        assertThat(code(SkuFacts.mapped(List.of()))).isEqualTo(RowCode.OFFER_MISSING);
    }

    @Test
    void skuAmbiguousWhenTwoLiveOffersCarryTheSkuListedByOfferId() {
        SkuResolution resolution = SkuResolution.of(SkuFacts.mapped(List.of(offer("of-9"), offer("of-2"), offer("of-5"))));
        assertThat(resolution).isEqualTo(new SkuResolution.Ambiguous(List.of("offer of-2", "offer of-5", "offer of-9")));
        assertThat(code(SkuFacts.mapped(List.of(offer("of-1"), offer("of-2"))))).isEqualTo(RowCode.SKU_AMBIGUOUS);
    }

    @Test
    void skuAmbiguousNamesEachOffersProductWhereTheStoreGaveIt() {
        SkuFacts facts = SkuFacts.mapped(List.of(offer("of-2"), offer("of-1")))
                .withProductNames(Map.of("of-1", "Sunflower seed Lakomka 1 kg"));

        assertThat(SkuResolution.of(facts)).isEqualTo(
                new SkuResolution.Ambiguous(List.of("offer of-1 (Sunflower seed Lakomka 1 kg)", "offer of-2")));
    }

    @Test
    void resolvedWhenExactlyOneLiveOffer() {
        assertThat(SkuResolution.of(SkuFacts.mapped(List.of(offer("of-1"))))).isEqualTo(new SkuResolution.Resolved(offer("of-1")));
        assertThat(code(SkuFacts.mapped(List.of(offer("of-1"))))).isNull();
    }

    @Test
    void skuUnknownWhenNoMappingAndThePositionAwaitsReview() {
        assertThat(code(SkuFacts.unmapped(AWAITING_REVIEW))).isEqualTo(RowCode.SKU_UNKNOWN);
    }

    @Test
    void aLiveOfferWinsOverAnOpenPosition() {
        assertThat(SkuResolution.of(new SkuFacts(true, PENDING_CATALOG, List.of(offer("of-1")))))
                .isEqualTo(new SkuResolution.Resolved(offer("of-1")));
    }

    @Test
    void aDeletedOffersSkuResentThroughProductsIsUnknownWhileItsNewPositionAwaitsReview() {
        assertThat(code(new SkuFacts(true, AWAITING_REVIEW, List.of()))).isEqualTo(RowCode.SKU_UNKNOWN);
    }

    @Test
    void aDeletedOffersSkuResentThroughProductsIsPendingCatalogueOnceItsNewPositionIs() {
        assertThat(code(new SkuFacts(true, PENDING_CATALOG, List.of()))).isEqualTo(RowCode.SKU_PENDING_CATALOG);
    }

    @Test
    void twoRowsAboutOneSkuTogetherKeepEveryOfferAndTheFurtherPosition() {
        SkuFacts together = SkuFacts.mapped(List.of(offer("of-1"))).and(new SkuFacts(true, AWAITING_REVIEW, List.of()))
                .and(new SkuFacts(true, PENDING_CATALOG, List.of(offer("of-2"))));

        assertThat(together).isEqualTo(new SkuFacts(true, PENDING_CATALOG, List.of(offer("of-1"), offer("of-2"))));
    }

    @Test
    void anUnmappedSkuCannotHaveOffers() {
        assertThatThrownBy(() -> new SkuFacts(false, NONE, List.of(offer("of-1"))))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void everySkuOfALookupGetsItsResolution() {
        assertThat(SkuResolution.ofAll(Map.of("A", SkuFacts.unmapped(NONE), "B", SkuFacts.mapped(List.of()))))
                .containsEntry("A", new SkuResolution.Unknown()).containsEntry("B", new SkuResolution.OfferMissing());
    }
}
