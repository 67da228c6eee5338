package market.feeds.bootstrap.e2e;

import static market.feeds.bootstrap.e2e.Operator.expect;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.function.IntFunction;
import market.feeds.adapters.http.support.Http.Reply;
import market.feeds.docs.OperatorApiContract;
import market.feeds.domain.field.BoundedDecimal;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Walks every limit the operator document publishes on a request body (maxLength, minLength, pattern, enum, bounds,
 * item counts) and checks the running service enforces exactly that limit: the value at the limit is accepted, the
 * one past it is 400 at that member's pointer. Document and code cannot drift apart (audit 23 F13, decision 0111).
 */
class OperatorLimitsE2eTest {

    private static final String SLUG = "limits";
    private static final String PAD = "  \u00a0";
    private static final BigDecimal STEP = BigDecimal.ONE.movePointLeft(BoundedDecimal.MAX_DECIMALS);
    private static final AtomicInteger UNIQUE = new AtomicInteger();

    // A feed URL must resolve to a routable address when saved; every host resolves to loopback, allowed here.
    @RegisterExtension
    static final OneService service = OneService.withFeedHostsOnLoopback();
    private static String catalogId;
    private static String offerId;

    /** How one member is sent (the body around a JSON value), the pointer and code of its refusal, texts by length. */
    private record Target(Function<String, Reply> send, String pointer, String code, IntFunction<String> text) {
        Target(Function<String, Reply> send, String pointer) {
            this(send, pointer, "invalid_request", OperatorLimitsE2eTest::unique);
        }
    }

    @BeforeAll
    static void seed() {
        service.operator().vendor(SLUG);
        catalogId = service.operator().catalogProduct("Hybrid seed M-1", "Agro", "seeds", "bag");
        offerId = service.operator().offer(SLUG, "LADDER", catalogId, "1", "1");
    }

    @Test
    void everyLimitTheOperatorDocumentPublishesIsTheOneTheServiceEnforces() {
        Map<String, Target> targets = targets();
        JsonNode schemas = OperatorApiContract.document().at("/components/schemas");
        List<String> walked = new ArrayList<>();
        for (String schema : List.of("NewVendor", "NewWarehouse", "NewKey", "NewCatalogProduct", "CatalogBatch",
                "NewOffer", "PriceStep", "FeedSettingsInput")) {
            schemas.get(schema).get("properties").properties().forEach(member -> {
                JsonNode limits = member.getValue();
                if (!hasLimit(limits)) {
                    return;
                }
                String name = schema + "." + member.getKey();
                Target target = targets.get(name);
                assertThat(target).as("%s publishes a limit that no check here walks", name).isNotNull();
                walk(name, limits, target);
                walked.add(name);
            });
        }
        assertThat(walked).as("members walked").containsAll(targets.keySet());
    }

