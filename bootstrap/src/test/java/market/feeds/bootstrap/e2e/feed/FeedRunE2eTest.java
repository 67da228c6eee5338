package market.feeds.bootstrap.e2e.feed;

import static market.feeds.bootstrap.e2e.Operator.expect;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import market.feeds.adapters.http.support.Http.Reply;
import market.feeds.bootstrap.e2e.Bodies;
import market.feeds.bootstrap.e2e.VendorClient;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * "Run now" of a feed that is fetched over real TLS and applied exactly like a {@code PATCH /v1/offers} body:
 * counts, changed offers, the journal row marked feed, rejections pageable by the vendor, and the one
 * {@code Authorization: Bearer <TOKEN>} header (contract: Events, Authentication point 5).
 */
class FeedRunE2eTest {

    private static final String TOKEN = "feed-run-token-2c9e41aa";
    @RegisterExtension
    static final FeedHarness harness = FeedHarness.perClass();

    @Test
    void aFeedIsAppliedToLinkedOffersLikeAPatch() {
        VendorClient vendor = harness.vendorWithLinkedOffers("run-ok", "F-1", "F-2", "F-3");
        harness.saveFeedAt("run-ok", "/run-ok/offers.json", null);
        harness.feeds.serve("/run-ok/offers.json", () -> json(Bodies.items(
                Bodies.offer("F-1", "\"price\":120.50"),
                Bodies.offer("F-2", "\"stock\":3"),
                Bodies.offer("F-3", "\"price\":99,\"stock\":0,\"moq\":2"),
                Bodies.offer("NOT-LINKED", "\"price\":1"))));

        JsonNode run = expect(harness.runNow("run-ok"), 200).json();

        assertThat(run.get("source").asText()).isEqualTo("feed");
        assertThat(run.get("status").asText()).isEqualTo("succeeded");
        assertThat(run.has("code")).isFalse();
        assertThat(run.get("applied").asInt()).isEqualTo(3);
        assertThat(run.get("unchanged").asInt()).isZero();
        assertThat(run.get("rejected_total").asInt()).isEqualTo(1);
        assertThat(run.get("rejected").get(0).get("index").asInt()).isEqualTo(3);
        assertThat(run.get("rejected").get(0).get("reason").asText()).isEqualTo("sku_unknown");

        assertThat(harness.operator.offers("run-ok", "F-1").get(0).get("price").decimalValue()).isEqualByComparingTo("120.5");
        assertThat(harness.operator.offers("run-ok", "F-2").get(0).get("stock").decimalValue()).isEqualByComparingTo("3");
        JsonNode third = harness.operator.offers("run-ok", "F-3").get(0);
        assertThat(third.get("price").decimalValue()).isEqualByComparingTo("99");
        assertThat(third.get("stock").decimalValue()).isEqualByComparingTo("0");
        assertThat(third.get("moq").decimalValue()).isEqualByComparingTo("2");

        String requestId = run.get("request_id").asText();
        JsonNode entry = harness.journal("run-ok", "feed").get(0);
        assertThat(entry.get("request_id").asText()).isEqualTo(requestId);
        assertThat(entry.get("source").asText()).isEqualTo("feed");
        assertThat(entry.get("endpoint").asText()).isEqualTo("feed");
        assertThat(entry.get("status").asText()).isEqualTo("succeeded");
        assertThat(entry.get("dry_run").asBoolean()).isFalse();
        assertThat(entry.get("applied").asInt()).isEqualTo(3);
        assertThat(entry.get("rejected_total").asInt()).isEqualTo(1);

        JsonNode page = expect(vendor.rejections(requestId, ""), 200).json();
        assertThat(page.get("rejected_total").asInt()).isEqualTo(1);
        assertThat(page.get("rejected").get(0).get("index").asInt()).isEqualTo(3);
        assertThat(page.get("rejected").get(0).get("sku").asText()).isEqualTo("NOT-LINKED");
        assertThat(page.get("rejected").get(0).get("reason").asText()).isEqualTo("sku_unknown");
    }

    @Test
    void theSameFeedAgainChangesNothing() {
        harness.vendorWithLinkedOffers("run-again", "A-1");
        harness.saveFeedAt("run-again", "/run-again/offers.json", null);
        harness.feeds.serve("/run-again/offers.json", () -> json(Bodies.items(Bodies.offer("A-1", "\"price\":7"))));

        JsonNode first = expect(harness.runNow("run-again"), 200).json();
        JsonNode second = expect(harness.runNow("run-again"), 200).json();

        assertThat(first.get("applied").asInt()).isEqualTo(1);
        assertThat(second.get("applied").asInt()).isZero();
        assertThat(second.get("unchanged").asInt()).isEqualTo(1);
        assertThat(second.get("request_id").asText()).isNotEqualTo(first.get("request_id").asText());
        assertThat(harness.journal("run-again", "feed")).hasSize(2);
    }

