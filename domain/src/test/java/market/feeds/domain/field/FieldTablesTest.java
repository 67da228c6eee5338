package market.feeds.domain.field;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The field tables as the contract lists them; docs render these, the envelope rules read the names. */
class FieldTablesTest {

    @Test
    void productTableHasElevenFieldsAndNamesAddDiscontinued() {
        assertThat(ProductFields.all()).extracting(FieldRule::name).containsExactly("name", "brand", "category", "unit",
                "price", "stock", "sku", "warehouse", "moq", "description", "updated_at");
        assertThat(ProductFields.names()).hasSize(12).contains("discontinued");
        assertThat(ProductFields.all()).filteredOn(FieldRule::required).extracting(FieldRule::name)
                .containsExactly("name", "brand", "category", "unit", "price", "stock");
    }

    @Test
    void productFieldLengthsAreTheContractLimits() {
        assertThat(ProductFields.all()).filteredOn(rule -> rule.maxLength().isPresent())
                .extracting(FieldRule::name, FieldRule::limit)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("name", 300),
                        org.assertj.core.groups.Tuple.tuple("brand", 120),
                        org.assertj.core.groups.Tuple.tuple("category", 120),
                        org.assertj.core.groups.Tuple.tuple("unit", 40),
                        org.assertj.core.groups.Tuple.tuple("sku", 100),
                        org.assertj.core.groups.Tuple.tuple("warehouse", 200),
                        org.assertj.core.groups.Tuple.tuple("description", 500));
    }

    @Test
    void offerTableHasSixFieldsAndOnlySkuIsRequired() {
        assertThat(OfferFields.names()).containsExactly("sku", "price", "stock", "moq", "discontinued", "updated_at");
        assertThat(OfferFields.all()).filteredOn(FieldRule::required).extracting(FieldRule::name).containsExactly("sku");
    }

    @Test
    void trimRemovesUnicodeSpaceSeparatorsAndLengthCountsCodePoints() {
        assertThat(FieldText.trim("\u00a0\u2007 Зерно \t\u202f")).isEqualTo("Зерно");
        assertThat(FieldText.length("Зерно\uD83C\uDF3D")).isEqualTo(6);
    }

    /** Vendor audit s31 L9: U+0085 NEXT LINE is Unicode white space, yet neither Java test counted it. */
    @Test
    void trimRemovesEveryUnicodeWhiteSpaceIncludingNextLine() {
        assertThat(FieldText.trim("\u0085Зерно\u0085")).isEqualTo("Зерно");
        assertThat(FieldText.trim("\u0085")).isEmpty();
        for (int codePoint = 0; codePoint <= Character.MAX_CODE_POINT; codePoint++) {
            if (isUnicodeWhiteSpace(codePoint)) {
                assertThat(FieldText.isSpace(codePoint)).as("U+%04X", codePoint).isTrue();
            }
        }
    }

    /** The White_Space property of Unicode 15 (PropList.txt), the characters "outer white space" names. */
    private static boolean isUnicodeWhiteSpace(int codePoint) {
        return codePoint >= 0x09 && codePoint <= 0x0D || codePoint == 0x20 || codePoint == 0x85 || codePoint == 0xA0
                || codePoint == 0x1680 || codePoint >= 0x2000 && codePoint <= 0x200A || codePoint == 0x2028
                || codePoint == 0x2029 || codePoint == 0x202F || codePoint == 0x205F || codePoint == 0x3000;
    }
}
