package market.feeds.adapters.http.integration;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpRequest;
import java.util.List;
import market.feeds.adapters.http.operatorapi.AdminRoutes;
import market.feeds.adapters.http.auth.OperatorGuard;
import market.feeds.adapters.http.metrics.HttpMetrics;
import market.feeds.adapters.http.metrics.MeteredFeedPull;
import market.feeds.adapters.http.metrics.MetricsRoutes;
import market.feeds.adapters.http.problem.ProblemRoutes;
import market.feeds.adapters.http.server.HttpServer;
import market.feeds.adapters.http.server.HttpServerSettings;
import market.feeds.adapters.http.support.Http;
import market.feeds.adapters.http.support.Http.Reply;
import market.feeds.adapters.http.vendorapi.VendorRoutes;
import market.feeds.application.service.UseCases;
import market.feeds.application.testing.InMemoryWorld;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The HTTP adapter over the real use cases on in-memory stores: the operator and vendor life cycle end to end. */
class InMemoryServiceTest {

    private static final String OPERATOR = "op-token-in-memory-31c7";

    private final InMemoryWorld world = new InMemoryWorld();
    private final HttpServer server = start(world.useCases);
    private final Http http = new Http(server.port());

    @AfterEach
    void stop() {
        server.close();
    }

    private static HttpServer start(UseCases useCases) {
        HttpMetrics metrics = new HttpMetrics();
        OperatorGuard guard = new OperatorGuard(OperatorGuard.sha256(OPERATOR));
        VendorRoutes vendor = new VendorRoutes(new VendorRoutes.UseCases(useCases.authorizeVendor(),
                useCases.admitRequest(), useCases.whoAmI(), useCases.submitProductFeed(), useCases.updateOffers(),
                useCases.pageRejections()), metrics);
        AdminRoutes admin = new AdminRoutes(new AdminRoutes.UseCases(useCases.manageVendors(),
                useCases.manageWarehouses(), useCases.manageApiKeys(), useCases.manageCatalog(),
                useCases.reviewPositions(), useCases.manageOffers(), useCases.manageFeed(),
                new MeteredFeedPull(useCases.runFeedPull(), metrics), useCases.readJournal()), guard);
        return HttpServer.start(new HttpServerSettings("127.0.0.1", 0), () -> true,
                List.of(new ProblemRoutes(), new MetricsRoutes(metrics, guard), vendor, admin));
    }

    @Test
    void vendorKeyProductsJobLinkPatchJournal() {
        admin(201, "POST", "/admin/v1/vendors", "{\"slug\":\"acme\",\"name\":\"Acme Agro\"}");
        admin(201, "POST", "/admin/v1/vendors/acme/warehouses", "{\"label\":\"Main\",\"city\":\"Kyiv\",\"primary\":true}");
        String catalogId = admin(201, "POST", "/admin/v1/catalog/products",
                "{\"name\":\"Hybrid seed L-1\",\"brand\":\"Agro\",\"category\":\"seeds\",\"unit\":\"bag\"}").get("id").asText();
        JsonNode key = admin(201, "POST", "/admin/v1/vendors/acme/keys", "{\"scopes\":[\"products:write\",\"offers:write\"]}");
        String secret = key.get("secret").asText();

        Reply whoami = http.json("GET", "/v1/whoami", secret, null);
        assertThat(whoami.status()).isEqualTo(200);
        assertThat(whoami.json().get("vendor_slug").asText()).isEqualTo("acme");

        Reply posted = write("POST", "/v1/products", secret, "k-0123456789abcdef", "{\"items\":["
                + "{\"sku\":\"L-1\",\"name\":\"Hybrid seed L-1\",\"brand\":\"Agro\",\"category\":\"Seeds\",\"unit\":\"bag\",\"price\":100.5,\"stock\":10},"
                + "{\"sku\":\"L-2\",\"brand\":\"Agro\"}]}");
        assertThat(posted.status()).as(posted.body()).isEqualTo(202);
        assertThat(posted.json().get("accepted").asInt()).isEqualTo(1);
        assertThat(posted.json().get("rejected").get(0).get("reason").asText()).isEqualTo("required_field_missing");
        assertThat(posted.json().get("warnings").isArray()).isTrue();
        String jobId = posted.json().get("job_id").asText();

        Reply replay = write("POST", "/v1/products", secret, "k-0123456789abcdef", "{\"items\":["
                + "{\"sku\":\"L-1\",\"name\":\"Hybrid seed L-1\",\"brand\":\"Agro\",\"category\":\"Seeds\",\"unit\":\"bag\",\"price\":100.5,\"stock\":10},"
                + "{\"sku\":\"L-2\",\"brand\":\"Agro\"}]}");
        assertThat(replay.header("Idempotent-Replayed")).isEqualTo("true");
        assertThat(replay.body()).isEqualTo(posted.body());

        while (world.useCases.workProductJobs().workOne("test-worker")) {
            // work the queue empty
        }
        assertThat(admin(200, "GET", "/admin/v1/jobs/" + jobId, null).get("state").asText()).isEqualTo("done");
        JsonNode positions = admin(200, "GET", "/admin/v1/vendors/acme/positions?state=awaiting_review", null);
        assertThat(positions.get(0).get("suggested_catalog_product_id").asText()).isEqualTo(catalogId);
        admin(200, "POST", "/admin/v1/vendors/acme/positions/" + positions.get(0).get("id").asText() + "/link", null);

        Reply patched = write("PATCH", "/v1/offers", secret, "k-patch-0123456789",
                "{\"items\":[{\"sku\":\"L-1\",\"price\":99.9,\"stock\":0},{\"sku\":\"NOPE\",\"stock\":1}]}");
        assertThat(patched.status()).as(patched.body()).isEqualTo(202);
        assertThat(patched.json().get("applied").asInt()).isEqualTo(1);
        assertThat(patched.json().get("rejected").get(0).get("reason").asText()).isEqualTo("sku_unknown");
        JsonNode offer = admin(200, "GET", "/admin/v1/vendors/acme/offers?sku=L-1", null).get(0);
        assertThat(offer.get("price").toString()).isEqualTo("99.9");
        assertThat(offer.get("stock").toString()).isEqualTo("0");

        Reply page = http.json("GET", "/v1/requests/" + patched.json().get("request_id").asText() + "/rejections", secret, null);
        assertThat(page.status()).isEqualTo(200);
        assertThat(page.json().get("limit").asInt()).isEqualTo(100);
        assertThat(page.json().get("rejected").get(0).get("sku").asText()).isEqualTo("NOPE");

        JsonNode journal = admin(200, "GET", "/admin/v1/vendors/acme/journal", null);
        assertThat(journal.get(0).get("endpoint").asText()).isEqualTo("PATCH /v1/offers");
        assertThat(journal.get(1).get("endpoint").asText()).isEqualTo("POST /v1/products");
        assertThat(journal.get(1).get("accepted").asInt()).isEqualTo(1);

        http.send(http.request("DELETE", "/admin/v1/vendors/acme/keys/" + key.get("id").asText(),
                HttpRequest.BodyPublishers.noBody()).header("Authorization", "Bearer " + OPERATOR));
        assertThat(http.json("GET", "/v1/whoami", secret, null).status()).isEqualTo(401);
    }

