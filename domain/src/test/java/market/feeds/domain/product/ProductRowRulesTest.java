package market.feeds.domain.product;

import static market.feeds.domain.Items.aProduct;
import static market.feeds.domain.Items.bool;
import static market.feeds.domain.Items.nul;
import static market.feeds.domain.Items.num;
import static market.feeds.domain.Items.object;
import static market.feeds.domain.Items.str;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import market.feeds.domain.Items;
import market.feeds.domain.Rejection;
import market.feeds.domain.code.RowCode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** One test per product row code and per field rule of the contract's Product item table. */
class ProductRowRulesTest {

    private static Rejection rejectionOf(Items row) {
        ProductFeedJudgement judgement = ProductFeedJudge.judge(List.of(row.build()));
        assertThat(judgement.accepted()).isEmpty();
        return judgement.rejections().get(0);
    }

    private static ProductCandidate accepted(Items row) {
        ProductFeedJudgement judgement = ProductFeedJudge.judge(List.of(row.build()));
        assertThat(judgement.rejections()).isEmpty();
        return judgement.accepted().get(0);
    }

    @Test
    void aValidRowIsAcceptedWithTrimmedValuesResolvedTermsAndDefaultMoq() {
        ProductCandidate candidate = accepted(aProduct(0).with("name", str("  Corn  ")).with("sku", str(" A-1 "))
                .with("category", str("Гібриди.")).with("unit", str("Мішок")));
        assertThat(candidate.name()).isEqualTo("Corn");
        assertThat(candidate.sku()).contains("A-1");
        assertThat(candidate.category()).isEqualTo(Category.SEEDS);
        assertThat(candidate.unit()).isEqualTo(Unit.BAG);
        assertThat(candidate.price()).isEqualByComparingTo("1250.50");
        assertThat(candidate.moq()).isEqualByComparingTo(BigDecimal.ONE);
        assertThat(candidate.warehouse()).isEmpty();
        assertThat(candidate.updatedAt()).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"name", "brand", "category", "unit", "price", "stock"})
    void requiredFieldMissingNamesTheField(String field) {
        Rejection rejection = rejectionOf(aProduct(3).without(field));
        assertThat(rejection.reason()).isEqualTo(RowCode.REQUIRED_FIELD_MISSING);
        assertThat(rejection.field()).contains(field);
        assertThat(rejection.index()).isEqualTo(3);
    }

    @ParameterizedTest
    @ValueSource(strings = {"name", "brand", "category", "unit", "price", "stock"})
    void requiredFieldSentAsNullCountsAsNotSent(String field) {
        Rejection rejection = rejectionOf(aProduct(0).with(field, nul()));
        assertThat(rejection.reason()).isEqualTo(RowCode.REQUIRED_FIELD_MISSING);
        assertThat(rejection.field()).contains(field);
    }

    @ParameterizedTest
    @ValueSource(strings = {"name", "brand", "category", "unit"})
    void requiredStringEmptyAfterTrimmingIsMissing(String field) {
        Rejection rejection = rejectionOf(aProduct(0).with(field, str(" \t\u00a0 ")));
        assertThat(rejection.reason()).isEqualTo(RowCode.REQUIRED_FIELD_MISSING);
        assertThat(rejection.field()).contains(field);
    }

    @Test
    void requiredFieldMissingReportsTheFirstFieldInTableOrder() {
        Rejection rejection = rejectionOf(aProduct(0).without("stock").without("unit").without("brand"));
        assertThat(rejection.field()).contains("brand");
    }

    @ParameterizedTest
    @ValueSource(strings = {"name", "brand", "sku", "warehouse", "description"})
    void plainStringFieldOfTheWrongTypeIsRequiredFieldMissing(String field) {
        Rejection rejection = rejectionOf(aProduct(0).with(field, num("5")));
        assertThat(rejection.reason()).isEqualTo(RowCode.REQUIRED_FIELD_MISSING);
        assertThat(rejection.field()).contains(field);
    }

    @Test
    void categoryOfTheWrongTypeIsCategoryUnresolved() {
        assertThat(rejectionOf(aProduct(0).with("category", num("5"))).reason()).isEqualTo(RowCode.CATEGORY_UNRESOLVED);
    }

    @Test
    void unitOfTheWrongTypeIsUnitUnresolved() {
        assertThat(rejectionOf(aProduct(0).with("unit", bool(true))).reason()).isEqualTo(RowCode.UNIT_UNRESOLVED);
    }

    @Test
    void emptySkuCountsAsNotSent() {
        assertThat(accepted(aProduct(0).with("sku", str("   "))).sku()).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"name:300", "brand:120", "category:120", "unit:40", "sku:100", "warehouse:200", "description:500"})
    void fieldTooLongCountsCodePointsAfterTrimming(String fieldAndLimit) {
        String field = fieldAndLimit.split(":")[0];
        int limit = Integer.parseInt(fieldAndLimit.split(":")[1]);
        // Cyrillic letters and a character outside the BMP each count as one.
        String atLimit = "ї".repeat(limit - 1) + "\uD83C\uDF3D";
        Optional<Rejection> atLimitRejection = ProductFeedJudge.judge(List.of(aProduct(0).with(field, str("  " + atLimit + "  "))
                .build())).rejections().stream().filter(r -> r.reason() == RowCode.FIELD_TOO_LONG).findFirst();
        assertThat(atLimitRejection).isEmpty();

        Rejection rejection = rejectionOf(aProduct(0).with(field, str(atLimit + "x")));
        assertThat(rejection.reason()).isEqualTo(RowCode.FIELD_TOO_LONG);
        assertThat(rejection.field()).contains(field);
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "-1", "0.0", "-0", "1234567890123456", "0.0000001", "1e16", "1e-7", "1e999999999"})
    void priceInvalidWhenNotGreaterThanZeroOrOutOfBounds(String literal) {
        assertThat(rejectionOf(aProduct(0).with("price", num(literal))).reason()).isEqualTo(RowCode.PRICE_INVALID);
    }

    @Test
    void priceInvalidWhenSentAsAString() {
        assertThat(rejectionOf(aProduct(0).with("price", str("10"))).reason()).isEqualTo(RowCode.PRICE_INVALID);
    }

    @ParameterizedTest
    @ValueSource(strings = {"0.000001", "999999999999999", "999999999999999.999999", "1.5e2", "1E-6", "10.0000000"})
    void priceWithinBoundsIsAccepted(String literal) {
        assertThat(accepted(aProduct(0).with("price", num(literal))).price()).isPositive();
    }

    @ParameterizedTest
    @ValueSource(strings = {"-1", "-0.5", "1e16"})
    void stockInvalidWhenNegativeOrOutOfBounds(String literal) {
        assertThat(rejectionOf(aProduct(0).with("stock", num(literal))).reason()).isEqualTo(RowCode.STOCK_INVALID);
    }

    @Test
    void stockInvalidWhenNotANumber() {
        assertThat(rejectionOf(aProduct(0).with("stock", bool(false))).reason()).isEqualTo(RowCode.STOCK_INVALID);
    }

    @Test
    void stockZeroMeansOutOfStockAndIsValid() {
        assertThat(accepted(aProduct(0).with("stock", num("0"))).stock()).isZero();
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "-2", "0.0000001"})
    void moqInvalidWhenNotGreaterThanZero(String literal) {
        assertThat(rejectionOf(aProduct(0).with("moq", num(literal))).reason()).isEqualTo(RowCode.MOQ_INVALID);
    }

    @Test
    void moqInvalidWhenAString() {
        assertThat(rejectionOf(aProduct(0).with("moq", str("1"))).reason()).isEqualTo(RowCode.MOQ_INVALID);
    }

    @Test
    void moqNullMeansDefaultOne() {
        assertThat(accepted(aProduct(0).with("moq", nul())).moq()).isEqualByComparingTo("1");
    }

    @Test
    void skuDuplicateInPayloadRejectsLaterRowsAndTheFirstWins() {
        ProductFeedJudgement judgement = ProductFeedJudge.judge(List.of(
                aProduct(0).with("sku", str("A-1")).build(),
                aProduct(1).with("sku", str(" A-1 ")).build(),
                aProduct(2).with("sku", str("A-1")).build()));
        assertThat(judgement.accepted()).extracting(ProductCandidate::index).containsExactly(0);
        assertThat(judgement.rejections()).extracting(Rejection::index, Rejection::reason, r -> r.sku().orElseThrow())
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple(1, RowCode.SKU_DUPLICATE_IN_PAYLOAD, "A-1"),
                        org.assertj.core.groups.Tuple.tuple(2, RowCode.SKU_DUPLICATE_IN_PAYLOAD, "A-1"));
    }

    @Test
    void skuDuplicateInPayloadWhateverBecameOfTheEarlierRow() {
        ProductFeedJudgement judgement = ProductFeedJudge.judge(List.of(
                aProduct(0).with("sku", str("A-1")).with("price", num("0")).build(),
                aProduct(1).with("sku", str("A-1")).build()));
        assertThat(judgement.rejections()).extracting(Rejection::reason)
                .containsExactly(RowCode.PRICE_INVALID, RowCode.SKU_DUPLICATE_IN_PAYLOAD);
    }

    @Test
    void skusAreComparedExactlyAfterTrimming() {
        ProductFeedJudgement judgement = ProductFeedJudge.judge(List.of(
                aProduct(0).with("sku", str("a-1")).build(), aProduct(1).with("sku", str("A-1")).build()));
        assertThat(judgement.rejections()).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"2026-01-01", "2026-01-01T00:00:00", "2026-01-01 00:00:00Z", "2026-02-30T00:00:00Z",
            "2026-01-01T24:00:00Z", "2026-01-01T00:00:00+0200", "yesterday", ""})
    void updatedAtInvalidWhenNotAnRfc3339DateTimeWithOffset(String text) {
        assertThat(rejectionOf(aProduct(0).with("updated_at", str(text))).reason()).isEqualTo(RowCode.UPDATED_AT_INVALID);
    }

    @Test
    void updatedAtInvalidWhenNotAString() {
        assertThat(rejectionOf(aProduct(0).with("updated_at", num("1767225600"))).reason())
                .isEqualTo(RowCode.UPDATED_AT_INVALID);
    }

    @Test
    void updatedAtIsKeptAsAnInstant() {
        assertThat(accepted(aProduct(0).with("updated_at", str("2026-01-01t02:00:00+02:00"))).updatedAt())
                .contains(Instant.parse("2026-01-01T00:00:00Z"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"Seedz", "seed s", "fertilizer-s", "Посівний"})
    void categoryUnresolvedWhenNoSlugOrAliasMatches(String value) {
        Items row = aProduct(0).with("category", str(value));
        assertThat(rejectionOf(row).reason()).isEqualTo(RowCode.CATEGORY_UNRESOLVED);
    }

    @Test
    void unitUnresolvedWhenNoSpellingMatches() {
        assertThat(rejectionOf(aProduct(0).with("unit", str("кгг"))).reason()).isEqualTo(RowCode.UNIT_UNRESOLVED);
    }

    @ParameterizedTest
    @org.junit.jupiter.params.provider.MethodSource("discontinuedValues")
    void wrongEndpointWhenDiscontinuedIsSentToProducts(market.feeds.domain.json.JsonValue value) {
        assertThat(rejectionOf(aProduct(0).with("discontinued", value)).reason()).isEqualTo(RowCode.WRONG_ENDPOINT);
    }

    static List<market.feeds.domain.json.JsonValue> discontinuedValues() {
        return List.of(bool(true), bool(false), str("yes"), num("1"), object());
    }

    @Test
    void discontinuedNullIsNotSent() {
        accepted(aProduct(0).with("discontinued", nul()));
    }

    @Test
    void rejectionCarriesTheTrimmedSkuWhenKnown() {
        Rejection rejection = rejectionOf(aProduct(7).with("sku", str(" B-2 ")).with("price", num("0")));
        assertThat(rejection.sku()).contains("B-2");
        assertThat(rejection.field()).isEmpty();
    }

    @Test
    void acceptedAndRejectedRowsKeepItemOrder() {
        ProductFeedJudgement judgement = ProductFeedJudge.judge(List.of(aProduct(0).build(),
                aProduct(1).without("name").build(), aProduct(2).build(), aProduct(3).with("unit", str("?")).build()));
        assertThat(judgement.accepted()).extracting(ProductCandidate::index).containsExactly(0, 2);
        assertThat(judgement.rejections()).extracting(Rejection::index).containsExactly(1, 3);
    }
}
