package market.feeds.adapters.http.vendorapi;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.net.http.HttpRequest;
import java.util.Optional;
import market.feeds.adapters.http.support.Http.Reply;
import market.feeds.adapters.http.support.TestServer;
import market.feeds.application.port.in.WriteOutcome;
import market.feeds.domain.access.Scope;
import market.feeds.domain.code.RequestCode;
import market.feeds.domain.limit.RateBucket;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The vendor request pipeline of operations contract §2: 401 → 403 → 429 → 413 → 400 → 409, and its headers. */
class VendorPipelineTest {

    private static final String BODY = "{\"items\":[{\"sku\":\"A-1\",\"price\":10}]}";
    private static final String IDEMPOTENCY_KEY = "key-0123456789abcdef";

    private final TestServer server = new TestServer();
    private final String writer = server.vendor.key("vfk_writer", "acme", true, Scope.PRODUCTS_WRITE, Scope.OFFERS_WRITE);
    private final String reader = server.vendor.key("vfk_reader", "acme", true);
    private final String inactive = server.vendor.key("vfk_inactive", "sleepy", false, Scope.PRODUCTS_WRITE);

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void missingMalformedUnknownAndRevokedKeysGetTheSame401() {
        String revoked = server.vendor.key("vfk_revoked", "acme", true, Scope.PRODUCTS_WRITE);
        server.vendor.revoke(revoked);
        Reply missing = server.http.send(server.http.request("POST", "/v1/products",
                HttpRequest.BodyPublishers.ofString(BODY)).header("Content-Type", "application/json"));
        Reply malformed = server.http.send(server.http.request("POST", "/v1/products",
                HttpRequest.BodyPublishers.ofString(BODY)).header("Authorization", "Basic dXNlcjpwYXNz"));
        Reply unknown = server.http.json("POST", "/v1/products", "vfk_nobody", BODY);
        Reply gone = server.http.json("POST", "/v1/products", revoked, BODY);

        for (Reply reply : new Reply[] {missing, malformed, unknown, gone}) {
            assertThat(reply.status()).isEqualTo(401);
            assertThat(reply.header("WWW-Authenticate")).isEqualTo("Bearer");
            assertThat(reply.header("Content-Type")).startsWith("application/problem+json");
            assertThat(reply.jsonWithout("request_id")).isEqualTo(missing.jsonWithout("request_id"));
            assertThat(reply.code()).isEqualTo("unauthorized");
        }
        assertThat(server.vendor.admissions).isEmpty();
    }

    @Test
    void aKeyWithoutTheScopeGets403BeforeAnyMetering() {
        Reply reply = server.http.json("POST", "/v1/products", reader, BODY);

        assertThat(reply.status()).isEqualTo(403);
        assertThat(reply.code()).isEqualTo("forbidden");
        assertThat(reply.json().get("detail").asText()).contains("products:write");
        assertThat(server.vendor.admissions).isEmpty();
    }

    @Test
    void anInactiveVendorGets403OnEveryEndpointIncludingWhoami() {
        assertThat(server.http.json("GET", "/v1/whoami", inactive, null).status()).isEqualTo(403);
        assertThat(server.http.json("POST", "/v1/products", inactive, BODY).status()).isEqualTo(403);
        assertThat(server.http.json("PATCH", "/v1/offers", inactive, BODY).status()).isEqualTo(403);
        Reply rejections = server.http.json("GET",
                "/v1/requests/11111111-2222-3333-4444-555555555555/rejections", inactive, null);
        assertThat(rejections.status()).isEqualTo(403);
        assertThat(rejections.json().get("detail").asText()).contains("inactive");
    }

    @Test
    void rateLimitedRequestsGet429WithRetryAfterAndDraftHeadersBeforeTheBodyIsJudged() {
        server.vendor.limit = 1;
        Reply first = post("/v1/products", BODY);
        Reply second = server.http.send(server.http.request("POST", "/v1/products",
                HttpRequest.BodyPublishers.ofByteArray(new byte[(int) (16L * 1024 * 1024 + 1)]))
                .header("Authorization", "Bearer " + writer));

        assertThat(first.status()).isEqualTo(202);
        assertThat(first.header("RateLimit-Policy")).isEqualTo("\"products\";q=1;w=60");
        assertThat(first.header("RateLimit")).isEqualTo("\"products\";r=0;t=42");
        assertThat(second.status()).isEqualTo(429);
        assertThat(second.code()).isEqualTo("rate_limited");
        assertThat(second.header("Retry-After")).isEqualTo("42");
        assertThat(second.header("RateLimit")).isEqualTo("\"products\";r=0;t=42");
        assertThat(server.vendor.productCommands).hasSize(1);
    }

