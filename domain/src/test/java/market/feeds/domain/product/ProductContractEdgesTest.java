package market.feeds.domain.product;

import static market.feeds.domain.Items.aProduct;
import static market.feeds.domain.Items.nul;
import static market.feeds.domain.Items.num;
import static market.feeds.domain.Items.str;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import market.feeds.domain.Items;
import market.feeds.domain.Rejection;
import market.feeds.domain.code.RowCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Edges of the Product item table that a reader of the contract text is likely to probe from outside. */
class ProductContractEdgesTest {

    private static ProductFeedJudgement judge(Items row) {
        return ProductFeedJudge.judge(List.of(row.build()));
    }

    private static Rejection rejectionOf(Items row) {
        ProductFeedJudgement judgement = judge(row);
        assertThat(judgement.accepted()).isEmpty();
        return judgement.rejections().get(0);
    }

    private static ProductCandidate accepted(Items row) {
        ProductFeedJudgement judgement = judge(row);
        assertThat(judgement.rejections()).isEmpty();
        return judgement.accepted().get(0);
    }

    @Test
    void nameOf300CyrillicLettersIsFineAnd301IsFieldTooLong() {
        assertThat(accepted(aProduct(0).with("name", str("Ж".repeat(300)))).name()).hasSize(300);
        Rejection rejection = rejectionOf(aProduct(0).with("name", str("Ж".repeat(301))));
        assertThat(rejection.reason()).isEqualTo(RowCode.FIELD_TOO_LONG);
        assertThat(rejection.field()).contains("name");
    }

    @Test
    void nameLengthIsCountedAfterTrimming() {
        assertThat(accepted(aProduct(0).with("name", str("  " + "Ж".repeat(300) + "  "))).name()).hasSize(300);
    }

    @Test
    void skuOf101CharactersIsFieldTooLongNamingSku() {
        assertThat(accepted(aProduct(0).with("sku", str("S".repeat(100)))).sku()).isPresent();
        Rejection rejection = rejectionOf(aProduct(0).with("sku", str("S".repeat(101))));
        assertThat(rejection.reason()).isEqualTo(RowCode.FIELD_TOO_LONG);
        assertThat(rejection.field()).contains("sku");
    }

    @Test
    void nameOfSpacesIsRequiredFieldMissing() {
        Rejection rejection = rejectionOf(aProduct(0).with("name", str("     ")));
        assertThat(rejection.reason()).isEqualTo(RowCode.REQUIRED_FIELD_MISSING);
        assertThat(rejection.field()).contains("name");
    }

    @Test
    void priceWrittenWithAnExponentIsANumber() {
        assertThat(accepted(aProduct(0).with("price", num("1e2"))).price()).isEqualByComparingTo("100");
    }

    @ParameterizedTest
    @ValueSource(strings = {"10,5", "1 000", "1e2", "\"10\""})
    void priceSentAsAStringIsPriceInvalidEvenWhenItReadsAsANumber(String text) {
        assertThat(rejectionOf(aProduct(0).with("price", str(text))).reason()).isEqualTo(RowCode.PRICE_INVALID);
    }

    @Test
    void priceWith7DecimalsIsPriceInvalid() {
        assertThat(rejectionOf(aProduct(0).with("price", num("0.0000001"))).reason()).isEqualTo(RowCode.PRICE_INVALID);
        assertThat(rejectionOf(aProduct(0).with("price", num("1.1234567"))).reason()).isEqualTo(RowCode.PRICE_INVALID);
    }

    @Test
    void priceOf16IntegerDigitsIsPriceInvalidAnd15AreFine() {
        assertThat(rejectionOf(aProduct(0).with("price", num("1000000000000000"))).reason())
                .isEqualTo(RowCode.PRICE_INVALID);
        assertThat(accepted(aProduct(0).with("price", num("100000000000000"))).price())
                .isEqualByComparingTo("100000000000000");
    }

    @Test
    void stockMinusZeroIsZeroAndValid() {
        assertThat(accepted(aProduct(0).with("stock", num("-0"))).stock()).isZero();
    }

    @Test
    void stockWithDecimalsIsValid() {
        assertThat(accepted(aProduct(0).with("stock", num("12.5"))).stock()).isEqualByComparingTo("12.5");
    }

    @Test
    void updatedAtWithoutOffsetIsUpdatedAtInvalid() {
        assertThat(rejectionOf(aProduct(0).with("updated_at", str("2026-01-01T00:00:00"))).reason())
                .isEqualTo(RowCode.UPDATED_AT_INVALID);
    }

    @Test
    void updatedAtAsADateOnlyIsUpdatedAtInvalid() {
        assertThat(rejectionOf(aProduct(0).with("updated_at", str("2026-01-01"))).reason())
                .isEqualTo(RowCode.UPDATED_AT_INVALID);
    }

    @Test
    void updatedAtNullCountsAsNotSent() {
        assertThat(accepted(aProduct(0).with("updated_at", nul())).updatedAt()).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"Fuel & Lubricants", "FUEL & LUBRICANTS.", "Прилипачі (пав)", "ПРИЛИПАЧІ (ПАВ)",
            "Колёса", "КОЛЁСА", "Колеса", "  ззр!  "})
    void categoryLabelsAndAliasesResolveWithCaseAndTrailingPunctuationIgnored(String value) {
        assertThat(accepted(aProduct(0).with("category", str(value)))).isNotNull();
    }

    @Test
    void categoryTypedWithCombiningMarksResolves() {
        // "Колёса" and "Посевной" as a keyboard that decomposes letters sends them: е + U+0308, и + U+0306
        assertThat(accepted(aProduct(0).with("category", str("Коле\u0308са"))).category()).isEqualTo(Category.TIRES_WHEELS);
        assertThat(accepted(aProduct(0).with("category", str("Посевнои\u0306 материал")))
                .category()).isEqualTo(Category.SEEDS);
    }

    @ParameterizedTest
    @ValueSource(strings = {"шт.", "ШТ.", "кг.", "т.", "Pcs.", "л.", "га."})
    void unitsWithATrailingDotResolve(String value) {
        assertThat(accepted(aProduct(0).with("unit", str(value)))).isNotNull();
    }

    @Test
    void categoryUnresolvedPrecedesUnitUnresolved() {
        Items row = aProduct(0).with("category", str("Nothing")).with("unit", str("nothing"));
        assertThat(rejectionOf(row).reason()).isEqualTo(RowCode.CATEGORY_UNRESOLVED);
    }
}
