package market.feeds.domain.offer;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import market.feeds.domain.Rejection;
import market.feeds.domain.code.RowCode;
import market.feeds.domain.field.Rfc3339;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** The sku stage of an offer row: resolution, timestamp ordering, unchanged, publication, ladder. */
class OfferUpdatePolicyTest {

    private static final Instant STORED_AT = Instant.parse("2026-01-01T00:00:00Z");

    private static OfferSnapshot stored() {
        return new OfferSnapshot("of-1", new BigDecimal("10.00"), new BigDecimal("5"), BigDecimal.ONE, false,
                Visibility.PUBLISHED, true, false, Optional.of(STORED_AT));
    }

    private static OfferSnapshot with(OfferSnapshot s, boolean discontinued, Visibility visibility, boolean complete,
                                      boolean ladder, Optional<Instant> updatedAt) {
        return new OfferSnapshot(s.offerId(), s.price(), s.stock(), s.moq(), discontinued, visibility, complete, ladder,
                updatedAt);
    }

    private static OfferChangeRequest price(String price, Optional<Instant> updatedAt) {
        return new OfferChangeRequest(2, "A-1", Optional.of(new BigDecimal(price)), Optional.empty(), Optional.empty(),
                Optional.empty(), updatedAt);
    }

    private static OfferChangeRequest discontinued(boolean value) {
        return new OfferChangeRequest(2, "A-1", Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.of(value), Optional.empty());
    }

    private static OfferDecision decide(OfferChangeRequest request, OfferSnapshot offer) {
        return OfferUpdatePolicy.decide(request, new SkuResolution.Resolved(offer), true);
    }

    private static Rejection rejection(OfferDecision decision) {
        assertThat(decision).isInstanceOf(OfferDecision.Rejected.class);
        return ((OfferDecision.Rejected) decision).rejection();
    }

    private static OfferDecision.Apply applied(OfferDecision decision) {
        assertThat(decision).isInstanceOf(OfferDecision.Apply.class);
        return (OfferDecision.Apply) decision;
    }

    private static Optional<Instant> at(String text) {
        return Optional.of(Rfc3339.parse(text).orElseThrow());
    }

    @Nested
    class SkuResolutionCodes {

        @Test
        void skuUnknownWithoutALiveMapping() {
            Rejection rejection = rejection(OfferUpdatePolicy.decide(price("11", Optional.empty()),
                    new SkuResolution.Unknown(), true));
            assertThat(rejection.reason()).isEqualTo(RowCode.SKU_UNKNOWN);
            assertThat(rejection.sku()).contains("A-1");
            assertThat(rejection.index()).isEqualTo(2);
        }

        @Test
        void skuPendingCatalogWhileTheCatalogueTeamWorks() {
            assertThat(rejection(OfferUpdatePolicy.decide(price("11", Optional.empty()),
                    new SkuResolution.PendingCatalog(), true)).reason()).isEqualTo(RowCode.SKU_PENDING_CATALOG);
        }

        @Test
        void skuAmbiguousListsTheCompetingOffersInDetail() {
            Rejection rejection = rejection(OfferUpdatePolicy.decide(price("11", Optional.empty()),
                    new SkuResolution.Ambiguous(List.of("offer of-1 (Corn DKC)", "offer of-2 (Corn DKC 2)")), true));
            assertThat(rejection.reason()).isEqualTo(RowCode.SKU_AMBIGUOUS);
            assertThat(rejection.detail()).hasValueSatisfying(detail ->
                    assertThat(detail).contains("offer of-1 (Corn DKC)").contains("offer of-2 (Corn DKC 2)"));
        }

        @Test
        void offerMissingWhenTheMappingLostItsOffer() {
            assertThat(rejection(OfferUpdatePolicy.decide(price("11", Optional.empty()),
                    new SkuResolution.OfferMissing(), true)).reason()).isEqualTo(RowCode.OFFER_MISSING);
        }
    }

    @Nested
    class TimestampOrdering {