    @Test
    void dryRunsAreMeteredInTheirOwnBucketAndAnswer200() {
        Reply reply = post("/v1/offers?dry_run=true", BODY, "PATCH");

        assertThat(reply.status()).isEqualTo(200);
        assertThat(server.vendor.admissions).containsExactly(RateBucket.OFFERS_DRY_RUN);
        assertThat(server.vendor.offerCommands.get(0).dryRun()).isTrue();
        assertThat(reply.header("RateLimit-Policy")).startsWith("\"offers_dry_run\"");
    }

    @Test
    void aBodyAboveTheLimitWithContentLengthIs413WithoutCallingTheUseCase() {
        Reply reply = server.http.send(server.http.request("POST", "/v1/products",
                HttpRequest.BodyPublishers.ofByteArray(new byte[(int) (16L * 1024 * 1024 + 1)]))
                .header("Authorization", "Bearer " + writer).header("Content-Type", "application/json"));

        assertThat(reply.status()).isEqualTo(413);
        assertThat(reply.code()).isEqualTo("payload_too_large");
        assertThat(server.vendor.productCommands).isEmpty();
    }

    @Test
    void aChunkedBodyAboveTheLimitIs413WhileReading() {
        byte[] body = new byte[(int) (16L * 1024 * 1024 + 1)];
        Reply reply = server.http.send(server.http.request("PATCH", "/v1/offers",
                HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(body)))
                .header("Authorization", "Bearer " + writer).header("Content-Type", "application/json"));

