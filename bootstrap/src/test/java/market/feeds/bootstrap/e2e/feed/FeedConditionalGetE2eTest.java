package market.feeds.bootstrap.e2e.feed;

import static market.feeds.bootstrap.e2e.Operator.expect;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import market.feeds.bootstrap.e2e.Bodies;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Decision 0601, conditional GET of the pull over real TLS, turned on by the operator
 * ({@code FEEDS_PULL_CONDITIONAL_GET=true}; off by default): the validators of a body applied without rejections go
 * back as {@code If-None-Match} / {@code If-Modified-Since}; a 304 is a succeeded {@code not_modified} run that
 * applies nothing and notifies no one; a 200 is applied as always, even under the validator it had before.
 */
class FeedConditionalGetE2eTest {

    private static final String ETAG = "\"offers-v1\"";
    private static final String LAST_MODIFIED = "Tue, 24 Nov 2026 05:00:00 GMT";
    @RegisterExtension
    static final FeedHarness harness = FeedHarness.perClass(Map.of("FEEDS_PULL_CONDITIONAL_GET", "true"));

    @Test
    void anEtagIsSentBackAndA304IsASucceededNotModifiedRun() {
        String path = givenFeed("cond-etag", "C-1");
        ConditionalFeed feed = serve(path, price("C-1", 10), ETAG, null);
        harness.runNow("cond-etag");

        JsonNode run = expect(harness.runNow("cond-etag"), 200).json();

        RecordedRequest second = last(path);
        assertThat(second.getHeaders().get("If-None-Match")).isEqualTo(ETAG);
        assertThat(second.getHeaders().get("If-Modified-Since")).isNull();
        assertNotModified("cond-etag", run);
        assertThat(feed.notModifiedAnswers).hasSize(1);
    }

    @Test
    void aLastModifiedIsSentBackAndA304IsASucceededNotModifiedRun() {
        String path = givenFeed("cond-date", "D-1");
        serve(path, price("D-1", 10), null, LAST_MODIFIED);
        harness.runNow("cond-date");

        JsonNode run = expect(harness.runNow("cond-date"), 200).json();

        RecordedRequest second = last(path);
        assertThat(second.getHeaders().get("If-Modified-Since")).isEqualTo(LAST_MODIFIED);
        assertThat(second.getHeaders().get("If-None-Match")).isNull();
        assertNotModified("cond-date", run);
    }

    @Test
    void bothValidatorsAreSentBack() {
        String path = givenFeed("cond-both", "B-1");
        serve(path, price("B-1", 10), ETAG, LAST_MODIFIED);
        harness.runNow("cond-both");

        JsonNode run = expect(harness.runNow("cond-both"), 200).json();

        RecordedRequest second = last(path);
        assertThat(second.getHeaders().get("If-None-Match")).isEqualTo(ETAG);
        assertThat(second.getHeaders().get("If-Modified-Since")).isEqualTo(LAST_MODIFIED);
        assertNotModified("cond-both", run);
    }

    @Test
    void aFeedWithoutValidatorsIsFetchedAndAppliedInFullEveryTime() {
        String path = givenFeed("cond-none", "N-1");
        serve(path, price("N-1", 10), null, null);
        harness.runNow("cond-none");

        JsonNode run = expect(harness.runNow("cond-none"), 200).json();

        RecordedRequest second = last(path);
        assertThat(second.getHeaders().get("If-None-Match")).isNull();
        assertThat(second.getHeaders().get("If-Modified-Since")).isNull();
        assertThat(run.get("status").asText()).isEqualTo("succeeded");
        assertThat(run.has("code")).isFalse();
        assertThat(run.get("unchanged").asInt()).as("the same body, read and judged again").isEqualTo(1);
    }

    @Test
    void aChangedBodyUnderTheSameValidatorIsAppliedWhenTheServerAnswers200() {
        String path = givenFeed("cond-changed", "X-1");
        ConditionalFeed feed = serve(path, price("X-1", 10), ETAG, LAST_MODIFIED);
        harness.runNow("cond-changed");
        feed.body.set(price("X-1", 25));
        feed.honourConditions = false;

        JsonNode run = expect(harness.runNow("cond-changed"), 200).json();

        assertThat(last(path).getHeaders().get("If-None-Match")).isEqualTo(ETAG);
        assertThat(run.get("status").asText()).isEqualTo("succeeded");
        assertThat(run.has("code")).isFalse();
        assertThat(run.get("applied").asInt()).isEqualTo(1);
        assertThat(harness.operator.offers("cond-changed", "X-1").get(0).get("price").decimalValue())
                .isEqualByComparingTo("25");
    }

