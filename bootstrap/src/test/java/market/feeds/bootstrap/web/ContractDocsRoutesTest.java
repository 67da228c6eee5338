package market.feeds.bootstrap.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import market.feeds.adapters.http.server.HttpServer;
import market.feeds.adapters.http.server.HttpServerSettings;
import market.feeds.docs.ContractLocales;
import market.feeds.docs.HtmlContract;
import market.feeds.docs.MarkdownContract;
import market.feeds.docs.OpenApiContract;
import market.feeds.docs.OperatorApiContract;
import market.feeds.adapters.http.auth.OperatorGuard;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The contract is published at /openapi.json and, for people, at /docs (HTML or Markdown) in English, Ukrainian and Russian. */
class ContractDocsRoutesTest {

    private static final String MARKDOWN = "text/markdown; charset=utf-8";
    private static final String HTML = "text/html;charset=utf-8";
    private static final String TOKEN = "operator-token-of-this-test";
    private static HttpServer server;
    private static final HttpClient CLIENT = HttpClient.newHttpClient();

    @BeforeAll
    static void start() {
        server = HttpServer.start(new HttpServerSettings("127.0.0.1", 0), () -> true,
                List.of(new ContractDocsRoutes(new OperatorGuard(OperatorGuard.sha256(TOKEN)))));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void openApiJsonIsTheGeneratedDocument() throws Exception {
        HttpResponse<String> response = get("/openapi.json", null, null);
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("Content-Type")).get().asString().startsWith("application/json");
        assertThat(response.body()).isEqualTo(OpenApiContract.json());
    }

