package market.feeds.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import market.feeds.domain.code.PullRunCode;
import market.feeds.domain.code.RequestCode;
import market.feeds.domain.code.RowCode;
import market.feeds.domain.field.FieldRule;
import market.feeds.domain.field.OfferFields;
import market.feeds.domain.field.ProductFields;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every published language documents every code and field, and holds no text that nothing renders. */
class TranslationsTest {

    static List<Locale> locales() {
        return ContractLocales.ALL;
    }

    @ParameterizedTest
    @MethodSource("locales")
    void everyRowRequestAndPullRunCodeHasAMeaning(Locale locale) {
        Set<String> keys = Prose.of(locale).keys();
        List<String> missing = new ArrayList<>();
        for (RowCode code : RowCode.values()) {
            expect(keys, "code.row." + code.wire(), missing);
        }
        for (RequestCode code : RequestCode.values()) {
            expect(keys, "code.request." + code.wire(), missing);
        }
        for (PullRunCode code : PullRunCode.values()) {
            expect(keys, "code.pull." + code.wire(), missing);
        }
        assertThat(missing).as("codes without a %s meaning", locale).isEmpty();
    }

    @ParameterizedTest
    @MethodSource("locales")
    void everyFieldRuleIsTranslatedAndEnglishIsTheDomainsOwnText(Locale locale) {
        Prose prose = Prose.of(locale);
        List<String> missing = new ArrayList<>();
        for (FieldRule rule : ProductFields.all()) {
            check(prose, "product", rule, missing);
        }
        for (FieldRule rule : OfferFields.all()) {
            check(prose, "offer", rule, missing);
        }
        assertThat(missing).as("fields without a %s rule text", locale).isEmpty();
    }

    @ParameterizedTest
    @MethodSource("locales")
    void noLanguageHoldsAKeyThatNothingRenders(Locale locale) {
        Prose prose = Prose.of(locale);
        HtmlContract.render(prose);
        Set<String> unused = new TreeSet<>(prose.keys());
        unused.removeAll(prose.used());
        assertThat(unused).as("%s keys nobody uses", locale).isEmpty();
    }

    @ParameterizedTest
    @MethodSource("locales")
    void everyLanguageHasTheKeysOfEnglishPlusTheFieldRules(Locale locale) {
        Set<String> expected = new TreeSet<>(Prose.of(ContractLocales.ENGLISH).keys());
        if (!locale.equals(ContractLocales.ENGLISH)) {
            ProductFields.all().forEach(rule -> expected.add("field.product." + rule.name()));
            OfferFields.all().forEach(rule -> expected.add("field.offer." + rule.name()));
        }
        assertThat(new TreeSet<>(Prose.of(locale).keys())).containsExactlyElementsOf(expected);
    }

    private static void check(Prose prose, String table, FieldRule rule, List<String> missing) {
        if (prose.isEnglish()) {
            assertThat(ItemSections.ruleText(prose, table, rule)).isEqualTo(rule.rule());
        } else {
            expect(prose.keys(), "field." + table + "." + rule.name(), missing);
        }
    }

    private static void expect(Set<String> keys, String key, List<String> missing) {
        if (!keys.contains(key)) {
            missing.add(key);
        }
    }
}
