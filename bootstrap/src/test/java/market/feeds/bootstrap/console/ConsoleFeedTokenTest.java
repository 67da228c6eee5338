package market.feeds.bootstrap.console;

import static market.feeds.bootstrap.e2e.Operator.expect;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.util.Map;
import market.feeds.bootstrap.e2e.E2eService;
import market.feeds.bootstrap.e2e.LoopbackFeed;
import market.feeds.bootstrap.e2e.OneService;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The console's feed form never shows the token, so a blank token field keeps the stored one (same host, decision
 * 0605) and only the "Remove the stored token" box removes it.
 */
class ConsoleFeedTokenTest {

    private static final String SLUG = "console-feed-token";
    private static final LoopbackFeed feed = new LoopbackFeed();
    @RegisterExtension
    static final OneService service = OneService.perClass(feed.environment(), feed.resolver()).closing(feed);

    @Test
    void aBlankTokenFieldKeepsTheStoredTokenAndTheRemoveBoxRemovesIt() {
        service.operator().vendor(SLUG);
        expect(service.operator().call("PUT", "/vendors/" + SLUG + "/feed", "{\"url\":\"" + LoopbackFeed.URL
                + "\",\"hour\":3,\"time_zone\":\"UTC\",\"token\":\"console-feed-token-91ab\"}"), 200);
        ConsoleClient console = new ConsoleClient(service.port());
        console.signIn(E2eService.OPERATOR_TOKEN, Map.of());
        String csrf = console.csrf("/console/vendors/" + SLUG + "/feed");

        HttpResponse<String> hourOnly = console.post("/console/vendors/" + SLUG + "/feed", console.form(csrf,
                "url", LoopbackFeed.URL, "hour", "5", "time_zone", "UTC", "token", ""));
        JsonNode afterHourOnly = settings();
        HttpResponse<String> removed = console.post("/console/vendors/" + SLUG + "/feed", console.form(csrf,
                "url", LoopbackFeed.URL, "hour", "5", "time_zone", "UTC", "token", "", "remove_token", "true"));

        assertThat(hourOnly.statusCode()).as(hourOnly.body()).isEqualTo(303);
        assertThat(afterHourOnly.get("hour").asInt()).isEqualTo(5);
        assertThat(afterHourOnly.get("has_token").asBoolean()).isTrue();
        assertThat(removed.statusCode()).as(removed.body()).isEqualTo(303);
        assertThat(settings().get("has_token").asBoolean()).isFalse();
    }

    @Test
    void aFeedIsRemovedFromTheConsoleAfterAConfirmationAndOnlyWithTheSessionsCsrfToken() {
        String slug = "console-feed-removed";
        service.operator().vendor(slug);
        expect(service.operator().call("PUT", "/vendors/" + slug + "/feed", "{\"url\":\"" + LoopbackFeed.URL
                + "\",\"hour\":3,\"time_zone\":\"UTC\"}"), 200);
        ConsoleClient console = new ConsoleClient(service.port());
        console.signIn(E2eService.OPERATOR_TOKEN, Map.of());
        String base = "/console/vendors/" + slug + "/feed";

        String feedPage = console.get(base).body();
        HttpResponse<String> confirmation = console.get(base + "/remove");
        HttpResponse<String> forged = console.post(base + "/remove", console.form("not-the-token"));
        int afterForged = service.operator().call("GET", "/vendors/" + slug + "/feed", null).status();
        HttpResponse<String> removed = console.post(base + "/remove", console.form(console.csrf(base + "/remove")));
        HttpResponse<String> again = console.post(base + "/remove", console.form(console.csrf(base)));

        assertThat(feedPage).contains("href=\"" + base + "/remove\">Remove feed…</a>");
        assertThat(confirmation.statusCode()).isEqualTo(200);
        assertThat(confirmation.body()).contains("Remove the feed of " + slug + "?", "no more nightly pulls",
                "action=\"" + base + "/remove\"", ">Remove feed</button>");
        assertThat(forged.statusCode()).isEqualTo(403);
        assertThat(afterForged).as("a forged post removes nothing").isEqualTo(200);
        assertThat(removed.statusCode()).as(removed.body()).isEqualTo(303);
        assertThat(removed.headers().firstValue("Location")).hasValue(base + "?done=feed-removed");
        assertThat(service.operator().call("GET", "/vendors/" + slug + "/feed", null).status()).isEqualTo(404);
        assertThat(console.get(base + "?done=feed-removed").body()).contains("Feed removed", "No feed configured.")
                .doesNotContain("Remove feed…");
        assertThat(again.statusCode()).isEqualTo(404);
        assertThat(again.body()).contains("has no feed settings");
    }

    private static JsonNode settings() {
        return expect(service.operator().call("GET", "/vendors/" + SLUG + "/feed", null), 200).json();
    }
}
