package market.feeds.domain.offer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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
        assertThat(SkuResolution.of(SkuFacts.unmapped(false))).isEqualTo(new SkuResolution.Unknown());
        assertThat(code(SkuFacts.unmapped(false))).isEqualTo(RowCode.SKU_UNKNOWN);
    }

    @Test
    void skuPendingCatalogWhenNoMappingButAPositionAwaitsTheCatalogue() {
        assertThat(SkuResolution.of(SkuFacts.unmapped(true))).isEqualTo(new SkuResolution.PendingCatalog());
        assertThat(code(SkuFacts.unmapped(true))).isEqualTo(RowCode.SKU_PENDING_CATALOG);
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
    void resolvedWhenExactlyOneLiveOffer() {
        assertThat(SkuResolution.of(SkuFacts.mapped(List.of(offer("of-1"))))).isEqualTo(new SkuResolution.Resolved(offer("of-1")));
        assertThat(code(SkuFacts.mapped(List.of(offer("of-1"))))).isNull();
    }

    @Test
    void aMappingWinsOverAPendingPosition() {
        assertThat(SkuResolution.of(new SkuFacts(true, true, List.of(offer("of-1"))))).isInstanceOf(SkuResolution.Resolved.class);
        assertThat(SkuResolution.of(new SkuFacts(true, true, List.of()))).isEqualTo(new SkuResolution.OfferMissing());
    }

    @Test
    void anUnmappedSkuCannotHaveOffers() {
        assertThatThrownBy(() -> new SkuFacts(false, false, List.of(offer("of-1"))))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void everySkuOfALookupGetsItsResolution() {
        assertThat(SkuResolution.ofAll(Map.of("A", SkuFacts.unmapped(false), "B", SkuFacts.mapped(List.of()))))
                .containsEntry("A", new SkuResolution.Unknown()).containsEntry("B", new SkuResolution.OfferMissing());
    }
}
