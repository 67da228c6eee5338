package market.feeds.bootstrap.contract;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import market.feeds.adapters.http.support.Http.Reply;
import market.feeds.bootstrap.e2e.E2eService;
import market.feeds.bootstrap.e2e.OneService;
import market.feeds.bootstrap.e2e.Operator;
import market.feeds.docs.OperatorApiContract;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Response conformance: every documented example and a set of failing requests go to the running service, and
 * every answer must be one the published documents declare (status, media type, service headers, body schema).
 */
class ConformanceE2eTest {

    private static final String ADMIN = "/admin/v1";
    private static final String SLUG = "agro-west";
    private static final JsonNode OPERATOR_DOC = OperatorApiContract.document();

    // Every feed host resolves to loopback and loopback is allowed, so the feed example saves; nothing listens
    // on the pull port, so "run now" answers a failed run, which is a documented 200.
    @RegisterExtension
    static final OneService service = OneService.withFeedHostsOnLoopback();

    private final ContractConformance conformance = new ContractConformance();
    private final List<String> violations = new ArrayList<>();

    @Test
    void everyDocumentedExampleAndEveryFailureIsAnsweredAsTheDocumentsDeclare() {
        operatorExamples();
        vendorCalls();
        serviceRoutes();
        failures();
    }

    private void operatorExamples() {
        admin("POST", "/vendors", example("/vendors", "post"), 201);
        admin("GET", "/vendors/" + SLUG, null, 200);
        admin("PATCH", "/vendors/" + SLUG, example("/vendors/{slug}", "patch"), 200);
        admin("PATCH", "/vendors/" + SLUG, "{\"active\": true}", 200);
        admin("POST", "/vendors/" + SLUG + "/warehouses", example("/vendors/{slug}/warehouses", "post"), 201);
        String keyId = admin("POST", "/vendors/" + SLUG + "/keys", example("/vendors/{slug}/keys", "post"), 201).json()
                .path("id").asText();
        admin("GET", "/vendors/" + SLUG + "/keys", null, 200);
        String catalogId = admin("POST", "/catalog/products", example("/catalog/products", "post"), 201).json().path("id").asText();
        admin("POST", "/catalog/products/batch", example("/catalog/products/batch", "post"), 201);
        String key = service.operator().writerKey(SLUG);
        Reply products = vendor("POST", "/v1/products", key, """
                {"items": [{"sku": "SEED-001", "name": "Sunflower seed Lakomka 1 kg", "brand": "Lakomka", "category": "seeds",
                            "unit": "kg", "price": 125.5, "stock": 40},
                           {"sku": "SEED-002", "name": "Unheard-of seed", "brand": "Nobody", "category": "seeds",
                            "unit": "kg", "price": 10, "stock": 1}]}""", "conformance-products-1", 202);
        String jobId = products.json().path("job_id").asText();
        service.operator().awaitJob(jobId);
        admin("GET", "/jobs/" + jobId, null, 200);
        JsonNode positions = admin("GET", "/vendors/" + SLUG + "/positions?state=awaiting_review", null, 200).json();
        admin("GET", "/vendors/" + SLUG + "/positions?sku=SEED-001", null, 200);
        for (JsonNode position : positions) {
            String id = position.path("id").asText();
            if (position.path("sku").asText().equals("SEED-001")) {
                admin("POST", "/vendors/" + SLUG + "/positions/" + id + "/link",
                        example("/vendors/{slug}/positions/{id}/link", "post").replace("c0a8012e-1111-4c2b-9a55-6f1e2d3c4b5a", catalogId), 200);
                admin("POST", "/vendors/" + SLUG + "/positions/" + id + "/link", null, 409);
            } else {
                admin("POST", "/vendors/" + SLUG + "/positions/" + id + "/unrecognised", null, 200);
            }
        }
        admin("POST", "/vendors/" + SLUG + "/positions/link-recognised", example("/vendors/{slug}/positions/link-recognised", "post"), 200);
        admin("GET", "/vendors/" + SLUG + "/offers", null, 200);
        String offerId = admin("POST", "/vendors/" + SLUG + "/offers", example("/vendors/{slug}/offers", "post")
                .replace("SEED-001", "SEED-900").replace("c0a8012e-1111-4c2b-9a55-6f1e2d3c4b5a", catalogId), 201).json().path("id").asText();
        admin("PATCH", "/vendors/" + SLUG + "/offers/" + offerId, example("/vendors/{slug}/offers/{id}", "patch"), 200);
        admin("DELETE", "/vendors/" + SLUG + "/offers/" + offerId, null, 204);
        admin("PUT", "/vendors/" + SLUG + "/feed", example("/vendors/{slug}/feed", "put"), 200);
        admin("GET", "/vendors/" + SLUG + "/feed", null, 200);
        admin("POST", "/vendors/" + SLUG + "/feed/runs", null, 200);
        admin("DELETE", "/vendors/" + SLUG + "/feed", null, 204);
        admin("POST", "/vendors/" + SLUG + "/feed/runs", null, 409);
        admin("GET", "/vendors/" + SLUG + "/journal?source=api&limit=10", null, 200);
        Reply newest = admin("GET", "/vendors/" + SLUG + "/journal?limit=1", null, 200);
        assertThat(newest.header("Link")).as("older entries follow the newest").contains("rel=\"next\"");
        admin("GET", "/vendors/" + SLUG + "/journal?status=succeeded&before=" + newest.json().get(0).path("request_id")
                .asText(), null, 200);
        admin("GET", "/vendors/" + SLUG + "/notifications", null, 200);
        admin("DELETE", "/vendors/" + SLUG + "/keys/" + keyId, null, 204);
    }