    /**
     * The vendor contract's "plain GET" by default (decision 0601, amended in session 32): a feed served with an
     * {@code ETag} and a {@code Last-Modified}, as any web server serves a file, is asked again without a condition,
     * so a server that would answer 304 to one reads the feed out in full, and its rows are judged again.
     */
    @Test
    void byDefaultAFeedServedWithValidatorsIsFetchedAgainWithAPlainGet() {
        harness.vendorWithLinkedOffers("run-plain", "P-1");
        harness.saveFeedAt("run-plain", "/run-plain/offers.json", null);
        harness.feeds.serve("/run-plain/offers.json", () -> json(Bodies.items(Bodies.offer("P-1", "\"price\":7")))
                .setHeader("ETag", "\"offers-v1\"").setHeader("Last-Modified", "Tue, 24 Nov 2026 05:00:00 GMT"));
        expect(harness.runNow("run-plain"), 200);

        JsonNode second = expect(harness.runNow("run-plain"), 200).json();

        List<RecordedRequest> requests = harness.feeds.requestsTo("/run-plain/offers.json");
        RecordedRequest request = requests.get(requests.size() - 1);
        assertThat(request.getHeaders().get("If-None-Match")).isNull();
        assertThat(request.getHeaders().get("If-Modified-Since")).isNull();
        assertThat(second.get("status").asText()).isEqualTo("succeeded");
        assertThat(second.has("code")).isFalse();
        assertThat(second.has("http_status")).isFalse();
        assertThat(second.get("unchanged").asInt()).isEqualTo(1);
    }

    @Test
    void aStoredTokenIsSentAsExactlyBearerSpaceToken() {
        harness.operator.vendor("run-token");
        harness.saveFeedAt("run-token", "/run-token/offers.json", TOKEN);
        harness.feeds.serve("/run-token/offers.json", () -> json(Bodies.items(Bodies.offer("ANY", "\"price\":1"))));

        expect(harness.runNow("run-token"), 200);

        RecordedRequest request = single(harness.feeds, "/run-token/offers.json");
        assertThat(request.getMethod()).isEqualTo("GET");
        assertThat(request.getHeaders().values("Authorization")).containsExactly("Bearer " + TOKEN);
    }

    @Test
    void noStoredTokenMeansNoAuthorizationHeader() {
        harness.operator.vendor("run-no-token");
        harness.saveFeedAt("run-no-token", "/run-no-token/offers.json?day=1", null);
        harness.feeds.serve("/run-no-token/offers.json", () -> json(Bodies.items(Bodies.offer("ANY", "\"price\":1"))));

        expect(harness.runNow("run-no-token"), 200);

        RecordedRequest request = single(harness.feeds, "/run-no-token/offers.json");
        assertThat(request.getHeaders().values("Authorization")).isEmpty();
        // A plain GET of the saved address: no body, nothing added to the query.
        assertThat(request.getUrl().query()).isEqualTo("day=1");
        assertThat(request.getBodySize()).isZero();
    }

    /** Decision 0604: deactivating a vendor stops its pull from every channel, "run now" included. */
    @Test
    void runNowOfAnInactiveVendorIsAConflictAndItsFeedIsNotFetched() {
        harness.vendorWithLinkedOffers("run-inactive", "I-1");
        harness.saveFeedAt("run-inactive", "/run-inactive/offers.json", null);
        harness.feeds.serve("/run-inactive/offers.json", () -> json(Bodies.items(Bodies.offer("I-1", "\"price\":7"))));
        expect(harness.operator.call("PATCH", "/vendors/run-inactive", "{\"active\":false}"), 200);

        Reply refused = expect(harness.runNow("run-inactive"), 409);

        assertThat(refused.header("Content-Type")).startsWith("application/problem+json");
        assertThat(refused.json().get("code").asText()).isEqualTo("conflict");
        assertThat(refused.json().get("detail").asText()).contains("run-inactive").contains("inactive");
        assertThat(harness.feeds.requestsTo("/run-inactive/offers.json")).isEmpty();
        assertThat(harness.journal("run-inactive", "feed")).isEmpty();
        assertThat(harness.notifications("run-inactive")).isEmpty();
        assertThat(harness.operator.offers("run-inactive", "I-1").get(0).get("price").decimalValue())
                .isEqualByComparingTo("100.5");

        expect(harness.operator.call("PATCH", "/vendors/run-inactive", "{\"active\":true}"), 200);
        assertThat(expect(harness.runNow("run-inactive"), 200).json().get("applied").asInt())
                .as("active again, the pull works again").isEqualTo(1);
    }

    static MockResponse.Builder json(String body) {
        return new MockResponse.Builder().addHeader("Content-Type", "application/json").body(body);
    }

    static RecordedRequest single(VendorFeedServer feeds, String path) {
        assertThat(feeds.requestsTo(path)).hasSize(1);
        return feeds.requestsTo(path).get(0);
    }
}
