package market.feeds.bootstrap.e2e.feed;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import market.feeds.bootstrap.e2e.Bodies;
import mockwebserver3.MockResponse;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Contract, Events points 3 and 4: every run is journaled; a failure the vendor can act on notifies, a failure
 * on the service's own side (here {@code lease_lost}) does not.
 */
class FeedNotificationsE2eTest {

    @RegisterExtension
    static final FeedHarness harness = FeedHarness.perClass();

    @Test
    void aVendorActionableFailureNotifiesTheVendor() {
        harness.operator.vendor("notify-http");
        harness.saveFeedAt("notify-http", "/notify-http/offers.json", null);
        harness.feeds.serve("/notify-http/offers.json", () -> new MockResponse.Builder().code(500));

        JsonNode run = harness.runFailing("notify-http", "feed_http_error");

        JsonNode notifications = harness.notifications("notify-http");
        assertThat(notifications).hasSize(1);
        JsonNode notification = notifications.get(0);
        assertThat(notification.get("code").asText()).isEqualTo("feed_http_error");
        assertThat(notification.get("request_id").asText()).isEqualTo(run.get("request_id").asText());
        assertThat(notification.get("message").asText()).isNotBlank();
        assertThat(notification.get("id").asText()).isNotBlank();
        assertThat(notification.get("created_at").asText()).isNotBlank();
    }

    @Test
    void aSucceededRunDoesNotNotify() {
        harness.operator.vendor("notify-ok");
        harness.saveFeedAt("notify-ok", "/notify-ok/offers.json", null);
        harness.feeds.serve("/notify-ok/offers.json",
                () -> FeedRunE2eTest.json(Bodies.items(Bodies.offer("UNKNOWN", "\"price\":1"))));

        harness.runNow("notify-ok");

        assertThat(harness.journal("notify-ok", "feed").get(0).get("status").asText()).isEqualTo("succeeded");
        assertThat(harness.notifications("notify-ok")).isEmpty();
    }

    @Test
    void leaseLostIsJournaledButNeverNotified() {
        harness.operator.vendor("notify-lease");
        harness.saveFeedAt("notify-lease", "/notify-lease/offers.json", null);
        harness.feeds.serve("/notify-lease/offers.json",
                () -> FeedRunE2eTest.json(Bodies.items(Bodies.offer("A", "\"price\":1"))));
        new FeedTables(harness.service.database()).leaseHeldElsewhere("notify-lease");

        JsonNode run = harness.runFailing("notify-lease", "lease_lost");

        JsonNode entry = harness.journal("notify-lease", "feed").get(0);
        assertThat(entry.get("request_id").asText()).isEqualTo(run.get("request_id").asText());
        assertThat(entry.get("status").asText()).isEqualTo("failed");
        assertThat(entry.get("code").asText()).isEqualTo("lease_lost");
        assertThat(harness.notifications("notify-lease")).isEmpty();
        assertThat(harness.feeds.requestsTo("/notify-lease/offers.json")).as("another run holds the job").isEmpty();
    }
}
