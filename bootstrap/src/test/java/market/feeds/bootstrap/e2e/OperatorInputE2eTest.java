package market.feeds.bootstrap.e2e;

import static market.feeds.bootstrap.e2e.Operator.expect;
import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import market.feeds.adapters.http.support.Http.Reply;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Operator input that PostgreSQL cannot hold or that the contract refuses is {@code invalid_request} with its
 * pointer, never a 500 from the database and never a silently altered value (operations contract §2 and §3).
 */
class OperatorInputE2eTest {

    @RegisterExtension
    static final OneService service = OneService.perClass();
    private static String catalogId;

    @BeforeAll
    static void seed() {
        service.operator().vendor("input");
        catalogId = service.operator().catalogProduct("Hybrid seed I-1", "Agro", "seeds", "bag");
    }

    @Test
    void aKeyLabelIsAtMost200CharactersLikeAWarehouseLabel() {
        service.operator().vendor("labels");
        assertInvalid(service.operator().call("POST", "/vendors/labels/keys",
                "{\"scopes\":[\"offers:write\"],\"label\":\"" + "k".repeat(201) + "\"}"), "/label");
        Reply issued = service.operator().call("POST", "/vendors/labels/keys",
                "{\"scopes\":[\"offers:write\"],\"label\":\"" + "k".repeat(200) + "\"}");
        assertThat(issued.status()).as("%s", issued).isEqualTo(201);
    }

    @Test
    void aFeedTokenWithALineBreakIsInvalidRequestAtToken() {
        assertInvalid(service.operator().call("PUT", "/vendors/input/feed",
                "{\"url\":\"https://feeds.agrovendor.com/o.json\",\"hour\":6,\"time_zone\":\"UTC\","
                        + "\"token\":\"abc\\ndef\"}"), "/token");
    }

    @Test
    void aStringHoldingUPlus0000OrAnUnpairedSurrogateIsInvalidRequestAtItsMember() {
        assertInvalid(service.operator().call("POST", "/vendors", "{\"slug\":\"nul\",\"name\":\"A\\u0000B\"}"),
                "/name");
        assertInvalid(service.operator().call("POST", "/vendors/input/warehouses", "{\"label\":\"A\\ud800B\"}"),
                "/label");
        assertInvalid(service.operator().call("POST", "/vendors/input/keys",
                "{\"scopes\":[\"offers:write\"],\"label\":\"\\udc00\"}"), "/label");
        assertInvalid(service.operator().call("POST", "/catalog/products/batch",
                "{\"items\":[{\"name\":\"A\\u0000\",\"brand\":\"B\",\"category\":\"seeds\"}]}"), "/items/0/name");
        assertInvalid(service.operator().call("POST", "/vendors/input/offers",
                "{\"sku\":\"S\\u0000\",\"catalog_product_id\":\"" + catalogId + "\",\"price\":1,\"stock\":1}"), "/sku");

        expect(service.operator().call("GET", "/vendors/nul", null), 404);
        assertThat(expect(service.operator().call("GET", "/vendors/input/keys", null), 200).json()).isEmpty();
    }

    @Test
    void aQueryValueHoldingUPlus0000IsInvalidRequestAtTheParameter() {
        assertInvalid(service.operator().call("GET", "/vendors/input/positions?sku=A%00B", null), "/sku");
        assertInvalid(service.operator().call("GET", "/vendors/input/offers?sku=%00", null), "/sku");
    }

    @Test
    void aBodyThatIsNotStrictUtf8IsInvalidRequestNotRepaired() {
        byte[] overlongSlash = concat("{\"slug\":\"overlong\",\"name\":\"", new byte[] {(byte) 0xC0, (byte) 0xAF},
                "\"}");

        Reply reply = service.http().send(service.http().jsonRequest("POST", "/admin/v1/vendors",
                E2eService.OPERATOR_TOKEN, overlongSlash));

        assertInvalid(reply, "");
        expect(service.operator().call("GET", "/vendors/overlong", null), 404);
    }

    @Test
    void oneLeadingByteOrderMarkIsIgnoredAndNoOtherEncodingIsGuessed() {
        Reply marked = service.http().send(service.http().jsonRequest("POST", "/admin/v1/vendors",
                E2eService.OPERATOR_TOKEN, concat("", new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF},
                        "{\"slug\":\"bom-marked\"}")));
        Reply utf16 = service.http().send(service.http().jsonRequest("POST", "/admin/v1/vendors",
                E2eService.OPERATOR_TOKEN, "{\"slug\":\"utf-sixteen\"}".getBytes(StandardCharsets.UTF_16LE)));