        @Test
        void staleUpdateCarriesStoredTimestamp() {
            Rejection rejection = rejection(decide(price("11", at("2025-12-31T23:59:59.999Z")), stored()));
            assertThat(rejection.reason()).isEqualTo(RowCode.STALE_UPDATE);
            assertThat(rejection.detail()).contains("2026-01-01T00:00:00Z");
        }

        @Test
        void staleUpdateComparesInstantsAcrossOffsets() {
            // 01:59 at +02:00 is 23:59 the day before in UTC: older than stored
            assertThat(rejection(decide(price("11", at("2026-01-01T01:59:59+02:00")), stored())).reason())
                    .isEqualTo(RowCode.STALE_UPDATE);
        }

        @Test
        void staleUpdateEvenWhenTheValuesEqualTheStoredOnes() {
            assertThat(rejection(decide(price("10", at("2025-06-01T00:00:00Z")), stored())).reason())
                    .isEqualTo(RowCode.STALE_UPDATE);
        }

        @Test
        void equalTimestampWithEqualValuesIsUnchanged() {
            assertThat(decide(price("10", at("2026-01-01T00:00:00Z")), stored())).isEqualTo(new OfferDecision.Unchanged(2, "A-1"));
        }

        @Test
        void equalInstantsInDifferentOffsetsAreEqual() {
            assertThat(decide(price("10.000", at("2026-01-01T02:00:00+02:00")), stored()))
                    .isInstanceOf(OfferDecision.Unchanged.class);
            assertThat(rejection(decide(price("11", at("2026-01-01T02:00:00+02:00")), stored())).reason())
                    .isEqualTo(RowCode.EQUAL_TIMESTAMP_CONFLICT);
        }

        @Test
        void equalTimestampConflictWhenAnyValueDiffers() {
            assertThat(rejection(decide(price("10.01", at("2026-01-01T00:00:00Z")), stored())).reason())
                    .isEqualTo(RowCode.EQUAL_TIMESTAMP_CONFLICT);
        }

        @Test
        void newerTimestampAppliesAndBecomesTheStoredOrderingTimestamp() {
            OfferDecision.Apply apply = applied(decide(price("11", at("2026-01-01T00:00:00.001Z")), stored()));
            assertThat(apply.change().price()).isEqualByComparingTo("11");
            assertThat(apply.change().updatedAt()).contains(Instant.parse("2026-01-01T00:00:00.001Z"));
        }

        @Test
        void withoutTimestampTheLastRequestWinsAndTheStoredTimestampIsKept() {
            OfferDecision.Apply apply = applied(decide(price("9", Optional.empty()), stored()));
            assertThat(apply.change().price()).isEqualByComparingTo("9");
            assertThat(apply.change().updatedAt()).contains(STORED_AT);
        }

        @Test
        void aTimestampOnAnOfferThatNeverHadOneApplies() {
            OfferSnapshot noTimestamp = with(stored(), false, Visibility.PUBLISHED, true, false, Optional.empty());
            OfferDecision.Apply apply = applied(decide(price("9", at("2020-01-01T00:00:00Z")), noTimestamp));
            assertThat(apply.change().updatedAt()).contains(Instant.parse("2020-01-01T00:00:00Z"));
        }
    }

    @Nested
    class Unchanged {

        @Test
        void valuesEqualByNumberValueAreUnchanged() {
            assertThat(decide(price("10", Optional.empty()), stored())).isInstanceOf(OfferDecision.Unchanged.class);
        }

        @Test
        void sameValuesWithANewerTimestampAreUnchangedAndNothingIsWritten() {
            assertThat(decide(price("10.0", at("2027-01-01T00:00:00Z")), stored()))
                    .isEqualTo(new OfferDecision.Unchanged(2, "A-1"));
        }

