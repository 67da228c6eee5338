package market.feeds.bootstrap.e2e;

import static market.feeds.bootstrap.e2e.Operator.expect;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.bootstrap.e2e.Http.Reply;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** One row of every row code through each write endpoint, each named by the vendor's own index. */
@ExtendWith(FreshSchemaExtension.class)
class RowCodesE2eTest {

    private static E2eService service;
    private static Operator operator;
    private static String catalogId;

    @BeforeAll
    static void start(TestSchema schema) {
        service = E2eService.start(schema);
        operator = service.operator;
        catalogId = operator.catalogProduct("Row code seed", "Agro", "seeds", "bag");
    }

    @AfterAll
    static void stop() {
        service.close();
    }

    @Test
    void everyProductRowCodeIsReportedAtItsIndex() {
        VendorClient vendor = new VendorClient(service.http, operator.writerKey(operator.vendor("rows-p")));
        String body = Bodies.items(
                "{\"sku\":\"P0\",\"brand\":\"A\",\"category\":\"Seeds\",\"unit\":\"bag\",\"price\":1,\"stock\":1}",
                Bodies.product("P1").replace("\"name\":\"Hybrid seed P1\"", "\"name\":\"" + "n".repeat(301) + "\""),
                Bodies.product("P2").replace("\"price\":100.5", "\"price\":0"),
                Bodies.product("P3").replace("\"stock\":10", "\"stock\":-1"),
                Bodies.product("P4").replace("}", ",\"moq\":0}"),
                Bodies.product("P0-dup").replace("\"sku\":\"P0-dup\"", "\"sku\":\"P6\""),
                Bodies.product("P6"),
                Bodies.product("P7").replace("}", ",\"updated_at\":\"yesterday\"}"),
                Bodies.product("P8").replace("\"category\":\"Seeds\"", "\"category\":\"Spaceships\""),
                Bodies.product("P9").replace("\"unit\":\"bag\"", "\"unit\":\"parsec\""),
                Bodies.product("P10").replace("}", ",\"discontinued\":true}"));

        Reply reply = expect(vendor.products(body), 202);

        assertThat(reasons(reply.json())).containsExactly(
                "0:required_field_missing", "1:field_too_long", "2:price_invalid", "3:stock_invalid",
                "4:moq_invalid", "6:sku_duplicate_in_payload", "7:updated_at_invalid", "8:category_unresolved",
                "9:unit_unresolved", "10:wrong_endpoint");
        JsonNode first = reply.json().get("rejected").get(0);
        assertThat(first.get("field").asText()).isEqualTo("name");
        assertThat(reply.json().get("rejected").get(1).get("field").asText()).isEqualTo("name");
        assertThat(reply.json().get("accepted").asInt()).isEqualTo(1);
        assertThat(reply.json().get("rejected_total").asInt()).isEqualTo(10);
    }

    @Test
    void everyOfferRowCodeIsReportedAtItsIndex() {
        String slug = operator.vendor("rows-o");
        VendorClient vendor = new VendorClient(service.http, operator.writerKey(slug));
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
        pendingCatalog(slug, vendor, "PENDING");
        expect(vendor.offers(Bodies.items(
                Bodies.offer("STALE", "\"stock\":6,\"updated_at\":\"2026-06-01T00:00:00Z\""),
                Bodies.offer("EQUAL", "\"stock\":6,\"updated_at\":\"2026-06-01T00:00:00Z\""),
                Bodies.offer("BLOCKED", "\"discontinued\":true"))), 202);
        expect(operator.call("PATCH", "/vendors/" + slug + "/offers/" + blocked, "{\"complete\":false}"), 200);

        Reply reply = expect(vendor.offers(Bodies.items(
                "{\"price\":5}",
                Bodies.offer("S".repeat(101), "\"price\":5"),
                Bodies.offer("LIVE", "\"price\":0"),
                Bodies.offer("LIVE", "\"stock\":-2").replace("LIVE", "LIVE2"),
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
                Bodies.offer("TIERED", "\"price\":8"))), 202);

        assertThat(reasons(reply.json())).containsExactly(
                "0:required_field_missing", "1:field_too_long", "2:price_invalid", "3:stock_invalid",
                "4:moq_invalid", "6:sku_duplicate_in_payload", "7:updated_at_invalid", "8:no_change_requested",
                "9:discontinued_invalid", "10:sku_unknown", "11:sku_pending_catalog", "12:sku_ambiguous",
                "13:offer_missing", "14:stale_update", "15:equal_timestamp_conflict", "16:relist_blocked",
                "17:price_tiered");
        JsonNode rejected = reply.json().get("rejected");
        assertThat(rejected.get(0).get("field").asText()).isEqualTo("sku");
        assertThat(rejected.get(0).get("sku").isNull()).isTrue();
        assertThat(rejected.get(1).get("field").asText()).isEqualTo("sku");
        // Positions in the list (not item indexes): sku_ambiguous, stale_update and relist_blocked carry a detail.
        assertThat(rejected.get(11).get("detail").asText()).isNotBlank();
        assertThat(rejected.get(13).get("detail").asText()).contains("2026-06-01");
        assertThat(rejected.get(15).get("detail").asText()).isNotBlank();
        assertThat(reply.json().get("rejected_total").asInt()).isEqualTo(17);
        assertThat(reply.json().get("applied").asInt()).isEqualTo(1);
    }

    private static void pendingCatalog(String slug, VendorClient vendor, String sku) {
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

    private static java.util.List<String> reasons(JsonNode result) {
        java.util.List<String> reasons = new java.util.ArrayList<>();
        result.get("rejected").forEach(r -> reasons.add(r.get("index").asInt() + ":" + r.get("reason").asText()));
        return reasons;
    }
}
