package market.feeds.domain.product;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvFileSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Every slug, label and alias of the contract's category table (a copy in test resources) resolves. */
class CategoryResolutionTest {

    @ParameterizedTest(name = "{2} → {0}")
    @CsvFileSource(resources = "/contract/categories.csv", numLinesToSkip = 1)
    void everySlugLabelAndAliasOfTheTableResolves(String slug, String kind, String value) {
        Category expected = Category.fromSlug(slug).orElseThrow();
        assertThat(Category.resolve(value)).contains(expected);
    }

    @ParameterizedTest(name = "{2} → {0}")
    @CsvFileSource(resources = "/contract/categories.csv", numLinesToSkip = 1)
    void caseTrailingPunctuationAndOuterWhiteSpaceAreIgnored(String slug, String kind, String value) {
        Category expected = Category.fromSlug(slug).orElseThrow();
        assertThat(Category.resolve(value.toUpperCase(Locale.ROOT))).contains(expected);
        assertThat(Category.resolve(value.toLowerCase(Locale.ROOT))).contains(expected);
        assertThat(Category.resolve("  " + value + ".  ")).contains(expected);
        assertThat(Category.resolve("\t" + value + "?!…")).contains(expected);
        assertThat(Category.resolve(value + " ...")).contains(expected);
    }

    @ParameterizedTest
    @ValueSource(strings = {"ГІБРИДИ", "гібриди.", "Fuel & Lubricants", "FUEL-LUBRICANTS!", "Crop protection",
            "ззр", "Прилипачі (ПАВ)", "Шины и диски;"})
    void examplesOfTheContractResolveInAnyScript(String value) {
        assertThat(Category.resolve(value)).isPresent();
    }

    @ParameterizedTest
    @ValueSource(strings = {"Seedz", "See ds", "-seeds", "Семена кукурузи", "fertilizerz", "Spare",
            "Tires and Wheels", "", "   ", ".", "s e e d s"})
    void nearMissesDoNotResolve(String value) {
        assertThat(Category.resolve(value)).isEmpty();
    }

    @Test
    void labelsAreAcceptedLikeAliases() {
        for (Category category : Category.values()) {
            assertThat(Category.resolve(category.label())).contains(category);
            assertThat(Category.fromSlug(category.slug())).contains(category);
        }
    }

    @Test
    void fromSlugIsExact() {
        assertThat(Category.fromSlug("Seeds")).isEmpty();
        assertThat(Category.fromSlug("fuel-lubricants")).contains(Category.FUEL_LUBRICANTS);
    }
}
