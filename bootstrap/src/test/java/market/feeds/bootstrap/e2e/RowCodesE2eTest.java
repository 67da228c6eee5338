package market.feeds.bootstrap.e2e;

import static market.feeds.bootstrap.e2e.Operator.expect;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import market.feeds.adapters.http.support.Http.Reply;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** One row of every row code through each write endpoint, each named by the vendor's own index. */
class RowCodesE2eTest {

    @RegisterExtension
    static final OneService service = OneService.perClass();
    private static Operator operator;
    private static String catalogId;

    @BeforeAll
    static void seed() {
        operator = service.operator();
        catalogId = operator.catalogProduct("Row code seed", "Agro", "seeds", "bag");
    }

    @Test
    void everyProductRowCodeIsReportedAtItsIndex() {
        VendorClient vendor = new VendorClient(service.http(), operator.writerKey(operator.vendor("rows-p")));
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
    void anUpdatedAtBeyondTheYearsUtcCanWriteIsUpdatedAtInvalidNotAServerError() {
        VendorClient vendor = new VendorClient(service.http(), operator.writerKey(operator.vendor("rows-years")));
        String body = Bodies.items(
                Bodies.product("Y0").replace("}", ",\"updated_at\":\"0000-01-01T00:00:00Z\"}"),
                Bodies.product("Y1").replace("}", ",\"updated_at\":\"9999-12-31T23:59:59-01:00\"}"),
                Bodies.product("Y2").replace("}", ",\"updated_at\":\"9999-12-31T23:59:59Z\"}"));

        Reply reply = expect(vendor.products(body), 202);

        assertThat(reasons(reply.json())).containsExactly("0:updated_at_invalid", "1:updated_at_invalid");
        assertThat(reply.json().get("accepted").asInt()).isEqualTo(1);
    }

    @Test
    void everyOfferRowCodeIsReportedAtItsIndex() {
        String slug = operator.vendor("rows-o");
        VendorClient vendor = new VendorClient(service.http(), operator.writerKey(slug));
        OfferRowCases.prepare(operator, vendor, slug, catalogId);

        Reply reply = expect(vendor.offers(OfferRowCases.body()), 202);

        OfferRowCases.assertRejections(reply.json());
    }

    @Test
    void aDeletedOffersSkuIsOfferMissingUntilResentThenFollowsItsNewPosition() {
        String slug = operator.vendor("rows-resent");
        VendorClient vendor = new VendorClient(service.http(), operator.writerKey(slug));
        String gone = operator.offer(slug, "RESENT", catalogId, "10", "5");
        expect(operator.call("DELETE", "/vendors/" + slug + "/offers/" + gone, null), 204);
        String patch = Bodies.items(Bodies.offer("RESENT", "\"stock\":1"));
        assertThat(reasons(expect(vendor.offers(patch), 202).json())).containsExactly("0:offer_missing");

        operator.catalogProduct("Hybrid seed RESENT", "Agro", "seeds", "bag"); // recognised: it awaits review
        Reply resent = expect(vendor.products(Bodies.items(Bodies.product("RESENT"))), 202);
        operator.awaitJob(resent.json().get("job_id").asText());
        JsonNode position = operator.positions(slug, "?sku=RESENT").get(0);
        assertThat(position.get("state").asText()).isEqualTo("awaiting_review");
        assertThat(reasons(expect(vendor.offers(patch), 202).json())).containsExactly("0:sku_unknown");

        expect(operator.call("POST", "/vendors/" + slug + "/positions/" + position.get("id").asText()
                + "/unrecognised", null), 200);
        assertThat(reasons(expect(vendor.offers(patch), 202).json())).containsExactly("0:sku_pending_catalog");
    }

    private static java.util.List<String> reasons(JsonNode result) {
        return OfferRowCases.reasons(result);
    }
}
