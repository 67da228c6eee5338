package market.feeds.bootstrap.e2e.feed;

import static market.feeds.bootstrap.e2e.Operator.expect;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.util.Map;
import market.feeds.adapters.http.support.Http.Reply;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code PUT /admin/v1/vendors/{slug}/feed} over the wired service (operations contract §2 feed address, §3):
 * the canonical address and its pin come back, the token never does; every refusal is a 400 with its code.
 */
class FeedSettingsE2eTest {

    private static final String TOKEN = "feed-settings-token-5e0b7d13";
    @RegisterExtension
    static final FeedHarness harness = FeedHarness.perClass();

    @BeforeAll
    static void start() {
        harness.resolver.answer("private.vendor-test.com", "10.0.0.1")
                .answer("inside.vendor-test.com", "192.168.1.20", "169.254.169.254", "100.64.0.1");
    }

    @Test
    void savedSettingsAnswerTheCanonicalAddressThePinAndNeverTheToken() {
        String slug = harness.operator.vendor("settings-saved");
        Instant before = Instant.now();

        Reply saved = expect(harness.saveFeed(slug, "https://FEEDS.Vendor-Test.COM:443/offers.json?day=1", 6,
                "Europe/Kyiv", TOKEN), 200);

        JsonNode settings = saved.json();
        assertThat(settings.get("url").asText()).isEqualTo("https://feeds.vendor-test.com/offers.json?day=1");
        assertThat(settings.get("hour").asInt()).isEqualTo(6);
        assertThat(settings.get("time_zone").asText()).isEqualTo("Europe/Kyiv");
        assertThat(settings.get("has_token").asBoolean()).isTrue();
        assertThat(settings.get("pinned_address").asText()).isEqualTo("127.0.0.1");
        assertThat(Instant.parse(settings.get("next_run_at").asText())).isAfter(before);
        assertThat(settings.properties()).extracting(Map.Entry::getKey)
                .containsExactlyInAnyOrder("url", "hour", "time_zone", "has_token", "pinned_address", "next_run_at");
        assertThat(saved.body()).doesNotContain(TOKEN);
        Reply read = expect(harness.operator.call("GET", "/vendors/" + slug + "/feed", null), 200);
        assertThat(read.json()).isEqualTo(settings);
        assertThat(read.body()).doesNotContain(TOKEN);
    }

    @Test
    void settingsWithoutATokenSayHasTokenFalse() {
        String slug = harness.operator.vendor("settings-no-token");

        JsonNode settings = expect(harness.saveFeed(slug, VendorFeedServer.url("/feed"), 0, "Asia/Kathmandu", null), 200)
                .json();

        assertThat(settings.get("has_token").asBoolean()).isFalse();
        assertThat(settings.get("url").asText()).isEqualTo("https://feeds.vendor-test.com/feed");
    }

    @Test
    void everyBadUrlFormIsRefusedAsBadUrl() {
        String slug = harness.operator.vendor("settings-bad-url");
        String[] forms = {
            "http://feeds.vendor-test.com/feed",
            "https://feeds.vendor-test.com:8443/feed",
            "https://user:secret@feeds.vendor-test.com/feed",
            "https://feeds.vendor-test.com/feed#top",
            "https://feeds.vendor-test.com/a b",
            "https://127.0.0.1/feed",
            "https://2130706433/feed",
            "https://0x7f.1/feed",
            "https://[::1]/feed",
            "https://localhost/feed",
            "https://shop.test/feed",
            "https://printer.local/feed",
            "https://co.uk/feed",
        };
        for (String url : forms) {
            assertRefused(harness.saveFeed(slug, url, 6, "Europe/Kyiv", null), "bad_url", "/url");
        }
        assertNothingSaved(slug);
    }

    @Test
    void aHostThatDoesNotResolveIsPinUnresolvable() {
        String slug = harness.operator.vendor("settings-unresolvable");

        assertRefused(harness.saveFeed(slug, "https://nowhere.vendor-test.com/feed", 6, "Europe/Kyiv", null),
                "pin_unresolvable", "/url");
        assertNothingSaved(slug);
    }

    @Test
    void aHostPublishingOnlyPrivateAddressesIsHostNotRoutable() {
        String slug = harness.operator.vendor("settings-not-routable");

        // 127.0.0.0/8 is the only range the TEST ONLY knob opens; 10/8 and the others stay refused.
        assertRefused(harness.saveFeed(slug, "https://private.vendor-test.com/feed", 6, "Europe/Kyiv", null),
                "host_not_routable", "/url");
        assertRefused(harness.saveFeed(slug, "https://inside.vendor-test.com/feed", 6, "Europe/Kyiv", null),
                "host_not_routable", "/url");
        assertNothingSaved(slug);
    }

    @Test
    void anHourOutside0To23IsInvalidRequest() {
        String slug = harness.operator.vendor("settings-bad-hour");

        assertRefused(harness.saveFeed(slug, VendorFeedServer.url("/feed"), 24, "Europe/Kyiv", null),
                "invalid_request", "/hour");
        assertRefused(harness.saveFeed(slug, VendorFeedServer.url("/feed"), -1, "Europe/Kyiv", null),
                "invalid_request", "/hour");
        expect(harness.saveFeed(slug, VendorFeedServer.url("/feed"), 23, "Europe/Kyiv", null), 200);
    }

    @Test
    void aTimeZoneMustBeAnIanaIdNeverAFallbackToUtc() {
        String slug = harness.operator.vendor("settings-bad-zone");

        for (String zone : new String[] {"Mars/Olympus", "+02:00", "GMT+2", ""}) {
            assertRefused(harness.saveFeed(slug, VendorFeedServer.url("/feed"), 6, zone, null),
                    "invalid_request", "/time_zone");
        }
        assertNothingSaved(slug);
    }

    @Test
    void anUnknownVendorIsNotFound() {
        Reply reply = harness.saveFeed("settings-nobody", VendorFeedServer.url("/feed"), 6, "Europe/Kyiv", null);

        assertThat(reply.status()).isEqualTo(404);
        assertThat(reply.code()).isEqualTo("not_found");
    }

    private static void assertRefused(Reply reply, String code, String pointer) {
        assertThat(reply.status()).as("%s", reply).isEqualTo(400);
        assertThat(reply.header("Content-Type")).startsWith("application/problem+json");
        assertThat(reply.code()).as("%s", reply).isEqualTo(code);
        assertThat(reply.json().path("pointer").asText()).as("%s", reply).isEqualTo(pointer);
    }

    private static void assertNothingSaved(String slug) {
        assertThat(harness.operator.call("GET", "/vendors/" + slug + "/feed", null).status()).isEqualTo(404);
    }
}
