package market.feeds.bootstrap.e2e;

import static market.feeds.bootstrap.e2e.Operator.expect;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import market.feeds.adapters.http.support.Http.Reply;

/**
 * One offer item per offers row code, in the contract's order, and the vendor state each needs (an unknown
 * sku, a sku pending the catalogue, an ambiguous one, a deleted offer, stored timestamps, a withdrawn offer
 * that may not be relisted, a price ladder). Used by PATCH /v1/offers and by the feed pull alike.
 */
final class OfferRowCases {

    static final List<String> EXPECTED = List.of(
            "0:required_field_missing", "1:field_too_long", "2:price_invalid", "3:stock_invalid",
            "4:moq_invalid", "6:sku_duplicate_in_payload", "7:updated_at_invalid", "8:no_change_requested",
            "9:discontinued_invalid", "10:sku_unknown", "11:sku_pending_catalog", "12:sku_ambiguous",
            "13:offer_missing", "14:stale_update", "15:equal_timestamp_conflict", "16:relist_blocked",
            "17:price_tiered");

    private OfferRowCases() {
    }

    /** Creates the states the cases need for {@code slug}. */
    static void prepare(Operator operator, VendorClient vendor, String slug, String catalogId) {
        operator.offer(slug, "LIVE", catalogId, "10", "5");
        operator.offer(slug, "DUP", catalogId, "10", "5");
        operator.offer(slug, "TWIN", catalogId, "10", "5");
        operator.offer(slug, "TWIN", catalogId, "11", "5");
        String gone = operator.offer(slug, "GONE", catalogId, "10", "5");
        expect(operator.call("DELETE", "/vendors/" + slug + "/offers/" + gone, null), 204);
        operator.offer(slug, "STALE", catalogId, "10", "5");
        operator.offer(slug, "EQUAL", catalogId, "10", "5");
        String blocked = operator.offer(slug, "BLOCKED", catalogId, "10", "5");
        String tiered = operator.offer(slug, "TIERED", catalogId, "10", "5");
        expect(operator.call("PATCH", "/vendors/" + slug + "/offers/" + tiered,
                "{\"price_ladder\":[{\"min_qty\":10,\"price\":9}]}"), 200);
        pendingCatalog(operator, vendor, slug, "PENDING");
        expect(vendor.offers(Bodies.items(
                Bodies.offer("STALE", "\"stock\":6,\"updated_at\":\"2026-06-01T00:00:00Z\""),
                Bodies.offer("EQUAL", "\"stock\":6,\"updated_at\":\"2026-06-01T00:00:00Z\""),
                Bodies.offer("BLOCKED", "\"discontinued\":true"))), 202);
        expect(operator.call("PATCH", "/vendors/" + slug + "/offers/" + blocked, "{\"complete\":false}"), 200);
    }

    /** The body: item i fails with the i-th expected code; item 5 (DUP, first occurrence) is applied. */
    static String body() {
        return Bodies.items(
                "{\"price\":5}",
                Bodies.offer("S".repeat(101), "\"price\":5"),
                Bodies.offer("LIVE", "\"price\":0"),
                Bodies.offer("LIVE2", "\"stock\":-2"),
                Bodies.offer("LIVE3", "\"moq\":0"),
                Bodies.offer("DUP", "\"stock\":1"),
                Bodies.offer("DUP", "\"stock\":2"),
                Bodies.offer("LIVE4", "\"stock\":1,\"updated_at\":\"31.12.2026\""),
                "{\"sku\":\"LIVE5\"}",
                Bodies.offer("LIVE6", "\"discontinued\":\"yes\""),
                Bodies.offer("NOBODY", "\"stock\":1"),
                Bodies.offer("PENDING", "\"stock\":1"),
                Bodies.offer("TWIN", "\"stock\":1"),
                Bodies.offer("GONE", "\"stock\":1"),
                Bodies.offer("STALE", "\"stock\":7,\"updated_at\":\"2026-05-01T00:00:00Z\""),
                Bodies.offer("EQUAL", "\"stock\":8,\"updated_at\":\"2026-06-01T00:00:00+00:00\""),
                Bodies.offer("BLOCKED", "\"discontinued\":false"),
                Bodies.offer("TIERED", "\"price\":8"));
    }

    /** Checks codes, fields and details of a result's {@code rejected} (in list positions, not item indexes). */
    static void assertRejections(JsonNode result) {
        assertThat(reasons(result)).containsExactlyElementsOf(EXPECTED);
        JsonNode rejected = result.get("rejected");
        assertThat(rejected.get(0).get("field").asText()).isEqualTo("sku");
        assertThat(rejected.get(0).get("sku").isNull()).isTrue();
        assertThat(rejected.get(1).get("field").asText()).isEqualTo("sku");
        assertThat(rejected.get(11).get("detail").asText()).startsWith("several offers carry this sku: offer ")
                .contains(" (").contains("), offer ");
        assertThat(rejected.get(13).get("detail").asText()).contains("2026-06-01");
        assertThat(rejected.get(15).get("detail").asText()).isNotBlank();
        assertThat(result.get("rejected_total").asInt()).isEqualTo(17);
        assertThat(result.get("applied").asInt()).isEqualTo(1);
    }

    static List<String> reasons(JsonNode result) {
        List<String> reasons = new ArrayList<>();
        result.get("rejected").forEach(r -> reasons.add(r.get("index").asInt() + ":" + r.get("reason").asText()));
        return reasons;
    }

    private static void pendingCatalog(Operator operator, VendorClient vendor, String slug, String sku) {
        Reply posted = expect(vendor.products(Bodies.items(Bodies.product(sku)
                .replace("Hybrid seed " + sku, "Nothing like it " + sku))), 202);
        operator.awaitJob(posted.json().get("job_id").asText());
        JsonNode positions = operator.positions(slug, "?sku=" + sku);
        String id = positions.get(0).get("id").asText();
        if (positions.get(0).get("state").asText().equals("awaiting_review")) {
            expect(operator.call("POST", "/vendors/" + slug + "/positions/" + id + "/unrecognised", null), 200);
        }
        assertThat(operator.positions(slug, "?state=pending_catalog&sku=" + sku)).hasSize(1);
    }
}
