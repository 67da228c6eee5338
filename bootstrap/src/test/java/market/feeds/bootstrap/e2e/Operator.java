package market.feeds.bootstrap.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.Set;
import market.feeds.adapters.http.support.Http;
import market.feeds.adapters.http.support.Http.Reply;

/** The operator API as the tests drive it: each step asserts its own success, so a test reads as a story. */
public final class Operator {

    private final Http http;
    private final String token;

    Operator(Http http, String token) {
        this.http = http;
        this.token = token;
    }

    public Reply call(String method, String path, String body) {
        return http.json(method, "/admin/v1" + path, token, body);
    }

    public String vendor(String slug) {
        expect(call("POST", "/vendors", "{\"slug\":\"" + slug + "\"}"), 201);
        return slug;
    }

    /** A new API key's secret. */
    public String key(String slug, String... scopes) {
        StringBuilder list = new StringBuilder();
        for (String scope : scopes) {
            list.append(list.length() == 0 ? "" : ",").append('"').append(scope).append('"');
        }
        return expect(call("POST", "/vendors/" + slug + "/keys", "{\"scopes\":[" + list + "]}"), 201)
                .json().get("secret").asText();
    }

    public String writerKey(String slug) {
        return key(slug, "products:write", "offers:write");
    }

    public String catalogProduct(String name, String brand, String category, String unit) {
        return expect(call("POST", "/catalog/products", "{\"name\":\"" + name + "\",\"brand\":\"" + brand
                + "\",\"category\":\"" + category + "\",\"unit\":\"" + unit + "\"}"), 201).json().get("id").asText();
    }

    /** An offer with a live mapping of {@code sku}, created from the dashboard; answers the offer's id. */
    public String offer(String slug, String sku, String catalogProductId, String price, String stock) {
        return expect(call("POST", "/vendors/" + slug + "/offers", "{\"sku\":\"" + sku + "\",\"catalog_product_id\":\""
                + catalogProductId + "\",\"price\":" + price + ",\"stock\":" + stock + "}"), 201).json().get("id").asText();
    }

    /** The id of the vendor's first position with {@code sku}. */
    public String positionId(String slug, String sku) {
        return expect(call("GET", "/vendors/" + slug + "/positions?sku=" + sku, null), 200).json().get(0).get("id")
                .asText();
    }

    public JsonNode offers(String slug, String sku) {
        return expect(call("GET", "/vendors/" + slug + "/offers?sku=" + sku, null), 200).json();
    }

    /** Waits until the product job leaves queued/running. */
    public JsonNode awaitJob(String jobId) {
        JsonNode job = await().atMost(Duration.ofSeconds(60)).pollInterval(Duration.ofMillis(100))
                .until(() -> expect(call("GET", "/jobs/" + jobId, null), 200).json(),
                        polled -> Set.of("done", "failed").contains(polled.get("state").asText()));
        assertThat(job.get("state").asText()).as("job %s", jobId).isEqualTo("done");
        return job;
    }

    public JsonNode positions(String slug, String query) {
        return expect(call("GET", "/vendors/" + slug + "/positions" + query, null), 200).json();
    }

    public static Reply expect(Reply reply, int status) {
        assertThat(reply.status()).as("%s", reply).isEqualTo(status);
        return reply;
    }
}