    private static Map<String, Target> targets() {
        return Map.ofEntries(
                Map.entry("NewVendor.slug", new Target(v -> post("/vendors", "{\"slug\":" + v + "}"), "/slug")),
                Map.entry("NewVendor.name", new Target(v -> post("/vendors", "{\"slug\":\"" + unique(12)
                        + "\",\"name\":" + v + "}"), "/name")),
                Map.entry("NewWarehouse.label", new Target(v -> post("/vendors/" + SLUG + "/warehouses",
                        "{\"label\":" + v + "}"), "/label")),
                Map.entry("NewWarehouse.city", new Target(v -> post("/vendors/" + SLUG + "/warehouses",
                        "{\"label\":\"L\",\"city\":" + v + "}"), "/city")),
                Map.entry("NewKey.scopes", new Target(v -> post("/vendors/" + SLUG + "/keys", "{\"scopes\":" + v + "}"),
                        "/scopes")),
                Map.entry("NewKey.label", new Target(v -> post("/vendors/" + SLUG + "/keys",
                        "{\"scopes\":[\"offers:write\"],\"label\":" + v + "}"), "/label")),
                Map.entry("NewCatalogProduct.name", catalogue("name")),
                Map.entry("NewCatalogProduct.brand", catalogue("brand")),
                Map.entry("NewCatalogProduct.category", catalogue("category")),
                Map.entry("NewCatalogProduct.unit", catalogue("unit")),
                Map.entry("CatalogBatch.items", new Target(v -> post("/catalog/products/batch",
                        "{\"items\":" + v + "}"), "/items")),
                Map.entry("NewOffer.sku", offer("sku")),
                Map.entry("NewOffer.price", offer("price")),
                Map.entry("NewOffer.stock", offer("stock")),
                Map.entry("NewOffer.moq", offer("moq")),
                Map.entry("PriceStep.min_qty", new Target(v -> ladder("{\"min_qty\":" + v + ",\"price\":1}"),
                        "/price_ladder/0/min_qty")),
                Map.entry("PriceStep.price", new Target(v -> ladder("{\"min_qty\":1,\"price\":" + v + "}"),
                        "/price_ladder/0/price")),
                Map.entry("FeedSettingsInput.url", new Target(v -> feed(v, "6", null), "/url", "bad_url",
                        OperatorLimitsE2eTest::feedUrl)),
                Map.entry("FeedSettingsInput.hour", new Target(v -> feed("\"" + feedUrl(40) + "\"", v, null), "/hour")),
                Map.entry("FeedSettingsInput.token", new Target(v -> feed("\"" + feedUrl(40) + "\"", "6", v),
                        "/token")));
    }

    private static void walk(String name, JsonNode limits, Target target) {
        if (limits.has("maxLength")) {
            int max = limits.get("maxLength").asInt();
            accepted(name + " at maxLength", target, quoted(target.text().apply(max)));
            accepted(name + " at maxLength between white space, measured after the trim", target,
                    quoted(PAD + target.text().apply(max) + PAD));
            refused(name + " past maxLength", target, quoted(target.text().apply(max + 1)));
        }
        if (limits.has("minLength")) {
            int min = limits.get("minLength").asInt();
            accepted(name + " at minLength", target, quoted(target.text().apply(min)));
            refused(name + " below minLength", target, quoted(min == 1 ? PAD : target.text().apply(min - 1)));
        }
        if (limits.has("pattern")) {
            String outside = "-" + target.text().apply(limits.path("minLength").asInt(1));
            assertThat(outside.matches(limits.get("pattern").asText().replaceAll("^\\^|\\$$", ""))).isFalse();
            refused(name + " outside its pattern", target, quoted(outside));
        }
        if (limits.has("enum")) {
            limits.get("enum").forEach(value -> accepted(name + " = " + value, target, value.toString()));
            refused(name + " outside its enum", target, quoted("not-" + limits.get("enum").get(0).asText()));
        }
        BigDecimal step = limits.path("type").asText().equals("integer") ? BigDecimal.ONE : STEP;
        bound(name, limits, "minimum", target, BigDecimal.ZERO, step.negate());
        bound(name, limits, "exclusiveMinimum", target, step, BigDecimal.ZERO);
        bound(name, limits, "maximum", target, BigDecimal.ZERO, step);
        bound(name, limits, "exclusiveMaximum", target, step.negate(), BigDecimal.ZERO);
        if (limits.has("minItems")) {
            int min = limits.get("minItems").asInt();
            accepted(name + " at minItems", target, items(name, min));
            refused(name + " below minItems", target, items(name, min - 1));
        }
        if (limits.has("maxItems")) {
            int max = limits.get("maxItems").asInt();
            accepted(name + " at maxItems", target, items(name, max));
            refused(name + " past maxItems", target, items(name, max + 1));
        }
    }

    /** The value at the bound plus {@code in} is accepted, plus {@code out} refused. */
    private static void bound(String name, JsonNode limits, String keyword, Target target, BigDecimal in,
                              BigDecimal out) {
        if (limits.has(keyword)) {
            BigDecimal at = limits.get(keyword).decimalValue();
            accepted(name + " inside " + keyword, target, at.add(in).toPlainString());
            refused(name + " outside " + keyword, target, at.add(out).toPlainString());
        }
    }

