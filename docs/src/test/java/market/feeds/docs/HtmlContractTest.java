package market.feeds.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import market.feeds.domain.code.PullRunCode;
import market.feeds.domain.code.RequestCode;
import market.feeds.domain.code.RowCode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The HTML reference: a whole page per language, anchors per endpoint and code, every link lands, no network. */
class HtmlContractTest {

    static List<Locale> locales() {
        return ContractLocales.ALL;
    }

    @ParameterizedTest
    @MethodSource("locales")
    void pageIsAWholeHtmlDocumentInItsLanguage(Locale locale) {
        String page = HtmlContract.render(locale);
        assertThat(page).startsWith("<!DOCTYPE html>").contains("<html lang=\"" + locale.getLanguage() + "\">")
                .contains("<meta charset=\"utf-8\">").contains("<table").endsWith("</html>\n");
    }

    @ParameterizedTest
    @MethodSource("locales")
    void everyEndpointOfTheOpenApiDocumentHasAnAnchor(Locale locale) {
        String page = HtmlContract.render(locale);
        OpenApiContract.document().path("paths").forEach(path -> path.forEach(operation ->
                assertThat(page).contains("id=\"op-" + operation.path("operationId").asText() + "\"")));
    }

    @ParameterizedTest
    @MethodSource("locales")
    void everyCodeHasARowAnchorAndEveryErrorStatusLinksToItsCodes(Locale locale) {
        String page = HtmlContract.render(locale);
        List<String> codes = new ArrayList<>();
        for (RowCode code : RowCode.values()) {
            codes.add(code.wire());
        }
        for (RequestCode code : RequestCode.values()) {
            codes.add(code.wire());
        }
        for (PullRunCode code : PullRunCode.values()) {
            codes.add(code.wire());
        }
        codes.forEach(code -> assertThat(page).contains("id=\"code-" + code + "\""));
        for (String status : List.of("400", "401", "403", "404", "409", "413", "429")) {
            assertThat(page).contains("<a href=\"#status-" + status + "\">" + status + "</a>");
        }
        assertThat(page).contains("<a href=\"#" + ContractCodes.ROW_TABLE + "\">202</a>");
    }

    @ParameterizedTest
    @MethodSource("locales")
    void everyInPageLinkLandsOnAnIdAndNoIdIsRepeated(Locale locale) {
        String page = HtmlContract.render(locale);
        List<String> ids = all(page, " id=\"([^\"]+)\"");
        assertThat(ids).doesNotHaveDuplicates();
        assertThat(ids).containsAll(all(page, "href=\"#([^\"]+)\""));
    }

    @ParameterizedTest
    @MethodSource("locales")
    void pageLinksEveryLanguageAndTheMarkdownAndFetchesNothing(Locale locale) {
        String page = HtmlContract.render(locale);
        ContractLocales.ALL.forEach(other -> assertThat(page).contains("href=\"/docs/" + other.getLanguage() + "\""));
        assertThat(page).contains("href=\"/docs/" + locale.getLanguage() + "/reference.md\"")
                .contains("aria-current=\"page\">" );
        assertThat(page).doesNotContain("<script", "<link", "<img", "http://", "https://", "@import", "url(");
    }

    private static List<String> all(String text, String regex) {
        List<String> found = new ArrayList<>();
        Matcher matcher = Pattern.compile(regex).matcher(text);
        while (matcher.find()) {
            found.add(matcher.group(1));
        }
        return found;
    }
}
