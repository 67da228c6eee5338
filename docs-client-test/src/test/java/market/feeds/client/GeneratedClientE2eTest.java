package market.feeds.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import market.feeds.adapters.jdbc.testing.DirectoryTree;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestDatabase;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.bootstrap.Lifecycle;
import market.feeds.bootstrap.ServiceAssembly;
import market.feeds.bootstrap.config.ServiceConfig;
import market.feeds.client.api.DefaultApi;
import market.feeds.client.model.OfferItem;
import market.feeds.client.model.OfferUpdate;
import market.feeds.client.model.OfferUpdateResult;
import market.feeds.client.model.ProductFeed;
import market.feeds.client.model.ProductFeedResult;
import market.feeds.client.model.ProductItem;
import market.feeds.client.model.RejectionsPage;
import market.feeds.client.model.RowCode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A vendor integrates with nothing but the published document: the Java client openapi-generator builds from
 * docs/contract/openapi.json sends a product feed and an offer update to the running service and pages a
 * request's rejections.
 */
@ExtendWith(FreshSchemaExtension.class)
class GeneratedClientE2eTest {

    private static final String OPERATOR_TOKEN = "client-test-operator-token-4f1e";
    private static final Lifecycle LIFECYCLE = new Lifecycle();
    private static int port;
    private static DefaultApi vendor;
    private static Path dataDir;

    @BeforeAll
    static void start(TestSchema schema) throws Exception {
        Map<String, String> env = new HashMap<>();
        env.put("FEEDS_DATABASE_URL", TestDatabase.endpoint().jdbcUrl() + "?currentSchema=" + schema.name());
        TestDatabase.endpoint().user().ifPresent(user -> env.put("FEEDS_DATABASE_USER", user));
        TestDatabase.endpoint().password().ifPresent(password -> env.put("FEEDS_DATABASE_PASSWORD", password));
        env.put("FEEDS_SECRET_KEY", Base64.getEncoder().encodeToString(new byte[32]));
        env.put("FEEDS_HTTP_PORT", String.valueOf(freePort()));
        dataDir = Files.createTempDirectory("feeds-client");
        env.put("FEEDS_DATA_DIR", dataDir.toString());
        env.put("FEEDS_ADMIN_TOKEN", OPERATOR_TOKEN);
        env.put("FEEDS_PULL_ENABLED", "false");
        ServiceAssembly service = ServiceAssembly.start(ServiceConfig.from(env), LIFECYCLE,
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), Optional.empty());
        port = service.httpPort();
        admin("/admin/v1/vendors", "{\"slug\": \"client-co\"}");
        String key = new ObjectMapper().readTree(admin("/admin/v1/vendors/client-co/keys",
                "{\"scopes\": [\"products:write\", \"offers:write\"]}")).path("secret").asText();
        ApiClient client = new ApiClient().setScheme("http").setHost("127.0.0.1").setPort(port)
                .setRequestInterceptor(request -> request.header("Authorization", "Bearer " + key));
        vendor = new DefaultApi(client);
    }

    @AfterAll
    static void stop() {
        LIFECYCLE.close();
        DirectoryTree.delete(dataDir);
    }

    @Test
    void generatedClientSubmitsAProductFeedAndAnOfferUpdateAndPagesTheRejections() throws ApiException {
        ProductFeedResult products = vendor.submitProductFeed(new ProductFeed().items(List.of(
                new ProductItem().sku("CL-1").name("Seed drill disc").brand("Acme").category("Seeds").unit("kg")
                        .price(new BigDecimal("10.50")).stock(new BigDecimal("3")),
                new ProductItem().sku("CL-2").name("Broken").brand("Acme").category("no-such-category").unit("kg")
                        .price(new BigDecimal("1")).stock(BigDecimal.ZERO))), null, "client-products-0001");
        assertThat(products.getAccepted()).isEqualTo(1);
        assertThat(products.getRejectedTotal()).isEqualTo(1);
        assertThat(products.getJobId()).isNotNull();

        OfferUpdateResult offers = vendor.updateOffers(new OfferUpdate().items(List.of(
                new OfferItem().sku("NOT-LINKED").price(new BigDecimal("9.99")),
                new OfferItem().sku("ALSO-UNKNOWN").stock(BigDecimal.ONE))), null, "client-offers-00001");
        assertThat(offers.getApplied()).isZero();
        assertThat(offers.getRejectedTotal()).isEqualTo(2);

        RejectionsPage page = vendor.pageRejections(offers.getRequestId(), 1, 1);
        assertThat(page.getRequestId()).isEqualTo(offers.getRequestId());
        assertThat(page.getRejectedTotal()).isEqualTo(2);
        assertThat(page.getRejected()).singleElement().satisfies(rejection -> {
            assertThat(rejection.getIndex()).isEqualTo(1);
            assertThat(rejection.getSku()).isEqualTo("ALSO-UNKNOWN");
            assertThat(rejection.getReason()).isEqualTo(RowCode.SKU_UNKNOWN);
        });
    }

    @Test
    void generatedClientReportsAProblemAnswerAsAnApiExceptionWithTheStatus() {
        assertThatThrownBy(() -> vendor.pageRejections(UUID.randomUUID(), null, null))
                .isInstanceOfSatisfying(ApiException.class, e -> {
                    assertThat(e.getCode()).isEqualTo(404);
                    assertThat(e.getResponseBody()).contains("\"code\":\"not_found\"");
                });
    }

    private static String admin(String path, String body) throws IOException, InterruptedException {
        HttpResponse<String> response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                        URI.create("http://127.0.0.1:" + port + path))
                .header("Authorization", "Bearer " + OPERATOR_TOKEN).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(path + " " + response.body()).isEqualTo(201);
        return response.body();
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