        expect(marked, 201);
        assertInvalid(utf16, "");
        expect(service.operator().call("GET", "/vendors/utf-sixteen", null), 404);
    }

    @Test
    void anOfferNumberBeyondFifteenIntegerDigitsOrSixDecimalsIsInvalidRequestNotRoundedOrAFault() {
        assertInvalid(offer("\"price\":1234567890123456,\"stock\":1"), "/price");
        assertInvalid(offer("\"price\":1,\"stock\":1.1234567"), "/stock");
        assertInvalid(offer("\"price\":1,\"stock\":1,\"moq\":12345678901234567"), "/moq");

        Reply byValue = expect(offer("\"price\":999999999999999.500000000,\"stock\":0.000001"), 201);
        assertThat(byValue.json().get("price").decimalValue()).isEqualByComparingTo("999999999999999.5");
        assertThat(byValue.json().get("stock").decimalValue()).isEqualByComparingTo("0.000001");

        String offerId = byValue.json().get("id").asText();
        assertInvalid(service.operator().call("PATCH", "/vendors/input/offers/" + offerId,
                "{\"price_ladder\":[{\"min_qty\":10,\"price\":0.1234567}]}"), "/price_ladder/0/price");
        assertThat(service.operator().offers("input", "BOUND").get(0).get("price_ladder")).isEmpty();
    }

    @Test
    void aFeedRunIsStrictAboutItsBodyLikeEveryOtherAction() {
        assertInvalid(service.operator().call("POST", "/vendors/input/feed/runs", "{\"x\":1}"), "/x");
    }

    @Test
    void aJsonBodyDeclaredAsAnythingButApplicationJsonInUtf8IsRefused() {
        for (String type : new String[] {"text/plain", "application/xml", "application/json; charset=latin1",
                "application/x-www-form-urlencoded"}) {
            assertInvalid(typed("POST", "/vendors", "{\"slug\":\"typed\"}", type, null), "");
        }
        assertInvalid(typed("POST", "/vendors", "{\"slug\":\"typed\"}", "application/json", "gzip"), "");
        expect(service.operator().call("GET", "/vendors/typed", null), 404);

        expect(typed("POST", "/vendors", "{\"slug\":\"typed\"}", "application/json; charset=utf-8", null), 201);
        expect(typed("POST", "/vendors", "{\"slug\":\"typed-upper\"}", "Application/JSON;Charset=\"UTF-8\"",
                null), 201);
    }

    /** Unlike the vendor API, whose contract asks for the header, an operator's script may leave it out. */
    @Test
    void aJsonBodyWithoutAnyContentTypeIsReadAsJson() {
        expect(typed("POST", "/vendors", "{\"slug\":\"untyped-body\"}", null, null), 201);
        assertInvalid(typed("POST", "/vendors", "{\"slug\":\"untyped-gzip\"}", null, "gzip"), "");
    }

    @Test
    void anActionWhoseBodyIsOptionalNeedsNoContentTypeWhenNoBodyIsSent() {
        service.operator().vendor("untyped");

        expect(typed("POST", "/vendors/untyped/positions/link-recognised", null, null, null), 200);
        expect(typed("PATCH", "/vendors/untyped", null, null, null), 200);
        assertInvalid(typed("POST", "/vendors/untyped/positions/link-recognised", "{}", "text/plain", null), "");
    }

    private static Reply typed(String method, String path, String body, String contentType, String encoding) {
        HttpRequest.Builder request = service.http().request(method, "/admin/v1" + path,
                body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body))
                .header("Authorization", "Bearer " + E2eService.OPERATOR_TOKEN);
        if (contentType != null) {
            request.header("Content-Type", contentType);
        }
        if (encoding != null) {
            request.header("Content-Encoding", encoding);
        }
        return service.http().send(request);
    }

    private static Reply offer(String numbers) {
        return service.operator().call("POST", "/vendors/input/offers", "{\"sku\":\"BOUND\",\"catalog_product_id\":\""
                + catalogId + "\"," + numbers + "}");
    }

    private static void assertInvalid(Reply reply, String pointer) {
        expect(reply, 400);
        assertThat(reply.code()).isEqualTo("invalid_request");
        assertThat(reply.json().get("pointer").asText()).isEqualTo(pointer);
    }

    private static byte[] concat(String before, byte[] bytes, String after) {
        byte[] head = before.getBytes(StandardCharsets.UTF_8);
        byte[] tail = after.getBytes(StandardCharsets.UTF_8);
        byte[] out = new byte[head.length + bytes.length + tail.length];
        System.arraycopy(head, 0, out, 0, head.length);
        System.arraycopy(bytes, 0, out, head.length, bytes.length);
        System.arraycopy(tail, 0, out, head.length + bytes.length, tail.length);
        return out;
    }
}
