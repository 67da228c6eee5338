package market.feeds.bootstrap.e2e.feed;

import static market.feeds.bootstrap.e2e.Operator.expect;
import static market.feeds.bootstrap.e2e.feed.FeedRunE2eTest.json;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Arrays;
import java.util.function.Supplier;
import market.feeds.bootstrap.e2e.Bodies;
import mockwebserver3.MockResponse;
import okio.Buffer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Pull-run codes produced from outside, through "run now" on the wired service: each run fails as a whole,
 * applies nothing and leaves a failed journal row with its code. {@code timeout} (20 s through the wiring) and
 * {@code feed_not_found} are covered by the fetcher's and the use case's own tests (decision 0650).
 */
class FeedRunFailuresE2eTest {

    private static final long SIXTEEN_MIB = 16L * 1024 * 1024;
    /** 62 arrays inside an item make 65 levels: the body's object, items, the item, then these. */
    private static final String DEEP_62 = "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[";
    private static final String SHUT_62 = "]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]";
    @RegisterExtension
    static final FeedHarness harness = FeedHarness.perClass();

    @Test
    void aServerErrorIsFeedHttpErrorWithItsStatus() {
        JsonNode run = failingRun("fail-500", () -> new MockResponse.Builder().code(500).body("oops"), "feed_http_error");

        assertThat(run.get("http_status").asInt()).isEqualTo(500);
    }

    /** RFC 9110 ends statuses at 599, but a server can send any three digits: still "any other error status". */
    @ParameterizedTest
    @ValueSource(ints = {600, 999})
    void aStatusBeyond599IsFeedHttpErrorWithItsStatusAndJournaled(int status) {
        JsonNode run = failingRun("fail-" + status, () -> new MockResponse.Builder().code(status).body("odd"),
                "feed_http_error");

        assertThat(run.get("http_status").asInt()).isEqualTo(status);
    }

    /** The server answered 204, then broke HTTP with a body (decision 0607): its status stands, not fetch_failed. */
    @Test
    void aNoContentCarryingABodyIsFeedHttpError204AndJournaled() {
        JsonNode run = failingRun("fail-204-body", () -> new MockResponse.Builder().code(204)
                .body(Bodies.items(Bodies.offer("A", "\"price\":1"))), "feed_http_error");

        assertThat(run.get("http_status").asInt()).isEqualTo(204);
    }

    @Test
    void aRefusedTokenIsFeedHttpErrorNotAnAuthCodeOfTheService() {
        JsonNode run = failingRun("fail-401", () -> new MockResponse.Builder().code(401), "feed_http_error");

        assertThat(run.get("http_status").asInt()).isEqualTo(401);
    }

    @Test
    void aRedirectIsNotFollowedAndIsFeedHttpError() {
        JsonNode run = failingRun("fail-301", () -> new MockResponse.Builder().code(301)
                .addHeader("Location", VendorFeedServer.url("/fail-301/elsewhere.json")), "feed_http_error");

        assertThat(run.get("http_status").asInt()).isEqualTo(301);
        assertThat(harness.feeds.requestsTo("/fail-301/elsewhere.json")).isEmpty();
    }

    @Test
    void aCertificateForAnotherNameIsFetchFailed() {
        // The test CA is trusted, but the server's certificate names feeds.vendor-test.com only.
        harness.resolver.answer("other.vendor-test.com", "127.0.0.1");
        harness.operator.vendor("fail-cert");
        expect(harness.saveFeed("fail-cert", "https://other.vendor-test.com/fail-cert/offers.json", 6, "Europe/Kyiv",
                null), 200);
        harness.feeds.serve("/fail-cert/offers.json", () -> json(Bodies.items(Bodies.offer("A", "\"price\":1"))));

        JsonNode run = harness.runFailing("fail-cert", "fetch_failed");

        assertFailedAndJournaled("fail-cert", run, "fetch_failed");
        assertThat(harness.feeds.requestsTo("/fail-cert/offers.json")).isEmpty();
    }

    @Test
    void aRefusedConnectionIsFetchFailed() {
        // Nothing listens on 127.0.0.2 at the feed port: the server is bound to 127.0.0.1 only.
        harness.resolver.answer("down.vendor-test.com", "127.0.0.2");
        harness.operator.vendor("fail-refused");
        expect(harness.saveFeed("fail-refused", "https://down.vendor-test.com/offers.json", 6, "Europe/Kyiv", null), 200);

        JsonNode run = harness.runFailing("fail-refused", "fetch_failed");

        assertFailedAndJournaled("fail-refused", run, "fetch_failed");
    }

    @Test
    void aBodyThatIsNotUtf8IsBadEncoding() {
        // 0xC0 0xAF: an overlong encoding of '/', which strict UTF-8 refuses.
        Buffer body = new Buffer().writeUtf8("{\"items\":[{\"sku\":\"A").writeByte(0xC0).writeByte(0xAF)
                .writeUtf8("\",\"price\":1}]}");

        JsonNode run = failingRun("fail-encoding", () -> new MockResponse.Builder().body(body.copy()),
                "bad_encoding");

        assertThat(run.has("http_status")).isFalse();
    }