        @Test
        void everySentValueIsCompared() {
            OfferChangeRequest request = new OfferChangeRequest(0, "A-1", Optional.of(new BigDecimal("10")),
                    Optional.of(new BigDecimal("5.0")), Optional.of(new BigDecimal("1.000")), Optional.of(false),
                    Optional.empty());
            assertThat(decide(request, stored())).isInstanceOf(OfferDecision.Unchanged.class);
            OfferChangeRequest moqDiffers = new OfferChangeRequest(0, "A-1", Optional.of(new BigDecimal("10")),
                    Optional.of(new BigDecimal("5.0")), Optional.of(new BigDecimal("2")), Optional.of(false),
                    Optional.empty());
            assertThat(applied(decide(moqDiffers, stored())).change().moq()).isEqualByComparingTo("2");
        }

        @Test
        void discontinuedFalseOnAListedOfferChangesNothingAndIsNeverRelistBlocked() {
            OfferSnapshot incomplete = with(stored(), false, Visibility.PUBLISHED, false, false, Optional.of(STORED_AT));
            assertThat(OfferUpdatePolicy.decide(discontinued(false), new SkuResolution.Resolved(incomplete), false))
                    .isInstanceOf(OfferDecision.Unchanged.class);
        }
    }

    @Nested
    class Publication {

        @Test
        void stockZeroKeepsTheOfferListed() {
            OfferChangeRequest request = new OfferChangeRequest(0, "A-1", Optional.empty(), Optional.of(BigDecimal.ZERO),
                    Optional.empty(), Optional.empty(), Optional.empty());
            OfferDecision.Apply apply = applied(decide(request, stored()));
            assertThat(apply.change().stock()).isZero();
            assertThat(apply.change().discontinued()).isFalse();
            assertThat(apply.notPublished()).isFalse();
        }

        @Test
        void withdrawalAlwaysSucceeds() {
            OfferSnapshot incompleteLaddered = with(stored(), false, Visibility.DRAFT, false, true, Optional.of(STORED_AT));
            OfferDecision.Apply apply = applied(OfferUpdatePolicy.decide(discontinued(true),
                    new SkuResolution.Resolved(incompleteLaddered), false));
            assertThat(apply.change().discontinued()).isTrue();
        }

        @Test
        void notPublishedCountsAWithdrawnOffer() {
            assertThat(applied(decide(discontinued(true), stored())).notPublished()).isTrue();
        }

        @Test
        void notPublishedCountsDraftAndPausedOffersAndThePatchNeverPublishes() {
            for (Visibility hidden : List.of(Visibility.DRAFT, Visibility.PAUSED)) {
                OfferSnapshot offer = with(stored(), false, hidden, true, false, Optional.of(STORED_AT));
                assertThat(applied(decide(price("12", Optional.empty()), offer)).notPublished()).isTrue();
            }
            assertThat(applied(decide(price("12", Optional.empty()), stored())).notPublished()).isFalse();
        }

        @Test
        void relistWhenCompleteAndTheAccountMayPublish() {
            OfferSnapshot withdrawn = with(stored(), true, Visibility.PUBLISHED, true, false, Optional.of(STORED_AT));
            OfferDecision.Apply apply = applied(decide(discontinued(false), withdrawn));
            assertThat(apply.change().discontinued()).isFalse();
            assertThat(apply.notPublished()).isFalse();
        }

        @Test
        void relistOfADraftOfferAppliesButStaysNotPublished() {
            OfferSnapshot withdrawnDraft = with(stored(), true, Visibility.DRAFT, true, false, Optional.of(STORED_AT));
            assertThat(applied(decide(discontinued(false), withdrawnDraft)).notPublished()).isTrue();
        }

        @Test
        void relistBlockedWhenTheOfferIsIncomplete() {
            OfferSnapshot withdrawn = with(stored(), true, Visibility.PUBLISHED, false, false, Optional.of(STORED_AT));
            Rejection rejection = rejection(decide(discontinued(false), withdrawn));
            assertThat(rejection.reason()).isEqualTo(RowCode.RELIST_BLOCKED);
            assertThat(rejection.detail()).contains("offer incomplete");
        }