        assertThat(reply.status()).isEqualTo(413);
        assertThat(reply.code()).isEqualTo("payload_too_large");
        assertThat(server.vendor.offerCommands).isEmpty();
    }

    @Test
    void earlyAnswersToLargeBodiesReachTheClientEveryTimeOnOneReusedClient() {
        byte[] body = new byte[(int) (16L * 1024 * 1024 + 1)];
        for (int round = 0; round < 3; round++) {
            Reply declared = server.http.send(server.http.request("POST", "/v1/products",
                    HttpRequest.BodyPublishers.ofByteArray(body))
                    .header("Authorization", "Bearer " + writer).header("Content-Type", "application/json"));
            Reply chunked = server.http.send(server.http.request("PATCH", "/v1/offers",
                    HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(body)))
                    .header("Authorization", "Bearer " + writer).header("Content-Type", "application/json"));
            Reply unauthenticated = server.http.send(server.http.request("POST", "/v1/products",
                    HttpRequest.BodyPublishers.ofByteArray(body)).header("Content-Type", "application/json"));

            assertThat(declared.status()).isEqualTo(413);
            assertThat(chunked.status()).isEqualTo(413);
            assertThat(unauthenticated.status()).isEqualTo(401);
        }
    }

    @Test
    void aChunkedBodyOfExactly16MiBIsRead() {
        byte[] body = new byte[(int) (16L * 1024 * 1024)];
        Reply reply = server.http.send(server.http.request("PATCH", "/v1/offers",
                HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(body)))
                .header("Authorization", "Bearer " + writer).header("Content-Type", "application/json")
                .header("Idempotency-Key", IDEMPOTENCY_KEY));

        assertThat(reply.status()).isEqualTo(202);
        assertThat(server.vendor.offerCommands.get(0).body()).hasSize(body.length);
    }

    @Test
    void tooLargeComesBeforeAWrongContentType() {
        Reply reply = server.http.send(server.http.request("POST", "/v1/products",
                HttpRequest.BodyPublishers.ofByteArray(new byte[(int) (16L * 1024 * 1024 + 1)]))
                .header("Authorization", "Bearer " + writer).header("Content-Type", "text/plain"));

        assertThat(reply.status()).isEqualTo(413);
    }

    @Test
    void aMissingOrWrongContentTypeIsInvalidEnvelope() {
        Reply missing = server.http.send(server.http.request("POST", "/v1/products",
                HttpRequest.BodyPublishers.ofString(BODY)).header("Authorization", "Bearer " + writer));
        Reply wrong = server.http.send(server.http.request("POST", "/v1/products",
                HttpRequest.BodyPublishers.ofString(BODY)).header("Authorization", "Bearer " + writer)
                .header("Content-Type", "application/jsonx"));

        assertThat(missing.status()).isEqualTo(400);
        assertThat(missing.code()).isEqualTo("invalid_envelope");
        assertThat(wrong.code()).isEqualTo("invalid_envelope");
        assertThat(missing.header("RateLimit")).isNotNull();
        assertThat(server.vendor.productCommands).isEmpty();
    }

    @Test
    void contentTypeParametersSuchAsCharsetAreAllowed() {
        Reply reply = server.http.send(server.http.request("POST", "/v1/products",
                HttpRequest.BodyPublishers.ofString(BODY)).header("Authorization", "Bearer " + writer)
                .header("Content-Type", "Application/JSON; charset=utf-8").header("Idempotency-Key", IDEMPOTENCY_KEY));

        assertThat(reply.status()).isEqualTo(202);
    }

    @Test
    void aBodyDeclaredInAnotherCharsetOrCompressedOrTypedTwiceIsRefusedNotMisread() {
        String[][] cases = {
                {"Content-Type", "application/json; charset=utf-16"},
                {"Content-Type", "application/json; charset=ISO-8859-1"},
                {"Content-Encoding", "gzip"},
                {"Content-Encoding", "x-foo"},
                {"Content-Type", "text/plain"}};
        for (String[] header : cases) {
            HttpRequest.Builder request = server.http.request("POST", "/v1/products",
                    HttpRequest.BodyPublishers.ofString(BODY)).header("Authorization", "Bearer " + writer)
                    .header("Idempotency-Key", IDEMPOTENCY_KEY);
            if (header[0].equals("Content-Encoding")) {
                request.header("Content-Type", "application/json");
            }
            Reply reply = server.http.send(request.header(header[0], header[1]));

            assertThat(reply.status()).as(header[1]).isEqualTo(400);
            assertThat(reply.code()).as(header[1]).isEqualTo("invalid_envelope");
        }
        assertThat(server.vendor.productCommands).isEmpty();
    }

    @Test
    void utf8InAnySpellingAndTheIdentityEncodingAreAccepted() {
        for (String type : new String[] {"application/json; charset=UTF-8", "application/json;charset=\"utf-8\""}) {
            Reply reply = server.http.send(server.http.request("POST", "/v1/products",
                    HttpRequest.BodyPublishers.ofString(BODY)).header("Authorization", "Bearer " + writer)
                    .header("Content-Type", type).header("Content-Encoding", "identity")
                    .header("Idempotency-Key", IDEMPOTENCY_KEY));

            assertThat(reply.status()).as(type).isEqualTo(202);
        }
    }

    @Test
    void twoContentTypeHeadersAreRefused() {
        Reply reply = server.http.send(server.http.request("POST", "/v1/products",
                HttpRequest.BodyPublishers.ofString(BODY)).header("Authorization", "Bearer " + writer)
                .header("Content-Type", "application/json").header("Content-Type", "text/plain")
                .header("Idempotency-Key", IDEMPOTENCY_KEY));

        assertThat(reply.status()).isEqualTo(400);
        assertThat(reply.json().get("detail").asText()).contains("sent once");
    }

    @Test
    void twoAuthorizationHeadersNameNoCallerAndTwoIdempotencyKeysNoRequest() {
        Reply twoKeys = server.http.send(server.http.request("POST", "/v1/products",
                HttpRequest.BodyPublishers.ofString(BODY)).header("Authorization", "Bearer " + writer)
                .header("Authorization", "Bearer " + reader).header("Content-Type", "application/json")
                .header("Idempotency-Key", IDEMPOTENCY_KEY));
        Reply twoIdempotencyKeys = server.http.send(server.http.request("POST", "/v1/products",
                HttpRequest.BodyPublishers.ofString(BODY)).header("Authorization", "Bearer " + writer)
                .header("Content-Type", "application/json").header("Idempotency-Key", IDEMPOTENCY_KEY)
                .header("Idempotency-Key", IDEMPOTENCY_KEY + "-other"));

        assertThat(twoKeys.status()).isEqualTo(401);
        assertThat(twoIdempotencyKeys.status()).isEqualTo(400);
        assertThat(twoIdempotencyKeys.json().get("detail").asText()).contains("more than once");
        assertThat(server.vendor.productCommands).isEmpty();
    }

    @Test
    void aBadDryRunIsAnsweredOnlyAfterTheKeyAndScopeChecks() {
        Reply unknown = server.http.json("POST", "/v1/products?dry_run=yes", "vfk_nobody", BODY);
        Reply unscoped = server.http.json("POST", "/v1/products?dry_run=yes", reader, BODY);

        assertThat(unknown.status()).isEqualTo(401);
        assertThat(unscoped.status()).isEqualTo(403);
        assertThat(server.vendor.admissions).isEmpty();
    }

    @Test
    void dryRunOtherThanTrueOrFalseIsInvalidEnvelopeAfterMetering() {
        for (String query : new String[] {"?dry_run=yes", "?dry_run=", "?dry_run=TRUE", "?dry_run=true&dry_run=false"}) {
            Reply reply = post("/v1/products" + query, BODY);
            assertThat(reply.status()).as(query).isEqualTo(400);
            assertThat(reply.code()).as(query).isEqualTo("invalid_envelope");
            assertThat(reply.json().get("detail").asText()).contains("dry_run");
        }
        assertThat(server.vendor.admissions).hasSize(4);
        assertThat(server.vendor.productCommands).isEmpty();
    }

    @Test
    void aDryRunWhoseEncodingIsBrokenIsRefusedNotDroppedIntoARealWrite() throws Exception {
        for (String query : new String[] {"?dry_run=%ZZ", "?dry_run=tr%ue", "?dry_run=%", "?dry%5Frun=%GGtrue",
                "?dry_run=true&dry_run=%ZZ"}) {
            String answer = rawPost("/v1/products" + query, BODY);

            assertThat(answer).as(query).startsWith("HTTP/1.1 400");
            assertThat(answer).as(query).contains("invalid_envelope", "dry_run must be exactly true or false");
        }
        assertThat(server.vendor.productCommands).isEmpty();
    }

    @Test
    void aQueryParameterOtherThanDryRunIsInvalidEnvelopeSoAMistypedDryRunNeverWrites() {
        for (String query : new String[] {"?dryrun=true", "?dry-run=true", "?dryRun=true", "?dry_run=true&debug=1",
                "?force"}) {
            for (String method : new String[] {"POST", "PATCH"}) {
                String path = (method.equals("POST") ? "/v1/products" : "/v1/offers") + query;
                Reply reply = post(path, BODY, method);

                assertThat(reply.status()).as(path).isEqualTo(400);
                assertThat(reply.code()).as(path).isEqualTo("invalid_envelope");
                assertThat(reply.json().get("detail").asText()).as(path).contains("dry_run");
            }
        }
        assertThat(server.vendor.productCommands).isEmpty();
        assertThat(server.vendor.offerCommands).isEmpty();
        assertThat(server.vendor.admissions).as("metered like any write that passed 401 and 403").hasSize(10);
    }

    @Test
    void aQueryParameterNameWhoseEncodingIsBrokenIsRefusedToo() throws Exception {
        String answer = rawPost("/v1/products?dry%ZZrun=true", BODY);

        assertThat(answer).startsWith("HTTP/1.1 400");
        assertThat(answer).contains("invalid_envelope", "not valid %-encoding");
        assertThat(server.vendor.productCommands).isEmpty();
    }

    @Test
    void anEmptyQueryOrEmptyPairsNameNothing() {
        for (String query : new String[] {"?", "?&", "?dry_run=false&"}) {
            assertThat(post("/v1/products" + query, BODY).status()).as(query).isEqualTo(202);
        }
    }

    @Test
    void anEncodedDryRunIsReadAsItsDecodedValue() throws Exception {
        assertThat(rawPost("/v1/products?dry%5Frun=tru%65", BODY)).startsWith("HTTP/1.1 200");
        assertThat(server.vendor.productCommands).singleElement().satisfies(command ->
                assertThat(command.dryRun()).isTrue());
    }

    @Test
    void anIdempotencyKeyWrittenInUtf8ReachesTheUseCaseAsItsCharactersNotItsBytes() throws Exception {
        String eightLetters = "ключключ";

        rawPost("/v1/products", BODY, eightLetters);

        // The use case counts 16 to 255 characters (IdempotencyKey); here it must be handed 8, not 16 bytes' worth.
        assertThat(server.vendor.productCommands).singleElement().satisfies(command ->
                assertThat(command.idempotencyKey()).contains(eightLetters));
    }

    @Test
    void anIdempotencyKeyWhoseBytesAreNotUtf8IsRefusedNotFoldedIntoAnotherKey() throws Exception {
        // Decoded with replacement, 16 × 0xFF and 16 × 0xFE would both read as 16 × U+FFFD: one key, two requests.
        String notUtf8 = "\u00ff".repeat(16) + "abcd";
        byte[] body = BODY.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        String answer;
        try (java.net.Socket socket = new java.net.Socket("127.0.0.1", server.port())) {
            socket.setSoTimeout(10_000);
            String head = "POST /v1/products HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer " + writer
                    + "\r\nContent-Type: application/json\r\nIdempotency-Key: " + notUtf8 + "\r\nContent-Length: "
                    + body.length + "\r\nConnection: close\r\n\r\n";
            // ISO-8859-1 writes each of those characters as the one byte 0xFF.
            socket.getOutputStream().write(head.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
            socket.getOutputStream().write(body);
            answer = new String(socket.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }

        assertThat(answer).startsWith("HTTP/1.1 400")
                .contains("invalid_envelope", "Idempotency-Key is not valid UTF-8");
        assertThat(server.vendor.productCommands).isEmpty();
    }

    @Test
    void aDryRunNeedsNoKeySoTheKeysItSendsAreNotJudged() {
        Reply twoKeys = server.http.send(server.http.request("POST", "/v1/products?dry_run=true",
                HttpRequest.BodyPublishers.ofString(BODY)).header("Authorization", "Bearer " + writer)
                .header("Content-Type", "application/json").header("Idempotency-Key", IDEMPOTENCY_KEY)
                .header("Idempotency-Key", IDEMPOTENCY_KEY + "-other"));

        assertThat(twoKeys.status()).isEqualTo(200);
        assertThat(server.vendor.productCommands).singleElement().satisfies(command -> {
            assertThat(command.dryRun()).isTrue();
            assertThat(command.idempotencyKey()).isEmpty();
        });
    }

    @Test
    void aPagingParameterWhoseEncodingIsBrokenIsRefusedNotReadAsItsDefault() throws Exception {
        for (String query : new String[] {"?offset=%ZZ", "?limit=1%", "?offset=0&limit=%G1"}) {
            String answer = raw("GET", "/v1/requests/11111111-2222-3333-4444-555555555555/rejections" + query, "");

            assertThat(answer).as(query).startsWith("HTTP/1.1 400").contains("invalid_request", "whole number");
        }
    }

    @Test
    void aPagingParameterGivenTwiceIsRefusedWhicheverValueComesFirst() throws Exception {
        for (String query : new String[] {"?limit=5&limit=600", "?limit=600&limit=5", "?offset=0&offset=-1",
                "?limit=5&limit=abc", "?offset=1&offset=1"}) {
            String answer = raw("GET", "/v1/requests/11111111-2222-3333-4444-555555555555/rejections" + query, "");

            assertThat(answer).as(query).startsWith("HTTP/1.1 400").contains("invalid_request", "given once");
        }
    }

    private String rawPost(String target, String body) throws Exception {
        return rawPost(target, body, IDEMPOTENCY_KEY);
    }

    private String rawPost(String target, String body, String idempotencyKey) throws Exception {
        return raw("POST", target, "Content-Type: application/json\r\nIdempotency-Key: " + idempotencyKey + "\r\n", body);
    }

    private String raw(String method, String target, String body) throws Exception {
        return raw(method, target, "", body);
    }

    /**
     * Over a socket: the JDK's client refuses a query whose %-encoding is broken and writes no UTF-8 header value.
     * {@code headers} are whole lines, each ending in CRLF.
     */
    private String raw(String method, String target, String headers, String body) throws Exception {
        byte[] bytes = body.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        try (java.net.Socket socket = new java.net.Socket("127.0.0.1", server.port())) {
            socket.setSoTimeout(10_000);
            String head = method + " " + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer " + writer
                    + "\r\n" + headers + "Content-Length: " + bytes.length + "\r\nConnection: close\r\n\r\n";
            socket.getOutputStream().write(head.getBytes(java.nio.charset.StandardCharsets.UTF_8));
            socket.getOutputStream().write(bytes);
            socket.getOutputStream().flush();
            return new String(socket.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
    }

    @Test
    void dryRunFalseIsARealCall() {
        Reply reply = post("/v1/products?dry_run=false", BODY);

        assertThat(reply.status()).isEqualTo(202);
        assertThat(server.vendor.admissions).containsExactly(RateBucket.PRODUCTS);
    }

    @Test
    void theUseCaseGetsTheBodyBytesTheKeyAndTheRequestId() {
        Reply reply = post("/v1/products", BODY);

        var command = server.vendor.productCommands.get(0);
        assertThat(command.body()).isEqualTo(BODY.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        assertThat(command.idempotencyKey()).contains(IDEMPOTENCY_KEY);
        assertThat(command.requestId()).isEqualTo(reply.header("X-Request-Id"));
        assertThat(command.caller().vendor().slug()).isEqualTo("acme");
        assertThat(reply.json().get("request_id").asText()).isEqualTo(reply.header("X-Request-Id"));
    }

    @Test
    void requestLevelRefusalsAreProblemsWithTheirStatusAndPointer() {
        server.vendor.offers = command -> new WriteOutcome.Refused<>(RequestCode.UNKNOWN_FIELD,
                Optional.of("/items/3/currency"), "currency is not read.");
        Reply unknownField = post("/v1/offers", BODY, "PATCH");
        server.vendor.offers = command -> new WriteOutcome.Refused<>(RequestCode.IDEMPOTENCY_KEY_REUSED,
                Optional.empty(), "The key was used for a different body.");
        Reply reused = post("/v1/offers", BODY, "PATCH");
        server.vendor.products = command -> new WriteOutcome.Refused<>(RequestCode.REVIEW_BACKLOG,
                Optional.empty(), "Review must finish first.");
        Reply backlog = post("/v1/products", BODY);

        assertThat(unknownField.status()).isEqualTo(400);
        assertThat(unknownField.json().get("pointer").asText()).isEqualTo("/items/3/currency");
        assertThat(unknownField.code()).isEqualTo("unknown_field");
        assertThat(reused.status()).isEqualTo(409);
        assertThat(reused.code()).isEqualTo("idempotency_key_reused");
        assertThat(reused.json().has("pointer")).isFalse();
        assertThat(backlog.status()).isEqualTo(409);
        assertThat(backlog.code()).isEqualTo("review_backlog");
    }

    @Test
    void aReplayAnswersTheStoredResultWithIdempotentReplayed() {
        String original = "aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee";
        server.vendor.products = command -> new WriteOutcome.Completed<>(
                market.feeds.adapters.http.support.FakeVendorApi.emptyProductResult(original), true);
        Reply replay = post("/v1/products", BODY);

        assertThat(replay.status()).isEqualTo(202);
        assertThat(replay.header("Idempotent-Replayed")).isEqualTo("true");
        assertThat(replay.json().get("request_id").asText()).isEqualTo(original);
        assertThat(replay.header("X-Request-Id")).isEqualTo(original);
    }

    @Test
    void aFirstCallCarriesNoReplayHeader() {
        assertThat(post("/v1/products", BODY).header("Idempotent-Replayed")).isNull();
    }

    private Reply post(String path, String body) {
        return post(path, body, "POST");
    }

    private Reply post(String path, String body, String method) {
        return server.http.send(server.http.request(method, path, HttpRequest.BodyPublishers.ofString(body))
                .header("Authorization", "Bearer " + writer).header("Content-Type", "application/json")
                .header("Idempotency-Key", IDEMPOTENCY_KEY));
    }
}