    @Test
    void requestLevelCodesOfTheRealUseCasesArriveAsProblems() {
        admin(201, "POST", "/admin/v1/vendors", "{\"slug\":\"codes\"}");
        String secret = admin(201, "POST", "/admin/v1/vendors/codes/keys", "{\"scopes\":[\"offers:write\"]}")
                .get("secret").asText();

        Reply unknownField = write("PATCH", "/v1/offers", secret, "k-unknown-0123456789",
                "{\"items\":[{\"sku\":\"A\",\"stock\":1,\"currency\":\"UAH\"}]}");
        Reply noItems = write("PATCH", "/v1/offers", secret, "k-noitems-0123456789", "{\"items\":[]}");
        Reply notJson = write("PATCH", "/v1/offers", secret, "k-notjson-0123456789", "{\"items\":[");
        Reply noKey = write("PATCH", "/v1/offers", secret, null, "{\"items\":[{\"sku\":\"A\",\"stock\":1}]}");
        Reply scope = write("POST", "/v1/products", secret, "k-scope-0123456789", "{\"items\":[]}");

        assertThat(unknownField.code()).isEqualTo("unknown_field");
        assertThat(unknownField.json().get("pointer").asText()).isEqualTo("/items/0/currency");
        assertThat(noItems.code()).isEqualTo("no_items");
        assertThat(notJson.code()).isEqualTo("invalid_envelope");
        assertThat(noKey.status()).isEqualTo(400);
        assertThat(noKey.code()).isEqualTo("invalid_envelope");
        assertThat(scope.status()).isEqualTo(403);
    }

    @Test
    void operatorRefusalsOfTheRealUseCasesArriveAsProblems() {
        admin(201, "POST", "/admin/v1/vendors", "{\"slug\":\"ops\"}");

        Reply taken = http.json("POST", "/admin/v1/vendors", OPERATOR, "{\"slug\":\"ops\"}");
        Reply unknownVendor = http.json("GET", "/admin/v1/vendors/nobody/keys", OPERATOR, null);
        Reply badScope = http.json("POST", "/admin/v1/vendors/ops/keys", OPERATOR, "{\"scopes\":[\"admin\"]}");
        Reply badUrl = http.json("PUT", "/admin/v1/vendors/ops/feed", OPERATOR,
                "{\"url\":\"http://feeds.vendor.com/a.json\",\"hour\":3,\"time_zone\":\"UTC\"}");
        Reply badZone = http.json("PUT", "/admin/v1/vendors/ops/feed", OPERATOR,
                "{\"url\":\"https://feeds.vendor.com/a.json\",\"hour\":3,\"time_zone\":\"Mars/Olympus\"}");

        assertThat(taken.status()).isEqualTo(409);
        assertThat(taken.code()).isEqualTo("conflict");
        assertThat(unknownVendor.status()).isEqualTo(404);
        assertThat(badScope.status()).isEqualTo(400);
        assertThat(badScope.code()).isEqualTo("invalid_request");
        assertThat(badUrl.status()).isEqualTo(400);
        assertThat(badUrl.code()).isEqualTo("bad_url");
        assertThat(badZone.status()).isEqualTo(400);
        assertThat(badZone.code()).isEqualTo("invalid_request");
    }

    private JsonNode admin(int status, String method, String path, String body) {
        Reply reply = http.json(method, path, OPERATOR, body);
        assertThat(reply.status()).as("%s %s → %s", method, path, reply.body()).isEqualTo(status);
        return reply.json();
    }

    private Reply write(String method, String path, String secret, String idempotencyKey, String body) {
        HttpRequest.Builder request = http.request(method, path, HttpRequest.BodyPublishers.ofString(body))
                .header("Authorization", "Bearer " + secret).header("Content-Type", "application/json");
        if (idempotencyKey != null) {
            request.header("Idempotency-Key", idempotencyKey);
        }
        return http.send(request);
    }
}
