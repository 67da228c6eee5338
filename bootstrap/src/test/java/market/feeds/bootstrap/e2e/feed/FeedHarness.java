package market.feeds.bootstrap.e2e.feed;

import static market.feeds.bootstrap.e2e.Operator.expect;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashMap;
import java.util.Map;
import market.feeds.adapters.jdbc.testing.TestDatabase;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.bootstrap.e2e.Bodies;
import market.feeds.bootstrap.e2e.E2eService;
import market.feeds.adapters.http.support.Http.Reply;
import market.feeds.bootstrap.e2e.Operator;
import market.feeds.bootstrap.e2e.VendorClient;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The wired service on a fresh schema, a vendor feed server on loopback TLS and the DNS that maps the feed host to
 * it: what every feed test class starts once, with
 * {@code @RegisterExtension static final FeedHarness harness = FeedHarness.perClass();}. It starts before the class's
 * own {@code @BeforeAll} methods and stops after its {@code @AfterAll} methods. Steps assert their own success, so
 * tests read as stories.
 */
final class FeedHarness implements BeforeAllCallback, AfterAllCallback {

    private final Map<String, String> overrides;
    private TestSchema schema;
    VendorFeedServer feeds;
    TestResolver resolver;
    E2eService service;
    Operator operator;

    private FeedHarness(Map<String, String> overrides) {
        this.overrides = Map.copyOf(overrides);
    }

    static FeedHarness perClass() {
        return perClass(Map.of());
    }

    /** With extra environment, e.g. {@code FEEDS_PULL_ENABLED=true}. */
    static FeedHarness perClass(Map<String, String> overrides) {
        return new FeedHarness(overrides);
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        // Each step closes what the ones before it opened if it fails, so a failed start leaks no server or schema.
        schema = TestDatabase.freshSchema();
        try {
            feeds = VendorFeedServer.start();
            try {
                resolver = new TestResolver().answer(VendorFeedServer.HOST, "127.0.0.1");
                Map<String, String> env = new HashMap<>(feeds.environment());
                env.putAll(overrides);
                service = E2eService.start(schema, env, resolver);
                operator = service.operator;
            } catch (RuntimeException | Error e) {
                feeds.close();
                throw e;
            }
        } catch (RuntimeException | Error e) {
            schema.close();
            throw e;
        }
    }

    @Override
    public void afterAll(ExtensionContext context) {
        // Stops the service, then the feed server, then drops the schema, each even if the one before fails.
        try (TestSchema dropped = schema; VendorFeedServer stopped = feeds) {
            if (service != null) {
                service.close();
            }
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
}
