package market.feeds.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import market.feeds.domain.code.PullRunCode;
import market.feeds.domain.code.RequestCode;
import market.feeds.domain.code.RowCode;
import market.feeds.domain.field.FieldRule;
import market.feeds.domain.field.OfferFields;
import market.feeds.domain.field.ProductFields;
import market.feeds.domain.product.Category;
import market.feeds.domain.product.Unit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every rendition carries the same contract: the domain's codes, fields, terms and figures, in any language. */
class MarkdownContractTest {

    static List<Locale> locales() {
        return ContractLocales.ALL;
    }

    @ParameterizedTest
    @MethodSource("locales")
    void everyCodeFieldCategoryAndUnitIsRenderedInEveryLanguage(Locale locale) {
        String md = MarkdownContract.render(locale);
        for (RowCode code : RowCode.values()) {
            assertThat(md).contains("| `" + code.wire() + "` |");
        }
        for (RequestCode code : RequestCode.values()) {
            assertThat(md).contains("| `" + code.wire() + "` | " + code.httpStatus() + " |");
        }
        for (PullRunCode code : PullRunCode.values()) {
            assertThat(md).contains("| `" + code.wire() + "` |");
        }
        for (FieldRule rule : ProductFields.all()) {
            assertThat(md).contains("| `" + rule.name() + "` |");
        }
        for (Category category : Category.values()) {
            assertThat(md).contains("| `" + category.slug() + "` | " + category.label() + " | " + String.join(", ", category.aliases()));
        }
        for (Unit unit : Unit.values()) {
            assertThat(md).contains("| `" + unit.wire() + "` | " + String.join(", ", unit.spellings()) + " |");
        }
    }

    @ParameterizedTest
    @MethodSource("locales")
    void rowCodesAreListedInTheirOrderOfPrecedence(Locale locale) {
        String md = MarkdownContract.render(locale);
        int previous = -1;
        for (RowCode code : RowCode.values()) {
            int at = md.indexOf("| `" + code.wire() + "` |");
            assertThat(at).as(code.wire()).isGreaterThan(previous);
            previous = at;
        }
    }

    @ParameterizedTest
    @MethodSource("locales")
    void requestChecksAreListedInPipelineOrder401403429413400409(Locale locale) {
        String md = MarkdownContract.render(locale);
        int previous = -1;
        for (String status : List.of("401", "403", "429", "413", "400", "409")) {
            int at = md.indexOf(". **" + status + "** (");
            assertThat(at).as(status).isGreaterThan(previous);
            previous = at;
        }
    }

    @Test
    void pipelineStepsAnswerWithTheStatusOfTheirCodes() {
        for (List<RequestCode> step : RequestSections.PIPELINE) {
            assertThat(step).extracting(RequestCode::httpStatus).containsOnly(step.get(0).httpStatus());
        }
    }

    @ParameterizedTest
    @MethodSource("locales")
    void figuresOfPagingIdempotencyAndThePullAreRendered(Locale locale) {
        String md = MarkdownContract.render(locale);
        assertThat(md).contains("`offset`").contains("`limit`").contains(" 0,").contains(" 100,").contains(" 500)")
                .contains("16777216").contains("5000").contains("`Idempotency-Key`").contains(" 16 ").contains(" 255 ")
                .contains("443").contains("20 ").contains(" 6 ").contains("UTF-8").contains("`Authorization: Bearer <TOKEN>`")
                .contains("`pointer`").contains("`request_id`").contains("application/problem+json")
                .contains("`dry_run`").contains("Idempotent-Replayed: true").contains("warehouse_ambiguous");
    }

    /** Audit s29b L8: the line gave `/docs` as English, yet `/docs` answers in the browser's language. */
    @ParameterizedTest
    @MethodSource("locales")
    void theRenditionsLineGivesEachLanguagesFixedAddressAndSaysDocsFollowsTheBrowser(Locale locale) {
        String line = MarkdownContract.render(locale).lines().filter(l -> l.contains("`/docs/uk`")).findFirst()
                .orElseThrow();
        assertThat(line).contains("`/docs/en`", "`/docs/uk`", "`/docs/ru`", "`/docs`", "`Accept-Language`");
    }

    @Test
    void englishFieldRulesAreTheDomainsAndTranslationsReplaceThem() {
        String en = MarkdownContract.render(ContractLocales.ENGLISH);
        String uk = MarkdownContract.render(ContractLocales.UKRAINIAN);
        String ru = MarkdownContract.render(ContractLocales.RUSSIAN);
        for (FieldRule rule : OfferFields.all()) {
            assertThat(en).contains(rule.rule());
            assertThat(uk).doesNotContain(rule.rule());
            assertThat(ru).doesNotContain(rule.rule());
        }
        assertThat(uk).contains("Ідемпотентність").contains("Склад".toLowerCase(Locale.ROOT));
        assertThat(ru).contains("Идемпотентность").contains("склад");
    }

    @Test
    void englishIsTheDefaultAndAnUnpublishedLanguageGetsEnglish() {
        assertThat(MarkdownContract.render()).isEqualTo(MarkdownContract.render(ContractLocales.ENGLISH));
        assertThat(MarkdownContract.render(Locale.GERMAN)).isEqualTo(MarkdownContract.render());
        assertThat(MarkdownContract.render(Locale.forLanguageTag("uk-UA"))).isEqualTo(MarkdownContract.render(ContractLocales.UKRAINIAN));
    }

    @Test
    void endpointsTableIsReadOffTheOpenApiDocument() {
        String md = MarkdownContract.render();
        assertThat(md).contains("| POST | `/v1/products` | `products:write` | 202, 200, 400, 401, 403, 409, 413, 429, 503 |")
                .contains("| PATCH | `/v1/offers` | `offers:write` | 202, 200, 400, 401, 403, 409, 413, 429, 503 |")
                .contains("| GET | `/v1/whoami` |  | 200, 401, 403, 503 |")
                .contains("| GET | `/v1/requests/{request_id}/rejections` |  | 200, 400, 401, 403, 404, 503 |");
    }
}
