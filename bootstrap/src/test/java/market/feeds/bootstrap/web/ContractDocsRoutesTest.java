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
import market.feeds.docs.MarkdownContract;
import market.feeds.docs.OpenApiContract;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The contract is published at /openapi.json and, for people, at /docs in English, Ukrainian and Russian. */
class ContractDocsRoutesTest {

    private static final String MARKDOWN = "text/markdown; charset=utf-8";
    private static HttpServer server;
    private static final HttpClient CLIENT = HttpClient.newHttpClient();

    @BeforeAll
    static void start() {
        server = HttpServer.start(new HttpServerSettings("127.0.0.1", 0), () -> true, List.of(new ContractDocsRoutes()));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void openApiJsonIsTheGeneratedDocument() throws Exception {
        HttpResponse<String> response = get("/openapi.json", null);
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("Content-Type")).get().asString().startsWith("application/json");
        assertThat(response.body()).isEqualTo(OpenApiContract.json());
    }

    @Test
    void docsIsTheEnglishMarkdownRendition() throws Exception {
        HttpResponse<String> response = get("/docs", null);
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("Content-Type")).hasValue(MARKDOWN);
        assertThat(response.headers().firstValue("Content-Language")).hasValue("en");
        assertThat(response.headers().firstValue("Vary")).hasValue("Accept-Language");
        assertThat(response.body()).isEqualTo(MarkdownContract.render());
    }

    @Test
    void docsUkAndDocsRuServeTheUkrainianAndRussianRenditionsInUtf8() throws Exception {
        HttpResponse<String> uk = get("/docs/uk", null);
        HttpResponse<String> ru = get("/docs/ru", null);
        assertThat(uk.headers().firstValue("Content-Type")).hasValue(MARKDOWN);
        assertThat(uk.body()).isEqualTo(MarkdownContract.render(ContractLocales.UKRAINIAN)).contains("Ідемпотентність");
        assertThat(uk.headers().firstValue("Content-Language")).hasValue("uk");
        assertThat(ru.body()).isEqualTo(MarkdownContract.render(ContractLocales.RUSSIAN)).contains("Идемпотентность");
        assertThat(ru.headers().firstValue("Content-Language")).hasValue("ru");
    }

    @Test
    void langQueryChoosesTheRenditionAndOverridesAcceptLanguage() throws Exception {
        assertThat(get("/docs?lang=uk", null).body()).isEqualTo(MarkdownContract.render(ContractLocales.UKRAINIAN));
        assertThat(get("/docs?lang=ru", "uk").body()).isEqualTo(MarkdownContract.render(ContractLocales.RUSSIAN));
        assertThat(get("/docs?lang=en", "ru").body()).isEqualTo(MarkdownContract.render());
    }

    @Test
    void acceptLanguageChoosesWhenThereIsNoExplicitChoice() throws Exception {
        assertThat(get("/docs", "ru-RU,ru;q=0.9,en;q=0.8").body()).isEqualTo(MarkdownContract.render(ContractLocales.RUSSIAN));
        assertThat(get("/docs", "de-DE,uk;q=0.7,ru;q=0.5").body()).isEqualTo(MarkdownContract.render(ContractLocales.UKRAINIAN));
        assertThat(get("/docs?lang=de", "uk").body()).isEqualTo(MarkdownContract.render(ContractLocales.UKRAINIAN));
    }

    @Test
    void anUnpublishedOrMalformedLanguageGetsEnglish() throws Exception {
        assertThat(get("/docs", "de").body()).isEqualTo(MarkdownContract.render());
        assertThat(get("/docs", ";;q=abc").body()).isEqualTo(MarkdownContract.render());
        assertThat(get("/docs?lang=xx", null).body()).isEqualTo(MarkdownContract.render());
    }

    @Test
    void anUnpublishedLanguagePathIsNotFound() throws Exception {
        HttpResponse<String> response = get("/docs/de", null);
        // The problem+json body of a 404 comes from the vendor API's error mapping, not started here.
        assertThat(response.statusCode()).isEqualTo(404);
    }

    private static HttpResponse<String> get(String path, String acceptLanguage) throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path)).GET();
        if (acceptLanguage != null) {
            request.header("Accept-Language", acceptLanguage);
        }
        return CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }
}
