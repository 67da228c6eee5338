package market.feeds.adapters.http.problem;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import market.feeds.adapters.http.support.Http.Reply;
import market.feeds.adapters.http.support.TestServer;
import market.feeds.application.port.out.StorageFailure;
import market.feeds.domain.access.Scope;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Every error is RFC 9457 problem+json with code and request_id: unknown routes, wrong methods, failures. */
class ProblemShapeTest {

    private static final String BODY = "{\"items\":[{\"sku\":\"A-1\",\"price\":10}]}";

    private final TestServer server = new TestServer();

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void anUnknownRouteIsANotFoundProblem() {
        Reply reply = server.http.json("GET", "/v2/nothing", null, null);

        assertThat(reply.status()).isEqualTo(404);
        assertProblem(reply, 404, "not_found");
    }

    @Test
    void aWrongMethodOnAVendorPathIsA404NotFoundFromTheClosedSetNamingTheAllowedOnes() {
        Reply reply = server.http.json("DELETE", "/v1/products", null, null);

        assertThat(reply.status()).isEqualTo(404);
        assertThat(reply.header("Allow")).isEqualTo("POST");
        assertProblem(reply, 404, "not_found");
        assertThat(reply.json().get("detail").asText()).contains("allowed: POST");
    }

    @Test
    void aHeadOrOptionsOfAPathWithoutGetIsRefusedLikeAnyOtherMethodNotAnsweredWithABare200() {
        for (String path : new String[] {"/v1/offers", "/v1/products"}) {
            Reply head = server.http.send(server.http.request("HEAD", path,
                    java.net.http.HttpRequest.BodyPublishers.noBody()));
            Reply options = server.http.send(server.http.request("OPTIONS", path,
                    java.net.http.HttpRequest.BodyPublishers.noBody()));

            assertThat(head.status()).as("HEAD " + path).isEqualTo(404);
            assertThat(options.status()).as("OPTIONS " + path).isEqualTo(404);
            assertThat(options.header("Allow")).as(path).isIn("PATCH", "POST");
            assertProblem(options, 404, "not_found");
        }
    }

    @Test
    void aWrongMethodOnAnOperatorPathIsA405ProblemNamingTheAllowedOnes() {
        Reply reply = server.http.json("DELETE", "/metrics", null, null);

        assertThat(reply.status()).isEqualTo(405);
        assertThat(reply.header("Allow")).isEqualTo("GET");
        assertProblem(reply, 405, "method_not_allowed");
    }

    @Test
    void headRunsTheGetHandlerSoItNeedsTheSameCredential() {
        Reply vendorHead = server.http.send(server.http.request("HEAD", "/v1/whoami",
                java.net.http.HttpRequest.BodyPublishers.noBody()));
        Reply operatorHead = server.http.send(server.http.request("HEAD", "/metrics",
                java.net.http.HttpRequest.BodyPublishers.noBody()));

        assertThat(vendorHead.status()).isEqualTo(401);
        assertThat(operatorHead.status()).isEqualTo(401);
    }

    @Test
    void anUnexpectedFailureIsA500ProblemWithoutAStackTrace() {
        Reply reply = server.http.json("GET", "/test/boom", null, null);

        assertThat(reply.status()).isEqualTo(500);
        assertProblem(reply, 500, "internal_error");
        assertThat(reply.body()).doesNotContain("boom", "Exception", "at market.");
    }

    @Test
    void aStorageFailureIsA503ThatSaysNothingWasAppliedOnlyWhenThatIsKnown() {
        String key = server.vendor.key("vfk_writer", "acme", true, Scope.OFFERS_WRITE);
        server.vendor.offers = command -> {
            throw new StorageFailure(StorageFailure.Kind.UNAVAILABLE, "no connection", null);
        };
        Reply away = server.http.json("PATCH", "/v1/offers", key, BODY, "key-0123456789abcdef", null);
        server.vendor.offers = command -> {
            throw new StorageFailure(StorageFailure.Kind.OUTCOME_UNKNOWN, "commit failed", null);
        };
        Reply unknown = server.http.json("PATCH", "/v1/offers", key, BODY, "key-0123456789abcdef", null);

        for (Reply reply : List.of(away, unknown)) {
            assertThat(reply.status()).isEqualTo(503);
            assertProblem(reply, 503, "service_unavailable");
            assertThat(reply.header("Retry-After")).isNotBlank();
        }
        assertThat(away.json().get("detail").asText()).contains("nothing was applied");
        assertThat(unknown.json().get("detail").asText()).doesNotContain("nothing was applied")
                .contains("cannot tell whether it was applied", "same Idempotency-Key");
    }

    @Test
    void onlyARequestThatCarriedAnIdempotencyKeyIsToldToRetryWithIt() {
        assertThat(ProblemRoutes.detail(StorageFailure.Kind.UNAVAILABLE, false, false)).contains("nothing was applied")
                .doesNotContain("Idempotency-Key");
        assertThat(ProblemRoutes.detail(StorageFailure.Kind.OUTCOME_UNKNOWN, false, false))
                .contains("cannot tell whether it was applied", "Read the state back").doesNotContain("Idempotency-Key");
        assertThat(ProblemRoutes.detail(StorageFailure.Kind.UNAVAILABLE, true, false)).contains("same Idempotency-Key");
    }

    @Test
    void aReadRefusedDuringAnOutageIsNotToldNothingWasApplied() {
        server.vendor.pages = id -> {
            throw new StorageFailure(StorageFailure.Kind.UNAVAILABLE, "no connection", null);
        };

        Reply refused = server.http.json("GET", "/v1/requests/" + java.util.UUID.randomUUID() + "/rejections",
                server.vendor.key("vfk_reader", "acme", true), null);

        assertThat(refused.status()).isEqualTo(503);
        assertThat(refused.json().get("detail").asText()).startsWith("The service cannot serve now.")
                .doesNotContain("applied");
    }

    @Test
    void problemMembersAreTheOperationsContractsAndTheIdMatchesTheHeader() {
        Reply reply = server.http.json("GET", "/v1/whoami", null, null);
        JsonNode body = reply.json();

        List<String> names = new ArrayList<>();
        body.fieldNames().forEachRemaining(names::add);
        assertThat(names).containsExactly("type", "title", "status", "detail", "code", "request_id");
        assertThat(body.get("type").asText()).isEqualTo("about:blank");
        assertThat(body.get("title").asText()).isEqualTo("Unauthorized");
        assertThat(body.get("request_id").asText()).isEqualTo(reply.header("X-Request-Id"));
    }

    private static void assertProblem(Reply reply, int status, String code) {
        assertThat(reply.header("Content-Type")).startsWith("application/problem+json");
        assertThat(reply.json().get("status").asInt()).isEqualTo(status);
        assertThat(reply.code()).isEqualTo(code);
        assertThat(reply.json().get("request_id").asText()).isEqualTo(reply.header("X-Request-Id"));
        assertThat(reply.json().get("detail").asText()).isNotBlank();
    }
}
