package market.feeds.bootstrap.e2e.feed;

import static market.feeds.bootstrap.e2e.Operator.expect;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashMap;
import java.util.Map;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.bootstrap.e2e.Bodies;
import market.feeds.bootstrap.e2e.E2eService;
import market.feeds.adapters.http.support.Http.Reply;
import market.feeds.bootstrap.e2e.Operator;
import market.feeds.bootstrap.e2e.VendorClient;

/**
 * The wired service on the test database, a vendor feed server on loopback TLS and the DNS that maps the feed
 * host to it: what every feed test class starts once. Steps assert their own success, so tests read as stories.
 */
final class FeedHarness implements AutoCloseable {

    final VendorFeedServer feeds;
    final TestResolver resolver;
    final E2eService service;
    final Operator operator;

    private FeedHarness(VendorFeedServer feeds, TestResolver resolver, E2eService service) {
        this.feeds = feeds;
        this.resolver = resolver;
        this.service = service;
        this.operator = service.operator;
    }

    static FeedHarness start(TestSchema schema) {
        return start(schema, Map.of());
    }

    static FeedHarness start(TestSchema schema, Map<String, String> overrides) {
        VendorFeedServer feeds = VendorFeedServer.start();
        try {
            TestResolver resolver = new TestResolver().answer(VendorFeedServer.HOST, "127.0.0.1");
            Map<String, String> env = new HashMap<>(feeds.environment());
            env.putAll(overrides);
            return new FeedHarness(feeds, resolver, E2eService.start(schema, env, resolver));
        } catch (RuntimeException e) {
            feeds.close();
            throw e;
        }
    }

    Reply saveFeed(String slug, String url, int hour, String timeZone, String token) {
        String body = "{\"url\":\"" + url + "\",\"hour\":" + hour + ",\"time_zone\":\"" + timeZone + "\""
                + (token == null ? "" : ",\"token\":\"" + token + "\"") + "}";
        return operator.call("PUT", "/vendors/" + slug + "/feed", body);
    }

    /** Settings pointing at this vendor's own path of the feed server, without a token unless one is given. */
    JsonNode saveFeedAt(String slug, String path, String token) {
        return expect(saveFeed(slug, VendorFeedServer.url(path), 6, "Europe/Kyiv", token), 200).json();
    }

    Reply runNow(String slug) {
        return operator.call("POST", "/vendors/" + slug + "/feed/runs", null);
    }

    /** Runs the pull now and answers the run, which must have failed with {@code code}. */
    JsonNode runFailing(String slug, String code) {
        JsonNode run = expect(runNow(slug), 200).json();
        assertThat(run.get("status").asText()).as("%s", run).isEqualTo("failed");
        assertThat(run.path("code").asText()).as("%s", run).isEqualTo(code);
        return run;
    }

    JsonNode journal(String slug, String source) {
        return expect(operator.call("GET", "/vendors/" + slug + "/journal?source=" + source, null), 200).json();
    }

    JsonNode notifications(String slug) {
        return expect(operator.call("GET", "/vendors/" + slug + "/notifications", null), 200).json();
    }

    /**
     * A vendor whose {@code skus} are linked offers, the way a vendor gets there: vendor → key → POST products →
     * product job → link (the catalogue holds a matching product for each). Answers the vendor's writer key.
     */
    VendorClient vendorWithLinkedOffers(String slug, String... skus) {
        operator.vendor(slug);
        String[] products = new String[skus.length];
        for (int i = 0; i < skus.length; i++) {
            operator.catalogProduct("Hybrid seed " + skus[i], "Agro", "seeds", "bag");
            products[i] = Bodies.product(skus[i]);
        }
        VendorClient vendor = new VendorClient(service.http, operator.writerKey(slug));
        Reply posted = expect(vendor.products(Bodies.items(products)), 202);
        operator.awaitJob(posted.json().get("job_id").asText());
        JsonNode linked = expect(operator.call("POST", "/vendors/" + slug + "/positions/link-recognised",
                "{\"visibility\":\"published\"}"), 200).json();
        assertThat(linked.get("linked").asInt()).isEqualTo(skus.length);
        return vendor;
    }

    @Override
    public void close() {
        try {
            service.close();
        } finally {
            feeds.close();
        }
    }
}
