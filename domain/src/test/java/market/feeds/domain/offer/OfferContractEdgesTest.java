package market.feeds.domain.offer;

import static market.feeds.domain.Items.anItem;
import static market.feeds.domain.Items.bool;
import static market.feeds.domain.Items.nul;
import static market.feeds.domain.Items.num;
import static market.feeds.domain.Items.str;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import market.feeds.domain.Items;
import market.feeds.domain.Rejection;
import market.feeds.domain.code.RowCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Edges of the Offer item table and the States table, driven from the item as the vendor writes it through
 * the field stage and the sku stage, the way a test of the contract text exercises them from outside.
 */
class OfferContractEdgesTest {

    private static final Instant STORED_AT = Instant.parse("2026-01-01T00:00:00Z");

    /** Listed, published, complete, no ladder: price 10.00, stock 5, moq 1, stored at 2026-01-01T00:00:00Z. */
    private static OfferSnapshot stored() {
        return new OfferSnapshot("of-1", new BigDecimal("10.00"), new BigDecimal("5"), BigDecimal.ONE, false,
                Visibility.PUBLISHED, true, false, Optional.of(STORED_AT));
    }

    private static Items row(String sku) {
        return anItem(0).with("sku", str(sku));
    }

    private static OfferDecision judge(Items row, OfferSnapshot offer) {
        OfferFeedJudgement judgement = OfferFeedJudge.judge(List.of(row.build()));
        if (!judgement.rejections().isEmpty()) {
            return new OfferDecision.Rejected(judgement.rejections().get(0));
        }
        return OfferUpdatePolicy.decide(judgement.requests().get(0), new SkuResolution.Resolved(offer), true);
    }

    private static RowCode codeOf(OfferDecision decision) {
        assertThat(decision).isInstanceOf(OfferDecision.Rejected.class);
        return ((OfferDecision.Rejected) decision).rejection().reason();
    }

    private static Rejection rejectionOf(OfferDecision decision) {
        assertThat(decision).isInstanceOf(OfferDecision.Rejected.class);
        return ((OfferDecision.Rejected) decision).rejection();
    }

    private static OfferDecision.Apply applied(OfferDecision decision) {
        assertThat(decision).isInstanceOf(OfferDecision.Apply.class);
        return (OfferDecision.Apply) decision;
    }

    @ParameterizedTest
    @ValueSource(strings = {"10", "10.00", "10.0", "1e1", "1.000000E+1", "100e-1"})
    void priceEqualByValueToTheStoredOneIsUnchanged(String literal) {
        assertThat(judge(row("A-1").with("price", num(literal)), stored())).isInstanceOf(OfferDecision.Unchanged.class);
    }

    @Test
    void priceWrittenWithAnExponentApplies() {
        assertThat(applied(judge(row("A-1").with("price", num("1e2")), stored())).change().price())
                .isEqualByComparingTo("100");
    }

    @Test
    void priceWith7DecimalsIsPriceInvalid() {
        assertThat(codeOf(judge(row("A-1").with("price", num("0.0000001")), stored()))).isEqualTo(RowCode.PRICE_INVALID);
    }

    @Test
    void priceOf16IntegerDigitsIsPriceInvalid() {
        assertThat(codeOf(judge(row("A-1").with("price", num("1234567890123456")), stored())))
                .isEqualTo(RowCode.PRICE_INVALID);
    }

    @Test
    void priceSentAsAStringIsPriceInvalid() {
        assertThat(codeOf(judge(row("A-1").with("price", str("12")), stored()))).isEqualTo(RowCode.PRICE_INVALID);
    }

    @Test
    void stockMinusZeroIsStockZeroAndKeepsTheOfferListed() {
        OfferDecision.Apply apply = applied(judge(row("A-1").with("stock", num("-0")), stored()));
        assertThat(apply.change().stock()).isZero();
        assertThat(apply.change().discontinued()).isFalse();
        assertThat(apply.notPublished()).isFalse();
    }

