package market.feeds.bootstrap.e2e;

import static market.feeds.bootstrap.e2e.Operator.expect;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import market.feeds.adapters.http.support.Http.Reply;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Every status code of every vendor endpoint and every request-level code, over the wired service. */
class VendorStatusCodesE2eTest {

    private static final int LIMIT = 16 * 1024 * 1024;
    @RegisterExtension
    static final OneService service = OneService.perClass();
    private static VendorClient writer;
    private static VendorClient productsOnly;
    private static VendorClient offersOnly;
    private static VendorClient inactive;
    private static String revokedKey;

    @BeforeAll
    static void seed() {
        Operator operator = service.operator();
        writer = new VendorClient(service.http(), operator.writerKey(operator.vendor("codes")));
        productsOnly = new VendorClient(service.http(), operator.key("codes", "products:write"));
        offersOnly = new VendorClient(service.http(), operator.key("codes", "offers:write"));
        inactive = new VendorClient(service.http(), operator.writerKey(operator.vendor("codes-off")));
        expect(operator.call("PATCH", "/vendors/codes-off", "{\"active\":false}"), 200);
        Reply revoked = expect(operator.call("POST", "/vendors/codes/keys", "{\"scopes\":[\"offers:write\"]}"), 201);
        revokedKey = revoked.json().get("secret").asText();
        expect(operator.call("DELETE", "/vendors/codes/keys/" + revoked.json().get("id").asText(), null), 204);
    }

    @Test
    void whoamiAnswers200And401And403() {
        Reply ok = writer.whoami();
        assertThat(ok.status()).isEqualTo(200);
        assertThat(ok.json().get("request_id").asText()).isEqualTo(ok.header("X-Request-Id"));
        assertThat(ok.json().get("scopes").toString()).contains("products:write", "offers:write");
        assertProblem(service.http().json("GET", "/v1/whoami", null, null), 401, "unauthorized");
        assertProblem(service.http().json("GET", "/v1/whoami", revokedKey, null), 401, "unauthorized");
        assertProblem(service.http().json("GET", "/v1/whoami", "vfk_" + "x".repeat(40), null), 401, "unauthorized");
        assertProblem(inactive.whoami(), 403, "forbidden");
    }

    @Test
    void the401BodyIsTheSameForMissingMalformedUnknownAndRevokedKeys() {
        Reply missing = service.http().json("POST", "/v1/products", null, Bodies.items(Bodies.product("A")));
        Reply malformed = service.http().json("POST", "/v1/products", "not-a-key", Bodies.items(Bodies.product("A")));
        Reply revoked = service.http().json("POST", "/v1/products", revokedKey, Bodies.items(Bodies.product("A")));

        for (Reply reply : new Reply[] {missing, malformed, revoked}) {
            assertProblem(reply, 401, "unauthorized");
            assertThat(reply.header("WWW-Authenticate")).isEqualTo("Bearer");
            assertThat(reply.json().get("detail")).isEqualTo(missing.json().get("detail"));
        }
    }

    @Test
    void productsAnswer202And200AndEveryRefusal() {
        Reply accepted = writer.products(Bodies.items(Bodies.product("P-1")));
        assertThat(accepted.status()).isEqualTo(202);
        assertThat(accepted.json().get("job_id").isTextual()).isTrue();
        Reply dry = writer.write("POST", "/v1/products?dry_run=true", Bodies.items(Bodies.product("P-2")), null);
        assertThat(dry.status()).isEqualTo(200);
        assertProblem(offersOnly.products(Bodies.items(Bodies.product("P-3"))), 403, "forbidden");
        assertProblem(inactive.products(Bodies.items(Bodies.product("P-3"))), 403, "forbidden");
        assertRequestLevelCodes("POST", "/v1/products", Bodies.product("P-4"));
    }

    @Test
    void offersAnswer202And200AndEveryRefusal() {
        Reply applied = writer.offers(Bodies.items(Bodies.offer("O-unknown", "\"price\":5")));
        assertThat(applied.status()).isEqualTo(202);
        Reply dry = writer.write("PATCH", "/v1/offers?dry_run=true", Bodies.items(Bodies.offer("O-1", "\"stock\":1")), null);
        assertThat(dry.status()).isEqualTo(200);
        assertProblem(productsOnly.offers(Bodies.items(Bodies.offer("O-1", "\"stock\":1"))), 403, "forbidden");
        assertProblem(service.http().json("PATCH", "/v1/offers", null,
                Bodies.items(Bodies.offer("O-1", "\"stock\":1"))), 401, "unauthorized");
        assertProblem(service.http().json("PATCH", "/v1/offers", revokedKey,
                Bodies.items(Bodies.offer("O-1", "\"stock\":1"))), 401, "unauthorized");
        assertProblem(inactive.offers(Bodies.items(Bodies.offer("O-1", "\"stock\":1"))), 403, "forbidden");
        assertRequestLevelCodes("PATCH", "/v1/offers", Bodies.offer("O-2", "\"stock\":1"));
    }

