package market.feeds.adapters.http.vendorapi;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Optional;
import market.feeds.adapters.http.support.Http.Reply;
import market.feeds.adapters.http.support.TestServer;
import market.feeds.application.port.in.OfferUpdateResult;
import market.feeds.application.port.in.PageRejectionsUseCase.Outcome;
import market.feeds.application.port.in.ProductFeedResult;
import market.feeds.application.port.in.WriteOutcome;
import market.feeds.domain.Rejection;
import market.feeds.domain.Warning;
import market.feeds.domain.access.Scope;
import market.feeds.domain.code.RowCode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The vendor contract's result tables on the wire: members, types, nulls and omissions. */
class VendorResultShapesTest {

    private static final String REQUEST = "11111111-2222-3333-4444-555555555555";

    private final TestServer server = new TestServer();
    private final String key = server.vendor.key("vfk_shapes", "acme", true, Scope.OFFERS_WRITE, Scope.PRODUCTS_WRITE);

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void productFeedResultHasEveryMemberAndAlwaysWarnings() {
        server.vendor.products = command -> new WriteOutcome.Completed<>(new ProductFeedResult(command.requestId(),
                Optional.empty(), 2, List.of(Rejection.ofField(1, null, RowCode.REQUIRED_FIELD_MISSING, "sku")), 1,
                List.of(new Warning(0, Optional.of("A-1"), Warning.WAREHOUSE_AMBIGUOUS, "Two warehouses match."))),
                false);
        JsonNode body = write("POST", "/v1/products").json();

        assertThat(fieldNames(body)).containsExactly("request_id", "job_id", "accepted", "rejected", "rejected_total",
                "warnings");
        assertThat(body.get("job_id").isNull()).isTrue();
        assertThat(body.get("accepted").asInt()).isEqualTo(2);
        JsonNode rejection = body.get("rejected").get(0);
        assertThat(fieldNames(rejection)).containsExactly("index", "sku", "reason", "field");
        assertThat(rejection.get("sku").isNull()).isTrue();
        assertThat(rejection.get("reason").asText()).isEqualTo("required_field_missing");
        assertThat(body.get("warnings").get(0).toString())
                .isEqualTo("{\"index\":0,\"sku\":\"A-1\",\"code\":\"warehouse_ambiguous\",\"detail\":\"Two warehouses match.\"}");
    }

    @Test
    void emptyWarningsArePresentAsAnEmptyArray() {
        assertThat(write("POST", "/v1/products").json().get("warnings").isArray()).isTrue();
    }

    @Test
    void offerUpdateResultHasEveryMemberAndRejectionDetailWhenGiven() {
        server.vendor.offers = command -> new WriteOutcome.Completed<>(new OfferUpdateResult(command.requestId(), 3, 1,
                1, List.of(Rejection.withDetail(4, "B-2", RowCode.STALE_UPDATE, "2026-11-01T00:00:00Z")), 25), false);
        Reply reply = write("PATCH", "/v1/offers");
        JsonNode body = reply.json();

        assertThat(reply.status()).isEqualTo(202);
        assertThat(fieldNames(body)).containsExactly("request_id", "applied", "unchanged", "not_published", "rejected",
                "rejected_total");
        assertThat(body.get("rejected").get(0).toString()).isEqualTo(
                "{\"index\":4,\"sku\":\"B-2\",\"reason\":\"stale_update\",\"detail\":\"2026-11-01T00:00:00Z\"}");
        assertThat(body.get("rejected_total").asInt()).isEqualTo(25);
    }

    @Test
    void whoamiNamesTheVendorItsScopesAndTheServerTimeInUtc() {
        Reply reply = server.http.json("GET", "/v1/whoami", key, null);
        JsonNode body = reply.json();

        assertThat(reply.status()).isEqualTo(200);
        assertThat(fieldNames(body)).containsExactly("request_id", "vendor_slug", "scopes", "server_time");
        assertThat(body.get("request_id").asText()).isEqualTo(reply.header("X-Request-Id"));
        assertThat(body.get("vendor_slug").asText()).isEqualTo("acme");
        assertThat(body.get("scopes").toString()).isEqualTo("[\"products:write\",\"offers:write\"]");
        assertThat(body.get("server_time").asText()).isEqualTo("2026-11-21T08:00:00Z");
        assertThat(server.vendor.admissions).isEmpty();
    }

    @Test
    void aRejectionsPageHasEveryMember() {
        server.vendor.pages = id -> new Outcome.Page(id, 1200, 100, 2,
                List.of(Rejection.of(100, "X", RowCode.SKU_UNKNOWN), Rejection.of(101, "Y", RowCode.SKU_AMBIGUOUS)));
        Reply reply = server.http.json("GET", "/v1/requests/" + REQUEST + "/rejections?offset=100&limit=2", key, null);
        JsonNode body = reply.json();

        assertThat(reply.status()).isEqualTo(200);
        assertThat(fieldNames(body)).containsExactly("request_id", "rejected_total", "offset", "limit", "rejected");
        assertThat(body.get("rejected").size()).isEqualTo(2);
        assertThat(body.get("rejected").get(0).get("index").asInt()).isEqualTo(100);
        assertThat(server.vendor.admissions).isEmpty();
    }

    @Test
    void aRequestIdThatIsNotAUuidIsNotFound() {
        Reply reply = server.http.json("GET", "/v1/requests/not-a-uuid/rejections", key, null);

        assertThat(reply.status()).isEqualTo(404);
        assertThat(reply.code()).isEqualTo("not_found");
    }

    @Test
    void anUnknownRequestIsNotFound() {
        Reply reply = server.http.json("GET", "/v1/requests/" + REQUEST + "/rejections", key, null);

        assertThat(reply.status()).isEqualTo(404);
        assertThat(reply.code()).isEqualTo("not_found");
    }

    @Test
    void pagingBoundsOutsideTheContractAreInvalidRequest() {
        for (String query : new String[] {"?offset=-1", "?limit=0", "?limit=501", "?limit=ten", "?offset=1.5"}) {
            Reply reply = server.http.json("GET", "/v1/requests/" + REQUEST + "/rejections" + query, key, null);
            assertThat(reply.status()).as(query).isEqualTo(400);
            assertThat(reply.code()).as(query).isEqualTo("invalid_request");
        }
    }

    @Test
    void theRejectionsEndpointNeedsAKey() {
        Reply reply = server.http.json("GET", "/v1/requests/" + REQUEST + "/rejections", null, null);

        assertThat(reply.status()).isEqualTo(401);
        assertThat(reply.header("WWW-Authenticate")).isEqualTo("Bearer");
    }

    private Reply write(String method, String path) {
        return server.http.send(server.http.request(method, path,
                java.net.http.HttpRequest.BodyPublishers.ofString("{\"items\":[]}"))
                .header("Authorization", "Bearer " + key).header("Content-Type", "application/json")
                .header("Idempotency-Key", "0123456789abcdef0"));
    }

    private static List<String> fieldNames(JsonNode node) {
        List<String> names = new java.util.ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
