package market.feeds.bootstrap.e2e.feed;

import static market.feeds.bootstrap.e2e.Operator.expect;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import market.feeds.adapters.http.support.Http.Reply;
import market.feeds.bootstrap.e2e.Bodies;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * What a new {@code PUT …/feed} does with the stored token, which is never returned (decision 0605): left out, it
 * stays while the address keeps its origin and goes when the host changes; {@code null} removes it; {@code ""} is
 * refused. Proven by {@code has_token} and by the {@code Authorization} header the next pull sends.
 */
class FeedTokenOnResaveE2eTest {

    private static final String TOKEN = "resave-token-7f31c0de";
    /** Another host of the vendor, resolving to the same loopback feed server. */
    private static final String OTHER_HOST = "mirror.vendor-test.com";
    @RegisterExtension
    static final FeedHarness harness = FeedHarness.perClass();

    @BeforeAll
    static void start() {
        harness.resolver.answer(OTHER_HOST, "127.0.0.1");
    }

    @Test
    void aResaveWithoutTheTokenForTheSameHostKeepsItAndTheNextPullSendsIt() {
        harness.operator.vendor("resave-keep");
        harness.saveFeedAt("resave-keep", "/resave-keep/offers.json", TOKEN);
        harness.feeds.serve("/resave-keep/offers.json", () -> FeedRunE2eTest.json(Bodies.items(
                Bodies.offer("ANY", "\"price\":1"))));

        // Only the hour and the query change, as a dashboard that cannot know the token sends them.
        JsonNode resaved = expect(harness.saveFeed("resave-keep", VendorFeedServer.url("/resave-keep/offers.json?v=2"),
                9, "Europe/Kyiv", null), 200).json();

        assertThat(resaved.get("hour").asInt()).isEqualTo(9);
        assertThat(resaved.get("has_token").asBoolean()).isTrue();
        assertThat(settings("resave-keep").get("has_token").asBoolean()).isTrue();
        expect(harness.runNow("resave-keep"), 200);
        assertThat(authorization("/resave-keep/offers.json"))
                .containsExactly("Bearer " + TOKEN);
    }

    @Test
    void aResaveWithoutTheTokenForAnotherHostDropsItAndReturningDoesNotBringItBack() {
        harness.operator.vendor("resave-host");
        harness.saveFeedAt("resave-host", "/resave-host/offers.json", TOKEN);
        JsonNode otherPath = harness.saveFeedAt("resave-host", "/resave-host/v2.json", null);

        JsonNode moved = expect(harness.saveFeed("resave-host", "https://" + OTHER_HOST + "/resave-host/offers.json", 6,
                "Europe/Kyiv", null), 200).json();
        JsonNode back = harness.saveFeedAt("resave-host", "/resave-host/offers.json", null);

        assertThat(otherPath.get("has_token").asBoolean()).as("same host, other path").isTrue();
        assertThat(moved.get("url").asText()).isEqualTo("https://" + OTHER_HOST + "/resave-host/offers.json");
        assertThat(moved.get("has_token").asBoolean()).isFalse();
        assertThat(back.get("has_token").asBoolean()).isFalse();
    }

    @Test
    void tokenNullRemovesTheStoredTokenAndTheNextPullSendsNoAuthorization() {
        harness.operator.vendor("resave-null");
        harness.saveFeedAt("resave-null", "/resave-null/offers.json", TOKEN);
        harness.feeds.serve("/resave-null/offers.json", () -> FeedRunE2eTest.json(Bodies.items(
                Bodies.offer("ANY", "\"price\":1"))));
        JsonNode kept = harness.saveFeedAt("resave-null", "/resave-null/offers.json", null);

        JsonNode removed = expect(put("resave-null", "/resave-null/offers.json", "null"), 200).json();

        assertThat(kept.get("has_token").asBoolean()).as("left out, not null").isTrue();
        assertThat(removed.get("has_token").asBoolean()).isFalse();
        assertThat(settings("resave-null").get("has_token").asBoolean()).isFalse();
        expect(harness.runNow("resave-null"), 200);
        assertThat(authorization("/resave-null/offers.json"))
                .isEmpty();
    }

    @Test
    void anEmptyTokenIsRefusedAndTheStoredOneStays() {
        harness.operator.vendor("resave-empty");
        harness.saveFeedAt("resave-empty", "/resave-empty/offers.json", TOKEN);

        for (String empty : new String[] {"\"\"", "\"  \""}) {
            Reply refused = put("resave-empty", "/resave-empty/offers.json", empty);
            assertThat(refused.status()).as("%s", refused).isEqualTo(400);
            assertThat(refused.code()).isEqualTo("invalid_request");
            assertThat(refused.json().path("pointer").asText()).isEqualTo("/token");
        }
        assertThat(settings("resave-empty").get("has_token").asBoolean()).isTrue();
    }

    /** A save whose {@code token} member is the given JSON text, verbatim. */
    private static Reply put(String slug, String path, String tokenJson) {
        return harness.operator.call("PUT", "/vendors/" + slug + "/feed", "{\"url\":\"" + VendorFeedServer.url(path)
                + "\",\"hour\":6,\"time_zone\":\"Europe/Kyiv\",\"token\":" + tokenJson + "}");
    }

    /** The Authorization values of the one pull of {@code path}. */
    private static List<String> authorization(String path) {
        return FeedRunE2eTest.single(harness.feeds, path).getHeaders().values("Authorization");
    }

    private static JsonNode settings(String slug) {
        return expect(harness.operator.call("GET", "/vendors/" + slug + "/feed", null), 200).json();
    }
}