    @Test
    void updatedAtWithoutOffsetIsUpdatedAtInvalid() {
        Items row = row("A-1").with("price", num("11")).with("updated_at", str("2026-01-01T00:00:00"));
        assertThat(codeOf(judge(row, stored()))).isEqualTo(RowCode.UPDATED_AT_INVALID);
    }

    @Test
    void updatedAtAsADateOnlyIsUpdatedAtInvalid() {
        Items row = row("A-1").with("price", num("11")).with("updated_at", str("2026-01-02"));
        assertThat(codeOf(judge(row, stored()))).isEqualTo(RowCode.UPDATED_AT_INVALID);
    }

    @ParameterizedTest
    @ValueSource(strings = {"true", "false", "yes", "1"})
    void discontinuedAsAStringIsDiscontinuedInvalid(String text) {
        assertThat(codeOf(judge(row("A-1").with("discontinued", str(text)), stored())))
                .isEqualTo(RowCode.DISCONTINUED_INVALID);
    }

    @Test
    void discontinuedAsANumberIsDiscontinuedInvalid() {
        assertThat(codeOf(judge(row("A-1").with("discontinued", num("1")), stored())))
                .isEqualTo(RowCode.DISCONTINUED_INVALID);
    }

    @Test
    void discontinuedNullCountsAsNotSent() {
        assertThat(codeOf(judge(row("A-1").with("discontinued", nul()), stored())))
                .isEqualTo(RowCode.NO_CHANGE_REQUESTED);
        OfferDecision.Apply apply = applied(judge(row("A-1").with("discontinued", nul()).with("stock", num("3")),
                stored()));
        assertThat(apply.change().discontinued()).isFalse();
    }

    @Test
    void noChangeRequestedForSkuPlusOnlyAValidTimestamp() {
        assertThat(codeOf(judge(row("A-1").with("updated_at", str("2027-01-01T00:00:00Z")), stored())))
                .isEqualTo(RowCode.NO_CHANGE_REQUESTED);
    }

    @Test
    void skuOf101CharactersIsFieldTooLongNamingSku() {
        Rejection rejection = rejectionOf(judge(row("S".repeat(101)).with("price", num("11")), stored()));
        assertThat(rejection.reason()).isEqualTo(RowCode.FIELD_TOO_LONG);
        assertThat(rejection.field()).contains("sku");
    }

    @Test
    void skuIsTrimmedBeforeAnyCheck() {
        assertThat(applied(judge(row("  A-1\t").with("price", num("11")), stored())).sku()).isEqualTo("A-1");
    }

    @Test
    void equalTimestampConflictForEqualInstantsInDifferentOffsetsWithADifferentValue() {
        Items row = row("A-1").with("price", num("11")).with("updated_at", str("2026-01-01T02:00:00+02:00"));
        assertThat(codeOf(judge(row, stored()))).isEqualTo(RowCode.EQUAL_TIMESTAMP_CONFLICT);
    }

    @Test
    void equalTimestampInAnotherOffsetWithTheStoredValuesIsUnchanged() {
        Items row = row("A-1").with("price", num("10")).with("updated_at", str("2025-12-31T19:00:00-05:00"));
        assertThat(judge(row, stored())).isInstanceOf(OfferDecision.Unchanged.class);
    }

    @Test
    void withdrawalSucceedsOnAnIncompleteOfferOfAVendorThatMayNotPublish() {
        OfferSnapshot incompleteDraft = new OfferSnapshot("of-1", BigDecimal.TEN, BigDecimal.ONE, BigDecimal.ONE, false,
                Visibility.DRAFT, false, false, Optional.empty());
        OfferFeedJudgement judgement = OfferFeedJudge.judge(List.of(row("A-1").with("discontinued", bool(true)).build()));
        OfferDecision decision = OfferUpdatePolicy.decide(judgement.requests().get(0),
                new SkuResolution.Resolved(incompleteDraft), false);
        OfferDecision.Apply apply = applied(decision);
        assertThat(apply.change().discontinued()).isTrue();
        assertThat(apply.notPublished()).isTrue();
    }
}
