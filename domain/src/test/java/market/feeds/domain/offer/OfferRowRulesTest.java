package market.feeds.domain.offer;

import static market.feeds.domain.Items.anItem;
import static market.feeds.domain.Items.anOffer;
import static market.feeds.domain.Items.bool;
import static market.feeds.domain.Items.nul;
import static market.feeds.domain.Items.num;
import static market.feeds.domain.Items.object;
import static market.feeds.domain.Items.str;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import market.feeds.domain.Items;
import market.feeds.domain.Rejection;
import market.feeds.domain.code.RowCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** One test per field-stage row code of the offers contract (PATCH and pull alike). */
class OfferRowRulesTest {

    private static Rejection rejectionOf(Items row) {
        OfferFeedJudgement judgement = OfferFeedJudge.judge(List.of(row.build()));
        assertThat(judgement.requests()).isEmpty();
        return judgement.rejections().get(0);
    }

    private static OfferChangeRequest requestOf(Items row) {
        OfferFeedJudgement judgement = OfferFeedJudge.judge(List.of(row.build()));
        assertThat(judgement.rejections()).isEmpty();
        return judgement.requests().get(0);
    }

    @Test
    void aValidRowBecomesAChangeRequestOfWhatWasSent() {
        OfferChangeRequest request = requestOf(anItem(4).with("sku", str(" A-1 ")).with("stock", num("0"))
                .with("discontinued", bool(false)).with("updated_at", str("2026-01-01T02:00:00+02:00")));
        assertThat(request.index()).isEqualTo(4);
        assertThat(request.sku()).isEqualTo("A-1");
        assertThat(request.price()).isEmpty();
        assertThat(request.stock()).hasValueSatisfying(stock -> assertThat(stock).isZero());
        assertThat(request.moq()).isEmpty();
        assertThat(request.discontinued()).contains(false);
        assertThat(request.updatedAt()).contains(Instant.parse("2026-01-01T00:00:00Z"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"absent", "null", "empty", "blank", "number", "object"})
    void requiredFieldMissingAlwaysNamesSku(String how) {
        Items row = anItem(0).with("price", num("10"));
        switch (how) {
            case "null" -> row.with("sku", nul());
            case "empty" -> row.with("sku", str(""));
            case "blank" -> row.with("sku", str("  "));
            case "number" -> row.with("sku", num("123"));
            case "object" -> row.with("sku", object());
            default -> { }
        }
        Rejection rejection = rejectionOf(row);
        assertThat(rejection.reason()).isEqualTo(RowCode.REQUIRED_FIELD_MISSING);
        assertThat(rejection.field()).contains("sku");
        assertThat(rejection.sku()).isEmpty();
    }

    @Test
    void fieldTooLongNamesSkuAbove100CodePoints() {
        assertThat(OfferFeedJudge.judge(List.of(anOffer(0, "щ".repeat(100)).build())).rejections()).isEmpty();
        Rejection rejection = rejectionOf(anOffer(0, "щ".repeat(101)));
        assertThat(rejection.reason()).isEqualTo(RowCode.FIELD_TOO_LONG);
        assertThat(rejection.field()).contains("sku");
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "-1", "1e16", "0.0000001"})
    void priceInvalidWhenNotGreaterThanZeroOrOutOfBounds(String literal) {
        assertThat(rejectionOf(anOffer(0, "A").with("price", num(literal))).reason()).isEqualTo(RowCode.PRICE_INVALID);
    }

    @Test
    void priceInvalidWhenAString() {
        assertThat(rejectionOf(anOffer(0, "A").with("price", str("10"))).reason()).isEqualTo(RowCode.PRICE_INVALID);
    }

    @Test
    void stockInvalidWhenNegative() {
        assertThat(rejectionOf(anOffer(0, "A").with("stock", num("-0.5"))).reason()).isEqualTo(RowCode.STOCK_INVALID);
    }

    @Test
    void moqInvalidWhenZero() {
        assertThat(rejectionOf(anOffer(0, "A").with("moq", num("0"))).reason()).isEqualTo(RowCode.MOQ_INVALID);
    }

    @Test
    void skuDuplicateInPayloadFirstOccurrenceWinsWhateverBecameOfIt() {
        OfferFeedJudgement judgement = OfferFeedJudge.judge(List.of(
                anOffer(0, "A").with("price", num("-1")).build(),
                anOffer(1, " A").build(),
                anOffer(2, "B").build()));
        assertThat(judgement.rejections()).extracting(Rejection::index, Rejection::reason).containsExactly(
                org.assertj.core.groups.Tuple.tuple(0, RowCode.PRICE_INVALID),
                org.assertj.core.groups.Tuple.tuple(1, RowCode.SKU_DUPLICATE_IN_PAYLOAD));
        assertThat(judgement.requests()).extracting(OfferChangeRequest::sku).containsExactly("B");
    }

    @Test
    void updatedAtInvalidWhenWithoutOffset() {
        assertThat(rejectionOf(anOffer(0, "A").with("updated_at", str("2026-01-01T00:00:00"))).reason())
                .isEqualTo(RowCode.UPDATED_AT_INVALID);
    }

    @Test
    void noChangeRequestedForSkuAlone() {
        assertThat(rejectionOf(anItem(0).with("sku", str("A"))).reason()).isEqualTo(RowCode.NO_CHANGE_REQUESTED);
    }

    @Test
    void noChangeRequestedForSkuPlusOnlyATimestamp() {
        assertThat(rejectionOf(anItem(0).with("sku", str("A")).with("updated_at", str("2026-01-01T00:00:00Z")))
                .reason()).isEqualTo(RowCode.NO_CHANGE_REQUESTED);
    }

    @Test
    void noChangeRequestedWhenEveryChangeableFieldIsNull() {
        Items row = anItem(0).with("sku", str("A")).with("price", nul()).with("stock", nul()).with("moq", nul())
                .with("discontinued", nul());
        assertThat(rejectionOf(row).reason()).isEqualTo(RowCode.NO_CHANGE_REQUESTED);
    }

    @ParameterizedTest
    @ValueSource(strings = {"yes", "true", "1", "object"})
    void discontinuedInvalidUnlessAJsonBoolean(String value) {
        Items row = anItem(0).with("sku", str("A"));
        switch (value) {
            case "1" -> row.with("discontinued", num("1"));
            case "object" -> row.with("discontinued", object());
            default -> row.with("discontinued", str(value));
        }
        assertThat(rejectionOf(row).reason()).isEqualTo(RowCode.DISCONTINUED_INVALID);
    }

    @Test
    void discontinuedTrueAloneIsAChange() {
        assertThat(requestOf(anItem(0).with("sku", str("A")).with("discontinued", bool(true))).discontinued())
                .contains(true);
    }
}