    private static void accepted(String what, Target target, String value) {
        Reply reply = target.send().apply(value);
        assertThat(reply.status()).as("%s: %s", what, reply).isBetween(200, 299);
    }

    private static void refused(String what, Target target, String value) {
        Reply reply = target.send().apply(value);
        assertThat(reply.status()).as("%s: %s", what, reply).isEqualTo(400);
        assertThat(reply.code()).as(what).isEqualTo(target.code());
        assertThat(reply.json().get("pointer").asText()).as(what).isEqualTo(target.pointer());
    }

    private static String items(String name, int count) {
        StringJoiner items = new StringJoiner(",", "[", "]");
        for (int i = 0; i < count; i++) {
            items.add(name.startsWith("NewKey") ? "\"offers:write\""
                    : "{\"name\":\"S\",\"brand\":\"B\",\"category\":\"seeds\"}");
        }
        return items.toString();
    }

    private static Target catalogue(String member) {
        Map<String, String> product = Map.of("name", "\"Seed\"", "brand", "\"Agro\"", "category", "\"seeds\"");
        return new Target(v -> {
            StringJoiner body = new StringJoiner(",", "{", "}");
            product.forEach((name, value) -> body.add("\"" + name + "\":" + (name.equals(member) ? v : value)));
            if (member.equals("unit")) {
                body.add("\"unit\":" + v);
            }
            return post("/catalog/products", body.toString());
        }, "/" + member);
    }

    private static Target offer(String member) {
        Map<String, String> offer = Map.of("sku", "\"" + unique(8) + "\"",
                "catalog_product_id", "\"" + catalogId + "\"", "price", "1", "stock", "1");
        return new Target(v -> {
            StringJoiner body = new StringJoiner(",", "{", "}");
            offer.forEach((name, value) -> body.add("\"" + name + "\":" + (name.equals(member) ? v : value)));
            if (member.equals("moq")) {
                body.add("\"moq\":" + v);
            }
            return post("/vendors/" + SLUG + "/offers", body.toString());
        }, "/" + member);
    }

    private static Reply ladder(String rung) {
        return service.operator().call("PATCH", "/vendors/" + SLUG + "/offers/" + offerId,
                "{\"price_ladder\":[" + rung + "]}");
    }

    private static Reply feed(String url, String hour, String token) {
        return service.operator().call("PUT", "/vendors/" + SLUG + "/feed", "{\"url\":" + url + ",\"hour\":" + hour
                + ",\"time_zone\":\"UTC\"" + (token == null ? "" : ",\"token\":" + token) + "}");
    }

    private static Reply post(String path, String body) {
        return service.operator().call("POST", path, body);
    }

    /** A feed address of exactly {@code length} characters. */
    private static String feedUrl(int length) {
        String origin = "https://feeds.agrovendor.com/";
        return origin + "p".repeat(Math.max(0, length - origin.length()));
    }

    /** Lower-case letters only, unique per call while the length allows, so slugs and skus do not collide. */
    private static String unique(int length) {
        StringBuilder text = new StringBuilder();
        for (int n = UNIQUE.incrementAndGet(); n > 0; n /= 26) {
            text.append((char) ('a' + n % 26));
        }
        while (text.length() < length) {
            text.append('x');
        }
        return text.substring(0, length);
    }

    private static String quoted(String text) {
        return "\"" + text + "\"";
    }

    private static boolean hasLimit(JsonNode schema) {
        for (String keyword : List.of("maxLength", "minLength", "pattern", "enum", "minimum", "maximum",
                "exclusiveMinimum", "exclusiveMaximum", "minItems", "maxItems")) {
            if (schema.has(keyword)) {
                return true;
            }
        }
        return false;
    }
}
