package market.feeds.bootstrap.e2e;

import static market.feeds.bootstrap.e2e.Operator.expect;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.concurrent.TimeUnit;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The feed pull as a third write endpoint: every offers row code through a run, its rejections pageable by
 * the vendor, a failed run with its notification, and a token that never comes back.
 */
class FeedPullE2eTest {

    private static final String FEED_TOKEN = "feed-token-e2e-71aa";

    private static final LoopbackFeed feed = new LoopbackFeed();
    @RegisterExtension
    static final OneService service = OneService.perClass(feed.environment(), feed.resolver()).closing(feed);

    @Test
    void everyOfferRowCodeComesThroughAFeedRunAndItsRejectionsArePageable() throws InterruptedException {
        Operator operator = service.operator();
        String slug = operator.vendor("feed-rows");
        VendorClient vendor = new VendorClient(service.http(), operator.writerKey(slug));
        OfferRowCases.prepare(operator, vendor, slug, operator.catalogProduct("Feed seed", "Agro", "seeds", "bag"));
        saveFeed(slug);
        feed.answer(200, OfferRowCases.body());

        JsonNode run = expect(operator.call("POST", "/vendors/" + slug + "/feed/runs", null), 200).json();

        RecordedRequest fetched = feed.server.takeRequest(5, TimeUnit.SECONDS);
        assertThat(fetched.getHeaders().get("Authorization")).isEqualTo("Bearer " + FEED_TOKEN);
        assertThat(run.get("status").asText()).as("%s", run).isEqualTo("succeeded");
        assertThat(run.get("source").asText()).isEqualTo("feed");
        OfferRowCases.assertRejections(run);
        JsonNode page = expect(vendor.rejections(run.get("request_id").asText(), ""), 200).json();
        assertThat(OfferRowCases.reasons(page)).containsExactlyElementsOf(OfferRowCases.EXPECTED);
        JsonNode journal = expect(operator.call("GET", "/vendors/" + slug + "/journal?source=feed", null), 200).json();
        assertThat(journal.get(0).get("endpoint").asText()).isEqualTo("feed");
        assertThat(journal.get(0).get("request_id").asText()).isEqualTo(run.get("request_id").asText());
    }

    @Test
    void aFeedAnsweringAnErrorStatusIsAFailedRunWithANotification() {
        Operator operator = service.operator();
        String slug = operator.vendor("feed-down");
        saveFeed(slug);
        feed.answer(503, "down");

        JsonNode run = expect(operator.call("POST", "/vendors/" + slug + "/feed/runs", null), 200).json();

        assertThat(run.get("status").asText()).isEqualTo("failed");
        assertThat(run.get("code").asText()).isEqualTo("feed_http_error");
        assertThat(run.get("http_status").asInt()).isEqualTo(503);
        JsonNode notifications = expect(operator.call("GET", "/vendors/" + slug + "/notifications", null), 200).json();
        assertThat(notifications.get(0).get("code").asText()).isEqualTo("feed_http_error");
    }

    @Test
    void theFeedTokenNeverComesBack() {
        String slug = service.operator().vendor("feed-token");
        JsonNode saved = saveFeed(slug);

        assertThat(saved.get("has_token").asBoolean()).isTrue();
        assertThat(saved.get("pinned_address").asText()).isEqualTo("127.0.0.1");
        String read = expect(service.operator().call("GET", "/vendors/" + slug + "/feed", null), 200).body();
        assertThat(read).doesNotContain(FEED_TOKEN);
    }

    private static JsonNode saveFeed(String slug) {
        return expect(service.operator().call("PUT", "/vendors/" + slug + "/feed", "{\"url\":\"" + LoopbackFeed.URL
                + "\",\"hour\":3,\"time_zone\":\"Europe/Kyiv\",\"token\":\"" + FEED_TOKEN + "\"}"), 200).json();
    }
}
