package market.feeds.adapters.http.operatorapi;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import market.feeds.adapters.http.support.Http.Reply;
import market.feeds.adapters.http.support.TestServer;
import market.feeds.application.model.RequestStatus;
import market.feeds.application.model.Source;
import market.feeds.application.port.in.admin.ManageFeedUseCase.TokenChange;
import market.feeds.application.port.in.admin.ManageOffersUseCase.OfferPatch;
import market.feeds.application.port.in.admin.ReadJournalUseCase.JournalQuery;
import market.feeds.domain.offer.Visibility;
import market.feeds.domain.position.PositionState;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The operator API of operations contract §3: token, strict bodies, every route's shape and refusals. */
class AdminApiTest {

    private final TestServer server = new TestServer();

    @BeforeEach
    void aVendor() {
        assertThat(admin("POST", "/admin/v1/vendors", "{\"slug\":\"acme\"}").status()).isEqualTo(201);
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void withoutTheOperatorTokenEveryRouteIs401() {
        Reply none = server.http.json("GET", "/admin/v1/vendors/acme", null, null);
        Reply wrong = server.http.json("GET", "/admin/v1/vendors/acme", TestServer.OPERATOR_TOKEN + "x", null);
        Reply vendorKey = server.http.json("POST", "/admin/v1/vendors", "vfk_anything", "{\"slug\":\"b\"}");

        for (Reply reply : List.of(none, wrong, vendorKey)) {
            assertThat(reply.status()).isEqualTo(401);
            assertThat(reply.code()).isEqualTo("unauthorized");
            assertThat(reply.header("WWW-Authenticate")).isEqualTo("Bearer");
        }
        assertThat(server.admin.vendors).containsOnlyKeys("acme");
    }

    @Test
    void everyAdminPathIs401WithoutTheTokenKnownRouteOrNot() {
        List<String[]> probes = List.of(new String[] {"GET", "/admin/v1/no-such-thing"},
                new String[] {"GET", "/admin/v2/vendors"}, new String[] {"GET", "/admin"}, new String[] {"GET", "/admin/"},
                new String[] {"DELETE", "/admin/v1/vendors"}, new String[] {"PUT", "/admin/v1/vendors/acme"},
                new String[] {"POST", "/admin/v1/vendors/acme/no/such/route"});
        for (String[] probe : probes) {
            Reply reply = server.http.json(probe[0], probe[1], null, null);

            assertThat(reply.status()).as(probe[0] + " " + probe[1]).isEqualTo(401);
            assertThat(reply.code()).isEqualTo("unauthorized");
            assertThat(reply.header("Content-Type")).startsWith("application/problem+json");
        }
        assertThat(admin("GET", "/admin/v1/no-such-thing", null).status()).as("with the token, unknown is 404")
                .isEqualTo(404);
    }

    /** Decision 0503: a member name an operator sent comes back in a refusal cut to 256 characters and the mark. */
    @Test
    void anUnknownMemberIsNamedCutInTheDetailAsInThePointer() {
        String cut = "a".repeat(256) + "…";

        Reply refused = admin("PATCH", "/admin/v1/vendors/acme", "{\"" + "a".repeat(5000) + "\":true}");

        assertThat(refused.status()).isEqualTo(400);
        assertThat(refused.json().get("pointer").asText()).isEqualTo("/" + cut);
        assertThat(refused.json().get("detail").asText()).isEqualTo("Unknown member " + cut + ".");
    }

    @Test
    void vendorsAreCreatedReadAndPatched() {
        Reply created = admin("POST", "/admin/v1/vendors", "{\"slug\":\"beta\",\"name\":\"Beta\",\"may_publish\":false}");
        Reply patched = admin("PATCH", "/admin/v1/vendors/beta", "{\"active\":false}");

        assertThat(created.body()).isEqualTo("{\"slug\":\"beta\",\"name\":\"Beta\",\"active\":true,\"may_publish\":false}");
        assertThat(patched.status()).isEqualTo(200);
        assertThat(patched.json().get("active").asBoolean()).isFalse();
        assertThat(admin("GET", "/admin/v1/vendors/beta", null).json().get("active").asBoolean()).isFalse();
    }

    @Test
    void aTakenSlugIsConflictAndAnUnknownVendorNotFound() {
        Reply taken = admin("POST", "/admin/v1/vendors", "{\"slug\":\"acme\"}");
        Reply unknown = admin("GET", "/admin/v1/vendors/nobody", null);

        assertThat(taken.status()).isEqualTo(409);
        assertThat(taken.code()).isEqualTo("conflict");
        assertThat(unknown.status()).isEqualTo(404);
        assertThat(unknown.code()).isEqualTo("not_found");
    }

    @Test
    void anUnknownMemberIsInvalidRequestWithItsPointer() {
        Reply reply = admin("POST", "/admin/v1/vendors", "{\"slug\":\"x\",\"colour\":\"red\"}");

        assertThat(reply.status()).isEqualTo(400);
        assertThat(reply.code()).isEqualTo("invalid_request");
        assertThat(reply.json().get("pointer").asText()).isEqualTo("/colour");
    }

    @Test
    void aWrongTypeOrAMissingMemberIsInvalidRequestWithItsPointer() {
        Reply wrongType = admin("PATCH", "/admin/v1/vendors/acme", "{\"active\":\"yes\"}");
        Reply missing = admin("POST", "/admin/v1/vendors", "{}");

        assertThat(wrongType.status()).isEqualTo(400);
        assertThat(wrongType.json().get("pointer").asText()).isEqualTo("/active");
        assertThat(missing.status()).isEqualTo(400);
        assertThat(missing.json().get("pointer").asText()).isEqualTo("/slug");
    }

    @Test
    void aBodyThatIsNotOneJsonObjectIsInvalidRequestPointingAtTheWholeBody() {
        // A member named twice is JSON, and points at the member (StrictObjectDuplicateMemberTest, decision 0505).
        for (String body : new String[] {"", "[]", "{\"slug\":\"a\"", "{\"slug\":\"a\"} {}", "nul"}) {
            Reply reply = admin("POST", "/admin/v1/vendors", body);
            assertThat(reply.status()).as(body).isEqualTo(400);
            assertThat(reply.code()).as(body).isEqualTo("invalid_request");
            assertThat(reply.json().get("pointer").asText(null)).as(body).isEqualTo("");
        }
    }

    @Test
    void warehousesAreAddedWithTheirShape() {
        Reply reply = admin("POST", "/admin/v1/vendors/acme/warehouses", "{\"label\":\"Main\",\"primary\":true}");

        assertThat(reply.status()).isEqualTo(201);
        assertThat(reply.body()).isEqualTo("{\"id\":\"wh-1\",\"label\":\"Main\",\"city\":null,\"primary\":true}");
    }

    @Test
    void aKeysSecretAppearsOnlyAtCreationAndRevocationIs204WithoutBodyOrContentType() {
        Reply issued = admin("POST", "/admin/v1/vendors/acme/keys", "{\"scopes\":[\"products:write\"],\"label\":\"erp\"}");
        Reply listed = admin("GET", "/admin/v1/vendors/acme/keys", null);
        Reply revoked = admin("DELETE", "/admin/v1/vendors/acme/keys/k-1", null);
        Reply again = admin("GET", "/admin/v1/vendors/acme/keys", null);

        assertThat(issued.status()).isEqualTo(201);
        assertThat(fieldNames(issued.json())).containsExactly("id", "secret", "scopes", "created_at");
        assertThat(issued.json().get("secret").asText()).isEqualTo(server.admin.lastSecret);
        assertThat(listed.body()).doesNotContain(server.admin.lastSecret);
        assertThat(fieldNames(listed.json().get(0))).containsExactly("id", "label", "scopes", "created_at", "revoked_at");
        assertThat(listed.json().get(0).get("revoked_at").isNull()).isTrue();
        assertThat(revoked.status()).isEqualTo(204);
        assertThat(revoked.body()).isEmpty();
        assertThat(revoked.header("Content-Type")).as("a 204 has no body to type").isNull();
        assertThat(again.json().get(0).get("revoked_at").asText()).isEqualTo("2026-11-21T08:00:00Z");
    }

    @Test
    void anInvalidScopeIsInvalidRequestWithThePointerTheUseCaseGave() {
        Reply reply = admin("POST", "/admin/v1/vendors/acme/keys", "{\"scopes\":[\"products:write\",\"admin\"]}");

        assertThat(reply.status()).isEqualTo(400);
        assertThat(reply.json().get("pointer").asText()).isEqualTo("/scopes/1");
    }

    @Test
    void catalogueProductsAreAddedOneByOneOrInABatch() {
        Reply one = admin("POST", "/admin/v1/catalog/products",
                "{\"name\":\"Seed X\",\"brand\":\"B\",\"category\":\"seeds\",\"unit\":\"bag\"}");
        Reply batch = admin("POST", "/admin/v1/catalog/products/batch",
                "{\"items\":[{\"name\":\"A\",\"brand\":\"B\",\"category\":\"seeds\"},{\"name\":\"C\",\"brand\":\"D\",\"category\":\"supplies\"}]}");

        assertThat(one.status()).isEqualTo(201);
        assertThat(one.body()).isEqualTo("{\"id\":\"cp-1\",\"name\":\"Seed X\",\"brand\":\"B\",\"category\":\"seeds\",\"unit\":\"bag\"}");
        assertThat(batch.status()).isEqualTo(201);
        assertThat(batch.body()).isEqualTo("{\"ids\":[\"cp-1\",\"cp-2\"]}");
    }

    @Test
    void anUnknownMemberInABatchItemIsPointedAtByIndex() {
        Reply reply = admin("POST", "/admin/v1/catalog/products/batch",
                "{\"items\":[{\"name\":\"A\",\"brand\":\"B\",\"category\":\"seeds\"},{\"name\":\"C\",\"brand\":\"D\",\"category\":\"seeds\",\"sku\":\"x\"}]}");

        assertThat(reply.status()).isEqualTo(400);
        assertThat(reply.json().get("pointer").asText()).isEqualTo("/items/1/sku");
    }

    @Test
    void jobsArePresentedOrNotFound() {
        assertThat(admin("GET", "/admin/v1/jobs/job-1", null).body())
                .isEqualTo("{\"job_id\":\"job-1\",\"state\":\"done\",\"rows\":3,\"recognised\":2,\"unrecognised\":1}");
        assertThat(admin("GET", "/admin/v1/jobs/job-2", null).status()).isEqualTo(404);
    }

    @Test
    void positionsAreListedByStateAndLinked() {
        Reply listed = admin("GET", "/admin/v1/vendors/acme/positions?state=awaiting_review&sku=A-1", null);
        Reply linked = admin("POST", "/admin/v1/vendors/acme/positions/pos-1/link", "{\"visibility\":\"draft\"}");
        Reply conflict = admin("POST", "/admin/v1/vendors/acme/positions/linked/link", null);
        Reply all = admin("POST", "/admin/v1/vendors/acme/positions/link-recognised", null);
        Reply unrecognised = admin("POST", "/admin/v1/vendors/acme/positions/pos-1/unrecognised", null);

        assertThat(fieldNames(listed.json().get(0))).containsExactly("id", "sku", "name", "brand", "category", "unit",
                "price", "stock", "moq", "warehouse_id", "state", "suggested_catalog_product_id", "request_id", "index",
                "warnings");
        assertThat(listed.json().get(0).get("price").toString()).isEqualTo("10.5");
        assertThat(server.admin.received).contains(Optional.of(PositionState.AWAITING_REVIEW), Optional.of(Visibility.DRAFT));
        assertThat(linked.json().get("state").asText()).isEqualTo("linked");
        assertThat(conflict.status()).isEqualTo(409);
        assertThat(all.body()).isEqualTo("{\"linked\":3}");
        assertThat(unrecognised.json().get("state").asText()).isEqualTo("pending_catalog");
    }

    @Test
    void anUnknownStateOrVisibilityIsInvalidRequest() {
        Reply state = admin("GET", "/admin/v1/vendors/acme/positions?state=done", null);
        assertThat(state.code()).isEqualTo("invalid_request");
        assertThat(state.json().get("pointer").asText()).isEqualTo("/state");
        Reply visibility = admin("POST", "/admin/v1/vendors/acme/positions/pos-1/link", "{\"visibility\":\"public\"}");
        assertThat(visibility.status()).isEqualTo(400);
        assertThat(visibility.json().get("pointer").asText()).isEqualTo("/visibility");
    }

    /** Operations audit 28, F8: every filter refuses an empty or a repeated value alike, never lists on a guess. */
    @ParameterizedTest(name = "{0}")
    @CsvSource({
            "/admin/v1/vendors/acme/positions?state=,                         /state",
            "/admin/v1/vendors/acme/positions?sku=,                           /sku",
            "/admin/v1/vendors/acme/positions?sku=%20,                        /sku",
            "/admin/v1/vendors/acme/offers?sku=,                              /sku",
            "/admin/v1/vendors/acme/journal?source=,                          /source",
            "/admin/v1/vendors/acme/journal?status=,                          /status",
            "/admin/v1/vendors/acme/journal?before=,                          /before",
            "/admin/v1/vendors/acme/journal?status=failed&status=succeeded,   /status",
            "/admin/v1/vendors/acme/positions?state=linked&state=pending_catalog, /state",
            "/admin/v1/vendors/acme/positions?sku=A-1&sku=A-2,                /sku",
    })
    void anEmptyOrRepeatedFilterIsInvalidRequestAtThatParameter(String target, String pointer) {
        Reply reply = admin("GET", target, null);

        assertThat(reply.status()).as(reply.body()).isEqualTo(400);
        assertThat(reply.code()).isEqualTo("invalid_request");
        assertThat(reply.json().get("pointer").asText()).isEqualTo(pointer);
    }

    @Test
    void offersHaveTheirShapeWithPlainNumbers() {
        Reply listed = admin("GET", "/admin/v1/vendors/acme/offers?sku=A-1", null);

        assertThat(listed.json().get(0).toString()).isEqualTo("{\"id\":\"of-1\",\"sku\":\"A-1\",\"catalog_product_id\":\"cp-1\","
                + "\"price\":12.5,\"stock\":100,\"moq\":1,\"discontinued\":false,\"visibility\":\"published\","
                + "\"complete\":true,\"price_ladder\":[],\"warehouse_id\":null,\"updated_at\":\"2026-11-01T00:00:00Z\"}");
    }

    @Test
    void aFilterWhoseEncodingIsBrokenIsRefusedNotDroppedIntoAnUnfilteredList() throws Exception {
        try (java.net.Socket socket = new java.net.Socket("127.0.0.1", server.port())) {
            socket.setSoTimeout(10_000);
            String request = "GET /admin/v1/vendors/acme/offers?sku=A-%ZZ HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                    + "Authorization: Bearer " + TestServer.OPERATOR_TOKEN + "\r\nConnection: close\r\n\r\n";
            socket.getOutputStream().write(request.getBytes(java.nio.charset.StandardCharsets.US_ASCII));
            String answer = new String(socket.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);

            assertThat(answer).startsWith("HTTP/1.1 400").contains("invalid_request", "\"pointer\":\"/sku\"");
        }
    }

    @Test
    void offersAreCreatedPatchedAndDeleted() {
        Reply created = admin("POST", "/admin/v1/vendors/acme/offers",
                "{\"sku\":\"A-1\",\"catalog_product_id\":\"cp-1\",\"price\":12.50,\"stock\":3,\"visibility\":\"paused\"}");
        Reply patched = admin("PATCH", "/admin/v1/vendors/acme/offers/of-1",
                "{\"price_ladder\":[{\"min_qty\":10,\"price\":9.5}],\"complete\":true}");
        Reply cleared = admin("PATCH", "/admin/v1/vendors/acme/offers/of-1", "{\"price_ladder\":null}");
        Reply deleted = admin("DELETE", "/admin/v1/vendors/acme/offers/of-1", null);

        assertThat(created.status()).isEqualTo(201);
        assertThat(created.json().get("visibility").asText()).isEqualTo("paused");
        assertThat(patched.status()).isEqualTo(200);
        OfferPatch withLadder = (OfferPatch) server.admin.received.get(1);
        assertThat(withLadder.priceLadder()).hasValueSatisfying(ladder -> assertThat(ladder).hasSize(1));
        assertThat(withLadder.complete()).contains(true);
        OfferPatch withoutLadder = (OfferPatch) server.admin.received.get(2);
        assertThat(withoutLadder.priceLadder()).contains(List.of());
        assertThat(cleared.status()).isEqualTo(200);
        assertThat(deleted.status()).isEqualTo(204);
    }

    @Test
    void aLadderRungThatIsNotPositiveIsInvalidRequestAtTheMember() {
        Reply reply = admin("PATCH", "/admin/v1/vendors/acme/offers/of-1", "{\"price_ladder\":[{\"min_qty\":0,\"price\":1}]}");

        assertThat(reply.status()).isEqualTo(400);
        assertThat(reply.json().get("pointer").asText()).isEqualTo("/price_ladder/0/min_qty");
    }

    @Test
    void feedSettingsAreSavedWithoutEverReturningTheToken() {
        Reply saved = admin("PUT", "/admin/v1/vendors/acme/feed",
                "{\"url\":\"https://feeds.example.com/a.json\",\"hour\":3,\"time_zone\":\"Europe/Kyiv\",\"token\":\"feed-tok-123\"}");

        assertThat(saved.status()).isEqualTo(200);
        assertThat(fieldNames(saved.json())).containsExactly("url", "hour", "time_zone", "has_token", "pinned_address",
                "next_run_at");
        assertThat(saved.json().get("has_token").asBoolean()).isTrue();
        assertThat(saved.body()).doesNotContain("feed-tok-123");
        assertThat(admin("GET", "/admin/v1/vendors/acme/feed", null).status()).isEqualTo(200);
        assertThat(admin("DELETE", "/admin/v1/vendors/acme/feed", null).status()).isEqualTo(204);
    }

    @Test
    void aFeedTokenLeftOutKeepsTheStoredOneNullRemovesItAndAStringReplacesIt() {
        String settings = "{\"url\":\"https://feeds.example.com/a.json\",\"hour\":3,\"time_zone\":\"UTC\"";
        for (String token : List.of("", ",\"token\":null", ",\"token\":\"feed-tok-456\"")) {
            assertThat(admin("PUT", "/admin/v1/vendors/acme/feed", settings + token + "}").status()).isEqualTo(200);
        }
        Reply notText = admin("PUT", "/admin/v1/vendors/acme/feed", settings + ",\"token\":7}");

        assertThat(server.admin.received).containsExactly(TokenChange.KEEP, TokenChange.REMOVE,
                TokenChange.replace("feed-tok-456"));
        assertThat(notText.status()).isEqualTo(400);
        assertThat(notText.json().get("pointer").asText()).isEqualTo("/token");
    }

    @Test
    void aRefusedFeedAddressIs400WithThePullRunCode() {
        Reply refused = admin("PUT", "/admin/v1/vendors/acme/feed",
                "{\"url\":\"http://feeds.example.com/a.json\",\"hour\":3,\"time_zone\":\"UTC\"}");
        Reply unknownVendor = admin("PUT", "/admin/v1/vendors/nobody/feed",
                "{\"url\":\"https://feeds.example.com/a.json\",\"hour\":3,\"time_zone\":\"UTC\"}");
        Reply fractionalHour = admin("PUT", "/admin/v1/vendors/acme/feed",
                "{\"url\":\"https://feeds.example.com/a.json\",\"hour\":3.5,\"time_zone\":\"UTC\"}");

        assertThat(refused.status()).isEqualTo(400);
        assertThat(refused.code()).isEqualTo("bad_url");
        assertThat(refused.json().get("pointer").asText()).isEqualTo("/url");
        assertThat(unknownVendor.status()).isEqualTo(404);
        assertThat(unknownVendor.json().get("detail").asText()).as("worded as every other route words it")
                .isEqualTo("no vendor nobody");
        assertThat(fractionalHour.json().get("pointer").asText()).isEqualTo("/hour");
    }

    @Test
    void theHourIsAWholeNumberByValueLikeEveryContractNumber() {
        Reply written = admin("PUT", "/admin/v1/vendors/acme/feed",
                "{\"url\":\"https://feeds.example.com/a.json\",\"hour\":3.00,\"time_zone\":\"UTC\"}");
        Reply huge = admin("PUT", "/admin/v1/vendors/acme/feed",
                "{\"url\":\"https://feeds.example.com/a.json\",\"hour\":1e999999999,\"time_zone\":\"UTC\"}");

        assertThat(written.status()).isEqualTo(200);
        assertThat(written.json().get("hour").asInt()).isEqualTo(3);
        assertThat(huge.status()).isEqualTo(400);
        assertThat(huge.json().get("pointer").asText()).isEqualTo("/hour");
    }

    @Test
    void aRunNowAnswersTheRunWithItsOptionalMembers() {
        Reply run = admin("POST", "/admin/v1/vendors/acme/feed/runs", null);

        assertThat(run.status()).isEqualTo(200);
        assertThat(fieldNames(run.json())).containsExactly("request_id", "source", "status", "code", "http_status",
                "applied", "unchanged", "not_published", "rejected", "rejected_total", "started_at", "finished_at");
        assertThat(run.json().get("source").asText()).isEqualTo("feed");
        assertThat(run.json().get("http_status").asInt()).isEqualTo(503);
    }

    @Test
    void theJournalOmitsAbsentCountsAndFiltersBySource() {
        Reply journal = admin("GET", "/admin/v1/vendors/acme/journal?source=feed&limit=5", null);
        Reply badSource = admin("GET", "/admin/v1/vendors/acme/journal?source=ftp", null);
        Reply badLimit = admin("GET", "/admin/v1/vendors/acme/journal?limit=many", null);

        assertThat(fieldNames(journal.json().get(0))).containsExactly("request_id", "source", "endpoint", "dry_run",
                "created_at", "status", "applied", "unchanged", "not_published", "rejected_total");
        assertThat(server.admin.received).contains(new JournalQuery(Optional.of(Source.FEED), Optional.empty(),
                Optional.empty(), Optional.of(5)));
        assertThat(badSource.code()).isEqualTo("invalid_request");
        assertThat(badSource.json().get("pointer").asText()).isEqualTo("/source");
        assertThat(badLimit.code()).isEqualTo("invalid_request");
        assertThat(badLimit.json().get("pointer").asText()).isEqualTo("/limit");
    }

    /** Decision 0502, amended in session 30: the journal pages by a request id, its next page linked (RFC 8288). */
    @Test
    void theJournalTakesAStatusAndARequestIdToStartBeforeAndLinksItsNextPageKeepingTheQuery() {
        String upper = "5F0C6A8E-2B1D-4C3E-9A7F-1E2D3C4B5A69";
        Reply page = admin("GET", "/admin/v1/vendors/acme/journal?status=failed&source=feed&limit=5&before=" + upper,
                null);
        Reply badStatus = admin("GET", "/admin/v1/vendors/acme/journal?status=ok", null);
        Reply badBefore = admin("GET", "/admin/v1/vendors/acme/journal?before=req-1", null);

        assertThat(page.status()).isEqualTo(200);
        assertThat(page.json().isArray()).isTrue();
        assertThat(server.admin.received).contains(new JournalQuery(Optional.of(Source.FEED),
                Optional.of(RequestStatus.FAILED), Optional.of(upper.toLowerCase(Locale.ROOT)), Optional.of(5)));
        assertThat(page.header("Link")).isEqualTo(
                "</admin/v1/vendors/acme/journal?source=feed&status=failed&limit=5&before=req-1>; rel=\"next\"");
        assertThat(badStatus.status()).isEqualTo(400);
        assertThat(badStatus.json().get("pointer").asText()).isEqualTo("/status");
        assertThat(badBefore.status()).isEqualTo(400);
        assertThat(badBefore.code()).isEqualTo("invalid_request");
        assertThat(badBefore.json().get("pointer").asText()).isEqualTo("/before");
    }

    @Test
    void notificationsHaveTheirShape() {
        Reply reply = admin("GET", "/admin/v1/vendors/acme/notifications", null);

        assertThat(fieldNames(reply.json().get(0))).containsExactly("id", "created_at", "code", "message", "request_id");
    }

    @Test
    void aWrongMethodOnAnAdminPathIs405() {
        Reply reply = admin("PUT", "/admin/v1/vendors/acme/keys", "{}");

        assertThat(reply.status()).isEqualTo(405);
        assertThat(reply.header("Allow")).isEqualTo("GET, POST");
    }

    @Test
    void traceAndOptionsOnAnAdminPathAre405LikeEveryOtherMethodItDoesNotServe() {
        for (String method : List.of("TRACE", "OPTIONS")) {
            Reply reply = admin(method, "/admin/v1/vendors/acme/keys", null);

            assertThat(reply.status()).as(method).isEqualTo(405);
            assertThat(reply.code()).as(method).isEqualTo("method_not_allowed");
            assertThat(reply.header("Allow")).as(method).isEqualTo("GET, POST");
        }
    }

    /** Operations contract §3: every path under /admin answers 401 without the token, whatever the method. */
    @Test
    void traceWithoutTheOperatorTokenIs401NotItsMethodRefusal() {
        Reply reply = server.http.json("TRACE", "/admin/v1/vendors/acme/keys", null, null);

        assertThat(reply.status()).isEqualTo(401);
        assertThat(reply.code()).isEqualTo("unauthorized");
    }

    /**
     * Operations contract §3 again: a path that names /admin once normalised (empty segments merged, dot segments
     * removed, percent-encoding decoded, ;params dropped) is under /admin, so 401 without the token (decision 0503).
     */
    @Test
    void aNonNormalisedPathUnderAdminIs401WithoutTheToken() throws IOException {
        for (String target : List.of("//admin/v1/vendors/x", "/x/../admin/v1/vendors/x", "/%61dmin/v1/vendors/x",
                "/admin;x/v1/vendors/x", "/%2e/admin/v1/vendors/x", "/ADMIN/../admin/v1", "//admin")) {
            assertThat(rawStatus(target, null)).as(target).isEqualTo(401);
        }
        assertThat(rawStatus("/admin%2Fv1/vendors/x", null)).as("an encoded slash: 401, or Jetty's 400, never 404")
                .isIn(400, 401);
        assertThat(rawStatus("//admin/v1/vendors/x", TestServer.OPERATOR_TOKEN)).as("with the token")
                .isNotEqualTo(401).isLessThan(500);
    }

    /** The status line of a request sent as written: a client library might normalise the target first. */
    private int rawStatus(String target, String token) throws IOException {
        try (Socket socket = new Socket("127.0.0.1", server.port())) {
            socket.setSoTimeout(10_000);
            String request = "GET " + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
                    + (token == null ? "" : "Authorization: Bearer " + token + "\r\n") + "\r\n";
            socket.getOutputStream().write(request.getBytes(StandardCharsets.US_ASCII));
            String status = new BufferedReader(new InputStreamReader(socket.getInputStream(),
                    StandardCharsets.US_ASCII)).readLine();
            return Integer.parseInt(status.split(" ")[1]);
        }
    }

    private Reply admin(String method, String path, String body) {
        return server.http.json(method, path, TestServer.OPERATOR_TOKEN, body);
    }

    private static List<String> fieldNames(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