    @Test
    void adminOpenApiJsonIsTheOperatorDocumentBehindTheOperatorToken() throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/admin/openapi.json"));
        HttpResponse<String> refused = CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString());
        assertThat(refused.statusCode()).isEqualTo(401);
        assertThat(refused.headers().firstValue("Content-Type")).hasValue("application/problem+json");
        HttpResponse<String> wrong = CLIENT.send(request.header("Authorization", "Bearer not-the-token").build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(wrong.statusCode()).isEqualTo(401);
        HttpResponse<String> admitted = CLIENT.send(HttpRequest.newBuilder(request.build().uri())
                .header("Authorization", "Bearer " + TOKEN).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(admitted.statusCode()).isEqualTo(200);
        assertThat(admitted.headers().firstValue("Content-Type")).get().asString().startsWith("application/json");
        assertThat(admitted.body()).isEqualTo(OperatorApiContract.json());
    }

    @Test
    void docsAnswersABrowserWithTheEnglishHtmlPage() throws Exception {
        HttpResponse<String> response = get("/docs", null, "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8");
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("Content-Type")).hasValue(HTML);
        assertThat(response.headers().firstValue("Content-Language")).hasValue("en");
        assertThat(response.headers().firstValue("Vary")).hasValue("Accept, Accept-Language");
        assertThat(response.body()).isEqualTo(HtmlContract.render(ContractLocales.ENGLISH));
    }

    /** Audit s29b L5: the console's pages had these headers, the reference had none. */
    @Test
    void theReferencePagesAndTheirMarkdownAllowNoScriptNoFramingAndNoSniffing() throws Exception {
        for (String path : List.of("/docs", "/docs/en", "/docs/uk", "/docs/ru/reference.md", "/docs/reference.md")) {
            HttpResponse<String> response = get(path, null, null);
            assertThat(response.statusCode()).as(path).isEqualTo(200);
            assertThat(response.headers().firstValue("Content-Security-Policy")).as(path).get().asString()
                    .contains("default-src 'none'", "style-src 'unsafe-inline'", "frame-ancestors 'none'")
                    .doesNotContain("script-src");
            assertThat(response.headers().firstValue("X-Content-Type-Options")).as(path).hasValue("nosniff");
            assertThat(response.headers().firstValue("X-Frame-Options")).as(path).hasValue("DENY");
        }
        assertThat(get("/docs", null, "text/markdown").headers().firstValue("X-Content-Type-Options"))
                .hasValue("nosniff");
    }

    @Test
    void docsWithoutAPreferenceForMarkdownIsTheHtmlPage() throws Exception {
        assertThat(get("/docs", null, null).headers().firstValue("Content-Type")).hasValue(HTML);
        assertThat(get("/docs", null, "*/*").headers().firstValue("Content-Type")).hasValue(HTML);
        assertThat(get("/docs", null, "text/markdown;q=0.5, text/html").headers().firstValue("Content-Type")).hasValue(HTML);
        assertThat(get("/docs", null, "text/markdown;q=abc").headers().firstValue("Content-Type")).hasValue(HTML);
    }

    @Test
    void acceptTextMarkdownGetsTheMarkdownRendition() throws Exception {
        HttpResponse<String> response = get("/docs", null, "text/markdown");
        assertThat(response.headers().firstValue("Content-Type")).hasValue(MARKDOWN);
        assertThat(response.body()).isEqualTo(MarkdownContract.render());
        assertThat(get("/docs/uk", null, "text/markdown, text/html;q=0.5").body())
                .isEqualTo(MarkdownContract.render(ContractLocales.UKRAINIAN));
    }

    @Test
    void referenceMdIsTheMarkdownWhateverTheAcceptHeader() throws Exception {
        HttpResponse<String> response = get("/docs/reference.md", "ru", "text/html");
        assertThat(response.headers().firstValue("Content-Type")).hasValue(MARKDOWN);
        assertThat(response.headers().firstValue("Content-Language")).hasValue("ru");
        assertThat(response.body()).isEqualTo(MarkdownContract.render(ContractLocales.RUSSIAN));
        assertThat(get("/docs/uk/reference.md", null, "text/html").body()).isEqualTo(MarkdownContract.render(ContractLocales.UKRAINIAN));
        assertThat(get("/docs/en/reference.md", "ru", null).body()).isEqualTo(MarkdownContract.render());
    }

    @Test
    void docsUkAndDocsRuServeTheUkrainianAndRussianPagesInUtf8() throws Exception {
        HttpResponse<String> uk = get("/docs/uk", null, null);
        HttpResponse<String> ru = get("/docs/ru", null, null);
        assertThat(uk.headers().firstValue("Content-Type")).hasValue(HTML);
        assertThat(uk.headers().firstValue("Vary")).hasValue("Accept");
        assertThat(uk.body()).isEqualTo(HtmlContract.render(ContractLocales.UKRAINIAN)).contains("Ідемпотентність");
        assertThat(uk.headers().firstValue("Content-Language")).hasValue("uk");
        assertThat(ru.body()).isEqualTo(HtmlContract.render(ContractLocales.RUSSIAN)).contains("Идемпотентность");
        assertThat(ru.headers().firstValue("Content-Language")).hasValue("ru");
    }

    @Test
    void langQueryChoosesTheRenditionAndOverridesAcceptLanguage() throws Exception {
        assertThat(get("/docs?lang=uk", null, null).body()).isEqualTo(HtmlContract.render(ContractLocales.UKRAINIAN));
        assertThat(get("/docs?lang=ru", "uk", null).body()).isEqualTo(HtmlContract.render(ContractLocales.RUSSIAN));
        assertThat(get("/docs?lang=en", "ru", "text/markdown").body()).isEqualTo(MarkdownContract.render());
    }

    @Test
    void acceptLanguageChoosesWhenThereIsNoExplicitChoice() throws Exception {
        assertThat(get("/docs", "ru-RU,ru;q=0.9,en;q=0.8", null).body()).isEqualTo(HtmlContract.render(ContractLocales.RUSSIAN));
        assertThat(get("/docs", "de-DE,uk;q=0.7,ru;q=0.5", null).body()).isEqualTo(HtmlContract.render(ContractLocales.UKRAINIAN));
        assertThat(get("/docs?lang=de", "uk", null).body()).isEqualTo(HtmlContract.render(ContractLocales.UKRAINIAN));
    }

    @Test
    void anUnpublishedOrMalformedLanguageGetsEnglish() throws Exception {
        assertThat(get("/docs", "de", null).body()).isEqualTo(HtmlContract.render(ContractLocales.ENGLISH));
        assertThat(get("/docs", ";;q=abc", null).body()).isEqualTo(HtmlContract.render(ContractLocales.ENGLISH));
        assertThat(get("/docs?lang=xx", null, null).body()).isEqualTo(HtmlContract.render(ContractLocales.ENGLISH));
    }

    @Test
    void anUnpublishedLanguagePathIsNotFound() throws Exception {
        HttpResponse<String> response = get("/docs/de", null, null);
        // The problem+json body of a 404 comes from the vendor API's error mapping, not started here.
        assertThat(response.statusCode()).isEqualTo(404);
    }

    private static HttpResponse<String> get(String path, String acceptLanguage, String accept)
            throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path)).GET();
        if (acceptLanguage != null) {
            request.header("Accept-Language", acceptLanguage);
        }
        if (accept != null) {
            request.header("Accept", accept);
        }
        return CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }
}