    @Test
    void aRunWithRejectionsKeepsNoValidatorsSoTheNextRunReadsTheFeedAgain() {
        String path = givenFeed("cond-rejected", "R-1");
        serve(path, Bodies.items(Bodies.offer("R-1", "\"price\":10"), Bodies.offer("NOT-LINKED-YET", "\"price\":1")),
                ETAG, LAST_MODIFIED);
        harness.runNow("cond-rejected");

        JsonNode run = expect(harness.runNow("cond-rejected"), 200).json();

        assertThat(last(path).getHeaders().get("If-None-Match")).isNull();
        assertThat(last(path).getHeaders().get("If-Modified-Since")).isNull();
        assertThat(run.get("rejected_total").asInt()).isEqualTo(1);
    }

    private static void assertNotModified(String slug, JsonNode run) {
        assertThat(run.get("status").asText()).as("%s", run).isEqualTo("succeeded");
        assertThat(run.get("code").asText()).isEqualTo("not_modified");
        assertThat(run.get("http_status").asInt()).isEqualTo(304);
        assertThat(run.get("applied").asInt()).isZero();
        assertThat(run.get("unchanged").asInt()).isZero();
        assertThat(run.get("rejected_total").asInt()).isZero();
        JsonNode entry = harness.journal(slug, "feed").get(0);
        assertThat(entry.get("request_id").asText()).isEqualTo(run.get("request_id").asText());
        assertThat(entry.get("status").asText()).isEqualTo("succeeded");
        assertThat(entry.get("code").asText()).isEqualTo("not_modified");
        assertThat(harness.notifications(slug)).isEmpty();
    }

    private static String givenFeed(String slug, String sku) {
        harness.vendorWithLinkedOffers(slug, sku);
        String path = "/" + slug + "/offers.json";
        harness.saveFeedAt(slug, path, null);
        return path;
    }

    private static String price(String sku, int price) {
        return Bodies.items(Bodies.offer(sku, "\"price\":" + price));
    }

    private static RecordedRequest last(String path) {
        List<RecordedRequest> requests = harness.feeds.requestsTo(path);
        return requests.get(requests.size() - 1);
    }

    /** A vendor server that answers 304 when a sent validator matches its own, like a web server or CDN. */
    private static ConditionalFeed serve(String path, String body, String etag, String lastModified) {
        ConditionalFeed feed = new ConditionalFeed(body, etag, lastModified);
        harness.feeds.serve(path, () -> feed.answer(last(path)));
        return feed;
    }

    private static final class ConditionalFeed {
        final AtomicReference<String> body;
        final String etag;
        final String lastModified;
        final List<String> notModifiedAnswers = new java.util.concurrent.CopyOnWriteArrayList<>();
        volatile boolean honourConditions = true;

        ConditionalFeed(String body, String etag, String lastModified) {
            this.body = new AtomicReference<>(body);
            this.etag = etag;
            this.lastModified = lastModified;
        }

        MockResponse.Builder answer(RecordedRequest request) {
            String ifNoneMatch = request.getHeaders().get("If-None-Match");
            String ifModifiedSince = request.getHeaders().get("If-Modified-Since");
            boolean matches = ifNoneMatch != null ? ifNoneMatch.equals(etag)
                    : ifModifiedSince != null && ifModifiedSince.equals(lastModified);
            if (honourConditions && matches) {
                notModifiedAnswers.add(request.getTarget());
                return new MockResponse.Builder().code(304);
            }
            MockResponse.Builder ok = FeedRunE2eTest.json(body.get());
            if (etag != null) {
                ok.setHeader("ETag", etag);
            }
            if (lastModified != null) {
                ok.setHeader("Last-Modified", lastModified);
            }
            return ok;
        }
    }
}
