package market.feeds.bootstrap.e2e;

import static market.feeds.bootstrap.e2e.Operator.expect;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import java.util.stream.Stream;
import market.feeds.adapters.http.support.Http.Reply;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * One rule for every operator string, body member or query value: outer white space is trimmed before any check,
 * as the vendor contract trims item fields (decision 0506, amended in session 24). Secrets are outside the table.
 */
class OperatorTrimmingE2eTest {

    /** Ordinary spaces and a no-break space, which spreadsheets export and {@code String.strip} keeps (0100). */
    private static final String PAD = "  \u00a0";
    private static final String QUERY_PAD = "%20%20%C2%A0";
    private static final AtomicInteger VENDORS = new AtomicInteger();

    // A feed URL must resolve to a routable address when saved; every host resolves to loopback, allowed here.
    @RegisterExtension
    static final OneService service = OneService.withFeedHostsOnLoopback();
    private static String catalogId;

    @BeforeAll
    static void seed() {
        catalogId = service.operator().catalogProduct("Hybrid seed T-1", "Agro", "seeds", "bag");
    }

    static Stream<Arguments> everyOperatorString() {
        return Stream.of(
                member("vendor slug", "trim-slug", () ->
                        created("POST", "/vendors", "{\"slug\":\"" + pad("trim-slug") + "\"}", "/slug")),
                member("vendor name", "Trim Name", () ->
                        created("POST", "/vendors", "{\"slug\":\"trim-name\",\"name\":\"" + pad("Trim Name") + "\"}",
                                "/name")),
                member("warehouse label", "Main", () -> created("POST", "/vendors/" + vendor() + "/warehouses",
                        "{\"label\":\"" + pad("Main") + "\"}", "/label")),
                member("warehouse city", "Kyiv", () -> created("POST", "/vendors/" + vendor() + "/warehouses",
                        "{\"label\":\"Main\",\"city\":\"" + pad("Kyiv") + "\"}", "/city")),
                member("key scope", "offers:write", () -> created("POST", "/vendors/" + vendor() + "/keys",
                        "{\"scopes\":[\"" + pad("offers:write") + "\"]}", "/scopes/0")),
                member("key label", "Laptop", OperatorTrimmingE2eTest::keyLabel),
                member("catalogue name", "Seed", () -> catalogue("name", "Seed")),
                member("catalogue brand", "Agro", () -> catalogue("brand", "Agro")),
                member("catalogue category", "seeds", () -> catalogue("category", "seeds")),
                member("catalogue unit", "kg", () -> catalogue("unit", "kg")),
                member("catalogue batch unit", "201", () -> String.valueOf(expect(service.operator().call("POST",
                        "/catalog/products/batch", "{\"items\":[{\"name\":\"S\",\"brand\":\"B\",\"category\":\""
                                + pad("seeds") + "\",\"unit\":\"" + pad("kg") + "\"}]}"), 201).status())),
                member("offer sku", "T-1", () -> offer("sku", "T-1")),
                member("offer catalog_product_id", catalogId, () -> offer("catalog_product_id", catalogId)),
                member("offer visibility", "paused", () -> offer("visibility", "paused")),
                member("offer warehouse_id", "the warehouse's id", OperatorTrimmingE2eTest::offerWarehouse),
                member("offer PATCH visibility", "draft", OperatorTrimmingE2eTest::patchedVisibility),
                member("feed url", "https://feeds.agrovendor.com/o.json", () -> feed("url",
                        "https://feeds.agrovendor.com/o.json")),
                member("feed time_zone", "Europe/Kyiv", () -> feed("time_zone", "Europe/Kyiv")),
                member("link catalog_product_id", catalogId, () -> link("catalog_product_id", catalogId)),
                member("link visibility", "paused", () -> link("visibility", "paused")),
                member("link-recognised visibility", "draft", OperatorTrimmingE2eTest::linkRecognised),
                member("positions ?state", "200", () -> listed("/positions?state=" + QUERY_PAD + "linked" + QUERY_PAD)),
                member("positions ?sku", "200", () -> listed("/positions?sku=" + QUERY_PAD + "A" + QUERY_PAD)),
                member("offers ?sku", "200", () -> listed("/offers?sku=" + QUERY_PAD + "A" + QUERY_PAD)),
                member("journal ?source", "200", () -> listed("/journal?source=" + QUERY_PAD + "api" + QUERY_PAD)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("everyOperatorString")
    void everyOperatorStringIsTrimmedOfOuterWhiteSpaceBeforeAnyCheck(String member, String stored,
                                                                     Supplier<String> storedAs) {
        assertThat(storedAs.get()).as(member).isEqualTo(stored);
    }

    private static Arguments member(String member, String stored, Supplier<String> storedAs) {
        return Arguments.of(member, stored, storedAs);
    }

    private static String pad(String value) {
        return PAD + value + PAD;
    }

    private static String vendor() {
        return service.operator().vendor("trim-" + VENDORS.incrementAndGet());
    }

    private static String created(String method, String path, String body, String pointer) {
        Reply reply = service.operator().call(method, path, body);
        assertThat(reply.status()).as("%s", reply).isBetween(200, 201);
        return reply.json().at(pointer).asText();
    }

    private static String keyLabel() {
        String slug = vendor();
        created("POST", "/vendors/" + slug + "/keys", "{\"scopes\":[\"offers:write\"],\"label\":\"" + pad("Laptop")
                + "\"}", "/id");
        return expect(service.operator().call("GET", "/vendors/" + slug + "/keys", null), 200).json().at("/0/label")
                .asText();
    }

    private static String catalogue(String member, String value) {
        Map<String, String> product = new TreeMap<>(Map.of("name", "Seed", "brand", "Agro",
                "category", "seeds", "unit", "kg"));
        product.put(member, pad(value));
        StringBuilder body = new StringBuilder("{");
        product.forEach((name, text) -> body.append(body.length() > 1 ? "," : "")
                .append('"').append(name).append("\":\"").append(text).append('"'));
        return created("POST", "/catalog/products", body.append('}').toString(), "/" + member);
    }

    private static String offer(String member, String value) {
        String body = "{\"sku\":\"T-1\",\"catalog_product_id\":\"" + catalogId + "\",\"price\":1,\"stock\":1}";
        String padded = body.contains("\"" + member + "\"")
                ? body.replace("\"" + member + "\":\"" + value + "\"", "\"" + member + "\":\"" + pad(value) + "\"")
                : body.replace("}", ",\"" + member + "\":\"" + pad(value) + "\"}");
        return created("POST", "/vendors/" + vendor() + "/offers", padded, "/" + member);
    }

    private static String offerWarehouse() {
        String slug = vendor();
        String warehouseId = created("POST", "/vendors/" + slug + "/warehouses", "{\"label\":\"Main\"}", "/id");
        String stored = created("POST", "/vendors/" + slug + "/offers", "{\"sku\":\"W-1\",\"catalog_product_id\":\""
                + catalogId + "\",\"price\":1,\"stock\":1,\"warehouse_id\":\"" + pad(warehouseId) + "\"}",
                "/warehouse_id");
        return stored.equals(warehouseId) ? "the warehouse's id" : stored;
    }

    private static String patchedVisibility() {
        String slug = vendor();
        String offerId = service.operator().offer(slug, "P-1", catalogId, "1", "1");
        return created("PATCH", "/vendors/" + slug + "/offers/" + offerId, "{\"visibility\":\"" + pad("draft")
                + "\"}", "/visibility");
    }

    private static String feed(String member, String value) {
        Map<String, String> settings = Map.of("url", "https://feeds.agrovendor.com/o.json", "time_zone", "UTC");
        String url = member.equals("url") ? pad(value) : settings.get("url");
        String zone = member.equals("time_zone") ? pad(value) : settings.get("time_zone");
        return created("PUT", "/vendors/" + vendor() + "/feed", "{\"url\":\"" + url + "\",\"hour\":6,"
                + "\"time_zone\":\"" + zone + "\"}", "/" + member);
    }

    private static String link(String member, String value) {
        String slug = vendor();
        String positionId = awaitingPosition(slug);
        JsonNode linked = expect(service.operator().call("POST", "/vendors/" + slug + "/positions/" + positionId
                + "/link", "{\"" + member + "\":\"" + pad(value) + "\"}"), 200).json();
        assertThat(linked.get("state").asText()).isEqualTo("linked");
        JsonNode offer = service.operator().offers(slug, "L-1").get(0);
        return offer.get(member).asText();
    }

    private static String linkRecognised() {
        String slug = vendor();
        awaitingPosition(slug);
        JsonNode linked = expect(service.operator().call("POST", "/vendors/" + slug + "/positions/link-recognised",
                "{\"visibility\":\"" + pad("draft") + "\"}"), 200).json();
        assertThat(linked.get("linked").asInt()).isEqualTo(1);
        return service.operator().offers(slug, "L-1").get(0).get("visibility").asText();
    }

    private static String awaitingPosition(String slug) {
        VendorClient vendor = new VendorClient(service.http(), service.operator().writerKey(slug));
        Reply posted = expect(vendor.products(Bodies.items(Bodies.product("L-1").replace("Hybrid seed L-1",
                "Hybrid seed T-1"))), 202);
        service.operator().awaitJob(posted.json().get("job_id").asText());
        return service.operator().positions(slug, "?state=awaiting_review&sku=L-1").get(0).get("id").asText();
    }

    private static String listed(String query) {
        return String.valueOf(service.operator().call("GET", "/vendors/" + vendor() + query, null).status());
    }
}