    private void vendorCalls() {
        String key = service.operator().writerKey(SLUG);
        vendor("GET", "/v1/whoami", key, null, null, 200);
        String offers = "{\"items\": [{\"sku\": \"SEED-001\", \"price\": 119.9}, {\"sku\": \"NOPE-1\", \"stock\": 1}]}";
        Reply applied = vendor("PATCH", "/v1/offers", key, offers, "conformance-offers-1", 202);
        vendor("PATCH", "/v1/offers", key, offers, "conformance-offers-1", 202);
        vendor("PATCH", "/v1/offers?dry_run=true", key, offers, null, 200);
        vendor("POST", "/v1/products?dry_run=true", key, "{\"items\": [{\"sku\": \"X\"}]}", null, 200);
        String requestId = applied.json().path("request_id").asText();
        vendor("GET", "/v1/requests/" + requestId + "/rejections?offset=0&limit=10", key, null, null, 200);
        vendor("GET", "/v1/requests/" + requestId + "/rejections?limit=0", key, null, null, 400);
        vendor("GET", "/v1/requests/00000000-0000-4000-8000-000000000000/rejections", key, null, null, 404);
        vendor("PATCH", "/v1/offers", key, "{\"items\": [{\"sku\": \"SEED-001\", \"stock\": 2}]}", "conformance-offers-1", 409);
        vendor("PATCH", "/v1/offers", key, "{\"items\": []}", "conformance-offers-2", 400);
        vendor("PATCH", "/v1/offers", key, "{\"items\": [{\"sku\": \"A\", \"currency\": \"UAH\"}]}", "conformance-offers-3", 400);
        vendor("PATCH", "/v1/offers", key, offers, null, 400);
        vendor("GET", "/v1/whoami", null, null, null, 401);
        vendor("GET", "/v1/whoami", "not-a-key", null, null, 401);
        String offersOnly = service.operator().key(SLUG, "offers:write");
        vendor("POST", "/v1/products", offersOnly, "{\"items\": [{\"sku\": \"X\"}]}", "conformance-products-2", 403);
        String inactive = service.operator().writerKey(service.operator().vendor("conformance-inactive"));
        admin("PATCH", "/vendors/conformance-inactive", "{\"active\": false}", 200);
        vendor("GET", "/v1/requests/" + requestId + "/rejections", inactive, null, null, 403);
    }

    private void serviceRoutes() {
        raw("GET", "/health", null, null, 200);
        raw("GET", "/metrics", E2eService.OPERATOR_TOKEN, null, 200);
        raw("GET", "/metrics", null, null, 401);
        raw("GET", "/openapi.json", null, null, 200);
        raw("GET", "/admin/openapi.json", E2eService.OPERATOR_TOKEN, null, 200);
        raw("GET", "/admin/openapi.json", null, null, 401);
        for (String page : List.of("/docs", "/docs?lang=uk", "/docs/en", "/docs/uk", "/docs/ru")) {
            raw("GET", page, null, "text/html", 200);
            raw("GET", page, null, "text/markdown", 200);
        }
        for (String markdown : List.of("/docs/reference.md", "/docs/en/reference.md", "/docs/uk/reference.md", "/docs/ru/reference.md")) {
            raw("GET", markdown, null, null, 200);
        }
    }