    @Test
    void aBodyThatIsNotJsonIsMalformedJson() {
        failingRun("fail-json", () -> json("{\"items\":[{\"sku\":\"A\",\"price\":1}"), "malformed_json");
    }

    /** NaN is outside the JSON grammar, so the pull says malformed_json (operations §2). */
    @Test
    void aNanPriceIsMalformedJson() {
        failingRun("fail-nan", () -> json(Bodies.items(Bodies.offer("A", "\"price\":NaN"))), "malformed_json");
    }

    /**
     * Valid JSON that breaks the strict rules (a member twice, an escaped U+0000, a lone surrogate escape, 65 levels)
     * is invalid_envelope as on the API, and the vendor is told so; "not valid JSON" would send it to a JSON checker
     * that finds nothing wrong.
     */
    @ParameterizedTest
    @ValueSource(strings = {"\"price\":1,\"price\":2", "\"price\":1,\"note\":\"\\u0000\"",
        "\"price\":1,\"note\":\"\\ud800\"", "\"price\":1,\"x\":" + DEEP_62 + "1" + SHUT_62})
    void jsonBreakingOnlyTheStrictRulesIsInvalidEnvelopeAndNotified(String members) {
        String slug = "fail-strict-" + Integer.toHexString(members.hashCode());
        failingRun(slug, () -> json(Bodies.items(Bodies.offer("A", members))), "invalid_envelope");

        JsonNode notification = harness.notifications(slug).get(0);
        assertThat(notification.get("code").asText()).isEqualTo("invalid_envelope");
        assertThat(notification.get("message").asText()).contains("strict JSON rules");
    }

    @Test
    void aFieldTheServiceDoesNotReadFailsTheWholeRunAsUnknownField() {
        harness.vendorWithLinkedOffers("fail-unknown", "U-1");

        failingRun("fail-unknown", () -> json(Bodies.items(Bodies.offer("U-1", "\"price\":55"),
                Bodies.offer("U-1", "\"price\":56,\"currency\":\"EUR\""))), "unknown_field");

        assertThat(harness.operator.offers("fail-unknown", "U-1").get(0).get("price").decimalValue())
                .isEqualByComparingTo("100.5");
    }

    @Test
    void aBodyJustOver16MibIsTooLarge() {
        failingRun("fail-large", () -> new MockResponse.Builder().body(bytes(SIXTEEN_MIB + 1)), "too_large");
    }

    @Test
    void aStoredTokenThatCannotBeOpenedIsBadAuthAndNothingIsFetched() {
        harness.operator.vendor("fail-auth");
        harness.saveFeedAt("fail-auth", "/fail-auth/offers.json", "feed-token-to-corrupt-93b1");
        harness.feeds.serve("/fail-auth/offers.json", () -> json(Bodies.items(Bodies.offer("A", "\"price\":1"))));
        new FeedTables(harness.service.database()).corruptSealedToken("fail-auth");

        JsonNode run = harness.runFailing("fail-auth", "bad_auth");

        assertFailedAndJournaled("fail-auth", run, "bad_auth");
        assertThat(harness.feeds.requestsTo("/fail-auth/offers.json")).isEmpty();
    }

    /** A new vendor (created unless it exists) whose feed answers {@code response}; its run must fail with {@code code}. */
    private static JsonNode failingRun(String slug, Supplier<MockResponse.Builder> response, String code) {
        if (harness.operator.call("GET", "/vendors/" + slug, null).status() == 404) {
            harness.operator.vendor(slug);
        }
        String path = "/" + slug + "/offers.json";
        harness.saveFeedAt(slug, path, null);
        harness.feeds.serve(path, response);

        JsonNode run = harness.runFailing(slug, code);

        assertFailedAndJournaled(slug, run, code);
        assertThat(harness.feeds.requestsTo(path)).hasSize(1);
        return run;
    }

    private static void assertFailedAndJournaled(String slug, JsonNode run, String code) {
        assertThat(run.get("source").asText()).isEqualTo("feed");
        assertThat(run.get("applied").asInt()).isZero();
        assertThat(run.get("rejected_total").asInt()).isZero();
        JsonNode entry = harness.journal(slug, "feed").get(0);
        assertThat(entry.get("request_id").asText()).isEqualTo(run.get("request_id").asText());
        assertThat(entry.get("endpoint").asText()).isEqualTo("feed");
        assertThat(entry.get("status").asText()).isEqualTo("failed");
        assertThat(entry.get("code").asText()).isEqualTo(code);
    }

    private static Buffer bytes(long count) {
        Buffer buffer = new Buffer();
        byte[] chunk = new byte[64 * 1024];
        Arrays.fill(chunk, (byte) ' ');
        long left = count;
        while (left > 0) {
            int n = (int) Math.min(chunk.length, left);
            buffer.write(chunk, 0, n);
            left -= n;
        }
        return buffer;
    }
}
