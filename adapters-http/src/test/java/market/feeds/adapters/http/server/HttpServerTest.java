package market.feeds.adapters.http.server;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.slf4j.LoggerFactory;

/** The server frame over real sockets: health, request ids, access log, body limit, extra routes. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class HttpServerTest {

    private final AtomicBoolean databaseAnswers = new AtomicBoolean(true);
    private final HttpClient client = HttpClient.newHttpClient();
    private final ListAppender<ILoggingEvent> accessLog = new ListAppender<>();
    private HttpServer server;

    @BeforeAll
    void start() {
        ((Logger) LoggerFactory.getLogger(AccessLog.class)).addAppender(accessLog);
        accessLog.start();
        Routes echoSize = routes -> routes.post("/echo-size", ctx -> ctx.result(String.valueOf(ctx.bodyAsBytes().length)));
        Routes pages = routes -> {
            routes.get("/page", ctx -> ctx.html("<p>page</p>"));
            routes.get("/page.md", ctx -> ctx.contentType("text/markdown; charset=utf-8").result("# page"));
            routes.get("/own-policy", ctx -> ctx.header("Content-Security-Policy", "default-src 'self'").html("<p>"));
        };
        server = HttpServer.start(new HttpServerSettings("127.0.0.1", 0), databaseAnswers::get,
                List.of(echoSize, pages));
    }

    @BeforeEach
    void reset() {
        databaseAnswers.set(true);
    }

    @AfterAll
    void stop() {
        server.close();
        ((Logger) LoggerFactory.getLogger(AccessLog.class)).detachAppender(accessLog);
    }

    @Test
    void healthIsOkWhileTheDatabaseAnswers() throws Exception {
        HttpResponse<String> response = get("/health");
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).isEqualTo("{\"status\":\"ok\"}");
        assertThat(response.headers().firstValue("Content-Type")).hasValueSatisfying(
                type -> assertThat(type).startsWith("application/json"));
    }

    @Test
    void healthWithoutTheDatabaseIsTheServiceUnavailableProblemEveryEndpointAnswers() throws Exception {
        databaseAnswers.set(false);
        HttpResponse<String> down = get("/health");

        assertThat(down.statusCode()).isEqualTo(503);
        assertThat(down.headers().firstValue("Retry-After")).contains("2");
        assertThat(down.headers().firstValue("Content-Type")).hasValueSatisfying(
                type -> assertThat(type).startsWith("application/problem+json"));
        JsonNode problem = new ObjectMapper().readTree(down.body());
        List<String> members = new ArrayList<>();
        problem.fieldNames().forEachRemaining(members::add);
        assertThat(members).containsExactly("type", "title", "status", "detail", "code", "request_id");
        assertThat(problem.get("code").asText()).isEqualTo("service_unavailable");
        assertThat(problem.get("status").asInt()).isEqualTo(503);
        assertThat(problem.get("request_id").asText())
                .isEqualTo(down.headers().firstValue(RequestIds.HEADER).orElseThrow());
        databaseAnswers.set(true);
        assertThat(get("/health").headers().firstValue("Retry-After")).isEmpty();
    }

    @Test
    void aHeadOfHealthAsLoadBalancersProbeAnswersWhatGetWould() throws Exception {
        HttpResponse<String> up = head("/health");
        databaseAnswers.set(false);
        HttpResponse<String> down = head("/health");

        assertThat(up.statusCode()).isEqualTo(200);
        assertThat(up.headers().firstValue("Content-Type")).hasValueSatisfying(
                type -> assertThat(type).startsWith("application/json"));
        assertThat(down.statusCode()).isEqualTo(503);
    }

    private HttpResponse<String> head(String path) throws Exception {
        return client.send(HttpRequest.newBuilder(uri(path)).method("HEAD", HttpRequest.BodyPublishers.noBody())
                .build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void everyResponseCarriesAFreshUuidRequestId() throws Exception {
        String first = get("/health").headers().firstValue(RequestIds.HEADER).orElseThrow();
        HttpResponse<String> notFound = get("/no-such-path");
        String second = notFound.headers().firstValue(RequestIds.HEADER).orElseThrow();
        assertThat(notFound.statusCode()).isEqualTo(404);
        assertThat(UUID.fromString(first)).isNotEqualTo(UUID.fromString(second));
    }

    @Test
    void oneAccessLogLinePerRequestWithoutHeadersOrBody() throws Exception {
        HttpResponse<String> response = client.send(HttpRequest.newBuilder(uri("/echo-size"))
                .header("Authorization", "Bearer secret-token-value")
                .POST(HttpRequest.BodyPublishers.ofString("body-secret")).build(),
                HttpResponse.BodyHandlers.ofString());
        String requestId = response.headers().firstValue(RequestIds.HEADER).orElseThrow();

        // The line is written after the response is sent: give the server thread a moment.
        List<String> lines = List.of();
        for (int i = 0; i < 50 && lines.isEmpty(); i++) {
            Thread.sleep(20);
            lines = loggedLines().stream().filter(message -> message.contains(requestId)).toList();
        }
        assertThat(lines).hasSize(1);
        String line = lines.get(0);
        assertThat(line).contains("method=POST", "path=/echo-size", "status=200", "duration_ms=",
                "request_id=" + requestId);
        assertThat(line).doesNotContain("secret-token-value", "body-secret");
    }

    @Test
    void aBrowsersFaviconRequestIsAnsweredWithAnIconNotA404() throws Exception {
        HttpResponse<String> icon = get("/favicon.ico");

        assertThat(icon.statusCode()).isEqualTo(200);
        assertThat(icon.headers().firstValue("Content-Type")).hasValue("image/svg+xml");
        assertThat(icon.headers().firstValue("Cache-Control")).hasValue("max-age=86400");
        assertThat(icon.body()).startsWith("<svg ");
    }

    @Test
    void aPageWithoutAPolicyOfItsOwnGetsOneThatAllowsNoScriptAndNoFramingAndOtherAnswersAreLeftAlone()
            throws Exception {
        for (String page : List.of("/page", "/page.md")) {
            HttpResponse<String> answer = get(page);
            assertThat(answer.headers().firstValue("Content-Security-Policy")).as(page)
                    .hasValue(PageHeaders.POLICY);
            assertThat(answer.headers().firstValue("X-Content-Type-Options")).as(page).hasValue("nosniff");
            assertThat(answer.headers().firstValue("X-Frame-Options")).as(page).hasValue("DENY");
        }
        assertThat(PageHeaders.POLICY).contains("default-src 'none'", "frame-ancestors 'none'")
                .doesNotContain("script-src");
        assertThat(get("/own-policy").headers().allValues("Content-Security-Policy"))
                .containsExactly("default-src 'self'");
        assertThat(get("/health").headers().firstValue("Content-Security-Policy")).isEmpty();
    }

    @Test
    void bodiesUpTo16MiBAreRead() throws Exception {
        assertThat(postBytes((int) HttpServer.MAX_REQUEST_BYTES).body()).isEqualTo("16777216");
    }

    @Test
    void bodiesAbove16MiBAre413() throws Exception {
        HttpResponse<String> response = postBytes((int) HttpServer.MAX_REQUEST_BYTES + 1);
        assertThat(response.statusCode()).isEqualTo(413);
        assertThat(response.headers().firstValue(RequestIds.HEADER)).isPresent();
    }

    /** AppenderBase appends under the appender's lock; read under it too. */
    private List<String> loggedLines() {
        synchronized (accessLog) {
            return accessLog.list.stream().map(ILoggingEvent::getFormattedMessage).toList();
        }
    }

    private HttpResponse<String> postBytes(int size) throws IOException, InterruptedException {
        return client.send(HttpRequest.newBuilder(uri("/echo-size"))
                .POST(HttpRequest.BodyPublishers.ofByteArray(new byte[size])).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return client.send(HttpRequest.newBuilder(uri(path)).GET().build(), HttpResponse.BodyHandlers.ofString());
    }

    private URI uri(String path) {
        return URI.create("http://127.0.0.1:" + server.port() + path);
    }
}