    private void failures() {
        raw("GET", ADMIN + "/vendors/" + SLUG, null, null, 401);
        raw("GET", ADMIN + "/vendors/" + SLUG, "wrong-token", null, 401);
        admin("GET", "/vendors/nobody", null, 404);
        admin("POST", "/vendors", example("/vendors", "post"), 409);
        admin("POST", "/vendors", "{\"slug\": \"x-1\", \"colour\": \"red\"}", 400);
        admin("GET", "/vendors/" + SLUG + "/journal?limit=0", null, 400);
        Reply huge = admin("GET", "/vendors/" + SLUG + "/journal?limit=99999999999", null, 400);
        assertThat(huge.json().get("pointer").asText()).isEqualTo("/limit");
        assertThat(huge.json().get("detail").asText()).as("a whole number out of range, not a malformed one")
                .doesNotContain("whole number");
        admin("GET", "/vendors/" + SLUG + "/journal?source=web", null, 400);
        admin("GET", "/vendors/" + SLUG + "/journal?status=done", null, 400);
        admin("GET", "/vendors/" + SLUG + "/journal?before=not-a-request", null, 400);
        admin("GET", "/vendors/" + SLUG + "/journal?before=00000000-0000-4000-8000-000000000000", null, 404);
        admin("GET", "/vendors/" + SLUG + "/positions?state=bogus", null, 400);
        admin("GET", "/jobs/00000000-0000-4000-8000-000000000000", null, 404);
        admin("PUT", "/vendors/" + SLUG + "/feed", "{\"url\": \"ftp://x.example/f\", \"hour\": 6, \"time_zone\": \"Europe/Kyiv\"}", 400);
        admin("PUT", "/vendors/" + SLUG + "/feed", "{\"url\": \"https://x.example/f\", \"hour\": 6, \"time_zone\": \"Mars/Base\"}", 400);
        admin("DELETE", "/vendors/" + SLUG + "/offers/nope", null, 404);
        admin("POST", "/vendors/" + SLUG + "/warehouses", example("/vendors/{slug}/warehouses", "post"), 409);
        admin("POST", "/vendors/" + SLUG + "/feed/runs", "{\"now\": true}", 400);
        admin("GET", "/vendors/" + SLUG + "/offers?sku=%00", null, 400);
        Reply refused = admin("PUT", "/vendors/" + SLUG + "/keys", null, 405);
        assertThat(refused.header("Allow")).isEqualTo("GET, POST");
        admin("GET", "/vendors/" + SLUG + "/offers?sku=" + "x".repeat(10_000), null, 414);
    }

    private String example(String path, String method) {
        return OPERATOR_DOC.path("paths").path(ADMIN + path).path(method).path("requestBody").path("content")
                .path("application/json").path("example").toString();
    }

    private Reply admin(String method, String path, String body, int expected) {
        return raw(method, ADMIN + path, E2eService.OPERATOR_TOKEN, body, null, expected);
    }

    private Reply vendor(String method, String path, String key, String body, String idempotencyKey, int expected) {
        return judge(method, path, service.http().json(method, path, key, body, idempotencyKey, null), expected);
    }

    private Reply raw(String method, String path, String bearer, String accept, int expected) {
        return raw(method, path, bearer, null, accept, expected);
    }

    private Reply raw(String method, String path, String bearer, String body, String accept, int expected) {
        return judge(method, path, service.http().json(method, path, bearer, body, null, accept), expected);
    }

    /** Records what the documents do not declare first, so a wrong status reads as such and not only as a surprise. */
    private Reply judge(String method, String path, Reply reply, int expected) {
        violations.addAll(conformance.violations(method, path, reply.response()));
        assertThat(violations).as("answers the documents do not declare").isEmpty();
        assertThat(reply.status()).as("%s %s answered %s", method, path, reply.body()).isEqualTo(expected);
        return reply;
    }
}