    @Test
    void bodiesAbove16MiBAre413WithContentLengthAndChunked() {
        byte[] body = new byte[LIMIT + 1];
        Arrays.fill(body, (byte) ' ');
        for (String[] endpoint : new String[][] {{"POST", "/v1/products"}, {"PATCH", "/v1/offers"}}) {
            Reply declared = service.http().send(service.http().jsonRequest(endpoint[0], endpoint[1], writer.key, body)
                    .header("Idempotency-Key", VendorClient.freshKey()));
            Reply chunked = service.http().send(service.http().request(endpoint[0], endpoint[1],
                    HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(body)))
                    .header("Authorization", "Bearer " + writer.key).header("Content-Type", "application/json")
                    .header("Idempotency-Key", VendorClient.freshKey()));
            assertProblem(declared, 413, "payload_too_large");
            assertProblem(chunked, 413, "payload_too_large");
        }
    }

    @Test
    void aWriteTheServerCannotReadIsInvalidEnvelopeNotACodeOutsideTheClosedSet() {
        String padding = "a".repeat(20_000);
        for (String[] endpoint : new String[][] {{"POST", "/v1/products"}, {"PATCH", "/v1/offers"}}) {
            Reply headersTooLarge = service.http().send(service.http().jsonRequest(endpoint[0], endpoint[1], writer.key,
                    "{}".getBytes(StandardCharsets.UTF_8)).header("X-Padding", padding));
            assertProblem(headersTooLarge, 400, "invalid_envelope");
        }
        // Outside the write endpoints Jetty's own status stands.
        assertProblem(service.http().send(service.http().jsonRequest("GET", "/v1/whoami", writer.key, null)
                .header("X-Padding", padding)), 431, "request_header_fields_too_large");
    }

    @Test
    void rejectionsAnswer200And400And401And403And404() {
        Reply posted = writer.products(Bodies.items("{\"sku\":\"R-1\"}"));
        String requestId = posted.json().get("request_id").asText();

        assertThat(writer.rejections(requestId, "").status()).isEqualTo(200);
        assertProblem(writer.rejections(requestId, "?limit=501"), 400, "invalid_request");
        assertProblem(service.http().json("GET", "/v1/requests/" + requestId + "/rejections", null, null),
                401, "unauthorized");
        assertProblem(inactive.rejections(requestId, ""), 403, "forbidden");
        assertProblem(writer.rejections("00000000-0000-0000-0000-000000000000", ""), 404, "not_found");
        assertProblem(writer.rejections("not-a-uuid", ""), 404, "not_found");
    }

    @Test
    void unknownRoutesAndWrongMethodsAreProblems() {
        assertProblem(service.http().json("GET", "/v1/nothing", writer.key, null), 404, "not_found");
        Reply wrongMethod = service.http().json("GET", "/v1/products", writer.key, null);
        assertProblem(wrongMethod, 404, "not_found");
        assertThat(wrongMethod.header("Allow")).isEqualTo("POST");
    }

    @Test
    void reviewBacklogIs409OnceTwentyThousandPositionsAwaitReview() {
        VendorClient busy =
                new VendorClient(service.http(), service.operator().writerKey(service.operator().vendor("busy")));
        for (int batch = 0; batch < 4; batch++) {
            Reply reply = busy.products(Bodies.products("B" + batch + "-", 5000));
            assertThat(reply.status()).as("batch %d: %s", batch, reply.body().length() > 300
                    ? reply.body().substring(0, 300) : reply.body()).isEqualTo(202);
            assertThat(reply.json().get("accepted").asInt()).isEqualTo(5000);
        }

        assertProblem(busy.products(Bodies.items(Bodies.product("B-more"))), 409, "review_backlog");
    }

    private void assertRequestLevelCodes(String method, String path, String item) {
        String valid = Bodies.items(item);
        assertProblem(writer.write(method, path, "[]", VendorClient.freshKey()), 400, "invalid_envelope");
        assertProblem(writer.write(method, path, "{\"items\":{}}", VendorClient.freshKey()), 400, "invalid_envelope");
        assertProblem(writer.write(method, path, "{\"items\":[" + item, VendorClient.freshKey()), 400, "invalid_envelope");
        Reply unknown = writer.write(method, path, "{\"items\":[" + item + "],\"currency\":\"UAH\"}", VendorClient.freshKey());
        assertProblem(unknown, 400, "unknown_field");
        assertThat(unknown.json().get("pointer").asText()).isEqualTo("/currency");
        assertProblem(writer.write(method, path, "{\"items\":[]}", VendorClient.freshKey()), 400, "no_items");
        String[] many = new String[5001];
        Arrays.fill(many, item);
        assertProblem(writer.write(method, path, Bodies.items(many), VendorClient.freshKey()), 400, "too_many_items");
        assertProblem(writer.write(method, path, valid, null), 400, "invalid_envelope");
        assertProblem(writer.write(method, path, valid, "short"), 400, "invalid_envelope");
        assertProblem(writer.write(method, path + "?dry_run=yes", valid, VendorClient.freshKey()), 400, "invalid_envelope");
        assertProblem(service.http().send(service.http().request(method, path,
                HttpRequest.BodyPublishers.ofString(valid, StandardCharsets.UTF_8))
                .header("Authorization", "Bearer " + writer.key).header("Content-Type", "text/plain")
                .header("Idempotency-Key", VendorClient.freshKey())), 400, "invalid_envelope");
        String key = VendorClient.freshKey();
        assertThat(writer.write(method, path, valid, key).status()).isEqualTo(202);
        assertProblem(writer.write(method, path, Bodies.items(item, item.replace("\"sku\":\"", "\"sku\":\"x")), key),
                409, "idempotency_key_reused");
    }

    static void assertProblem(Reply reply, int status, String code) {
        assertThat(reply.status()).as("%s", reply).isEqualTo(status);
        assertThat(reply.header("Content-Type")).startsWith("application/problem+json");
        assertThat(reply.code()).as("%s", reply).isEqualTo(code);
        assertThat(reply.json().get("request_id").asText()).isEqualTo(reply.header("X-Request-Id"));
    }
}