        @Test
        void relistBlockedWhenTheAccountMayNotPublish() {
            OfferSnapshot withdrawn = with(stored(), true, Visibility.PUBLISHED, true, false, Optional.of(STORED_AT));
            Rejection rejection = rejection(OfferUpdatePolicy.decide(discontinued(false),
                    new SkuResolution.Resolved(withdrawn), false));
            assertThat(rejection.reason()).isEqualTo(RowCode.RELIST_BLOCKED);
            assertThat(rejection.detail()).contains("account may not publish");
        }

        @Test
        void relistBlockedNamesBothReasonsWhenBothHold() {
            OfferSnapshot withdrawn = with(stored(), true, Visibility.PUBLISHED, false, false, Optional.of(STORED_AT));
            Rejection rejection = rejection(OfferUpdatePolicy.decide(discontinued(false),
                    new SkuResolution.Resolved(withdrawn), false));
            assertThat(rejection.detail()).contains("offer incomplete; account may not publish");
        }

        @Test
        void aBlockedRelistIsAtomicAndWritesNoOtherValue() {
            OfferSnapshot withdrawn = with(stored(), true, Visibility.PUBLISHED, false, false, Optional.of(STORED_AT));
            OfferChangeRequest relistWithStock = new OfferChangeRequest(0, "A-1", Optional.empty(),
                    Optional.of(BigDecimal.TEN), Optional.empty(), Optional.of(false), Optional.empty());
            assertThat(decide(relistWithStock, withdrawn)).isInstanceOf(OfferDecision.Rejected.class);
        }
    }

    @Nested
    class PriceLadder {

        private OfferSnapshot laddered() {
            return with(stored(), false, Visibility.PUBLISHED, true, true, Optional.of(STORED_AT));
        }

        @Test
        void priceTieredWhenADifferentPriceIsSentToALadderedOffer() {
            assertThat(rejection(decide(price("11", Optional.empty()), laddered())).reason())
                    .isEqualTo(RowCode.PRICE_TIERED);
        }

        @Test
        void theStoredPriceSentAgainOnALadderedOfferIsUnchanged() {
            assertThat(decide(price("10", Optional.empty()), laddered())).isInstanceOf(OfferDecision.Unchanged.class);
        }

        @Test
        void aStockOrMoqChangeOnALadderedOfferApplies() {
            OfferChangeRequest request = new OfferChangeRequest(0, "A-1", Optional.empty(), Optional.of(BigDecimal.ONE),
                    Optional.of(new BigDecimal("3")), Optional.empty(), Optional.empty());
            OfferDecision.Apply apply = applied(decide(request, laddered()));
            assertThat(apply.change().price()).isEqualByComparingTo("10");
            assertThat(apply.change().moq()).isEqualByComparingTo("3");
        }

        @Test
        void aWithdrawalCarryingAPriceOnALadderedOfferIsRejectedAsAWhole() {
            OfferChangeRequest request = new OfferChangeRequest(0, "A-1", Optional.of(new BigDecimal("11")),
                    Optional.empty(), Optional.empty(), Optional.of(true), Optional.empty());
            assertThat(rejection(decide(request, laddered())).reason()).isEqualTo(RowCode.PRICE_TIERED);
        }

        @Test
        void relistBlockedPrecedesPriceTiered() {
            OfferSnapshot withdrawnLaddered = with(stored(), true, Visibility.PUBLISHED, false, true, Optional.of(STORED_AT));
            OfferChangeRequest request = new OfferChangeRequest(0, "A-1", Optional.of(new BigDecimal("11")),
                    Optional.empty(), Optional.empty(), Optional.of(false), Optional.empty());
            assertThat(rejection(decide(request, withdrawnLaddered)).reason()).isEqualTo(RowCode.RELIST_BLOCKED);
        }

        @Test
        void staleUpdatePrecedesPriceTiered() {
            assertThat(rejection(decide(price("11", at("2025-01-01T00:00:00Z")), laddered())).reason())
                    .isEqualTo(RowCode.STALE_UPDATE);
        }
    }
}
