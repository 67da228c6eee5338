package market.feeds.bootstrap.e2e;

import static market.feeds.bootstrap.e2e.Operator.expect;
import static market.feeds.bootstrap.e2e.VendorStatusCodesE2eTest.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import market.feeds.adapters.http.support.Http.Reply;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Idempotent replay and key reuse; dry runs answer like real calls and write nothing. */
class IdempotencyAndDryRunE2eTest {

    @RegisterExtension
    static final OneService service = OneService.perClass();
    private static Operator operator;
    private static String catalogId;

    @BeforeAll
    static void seed() {
        operator = service.operator();
        catalogId = operator.catalogProduct("Idempotent seed", "Agro", "seeds", "bag");
    }

    @Test
    void aReplayAnswersTheStoredStatusAndBodyAndCreatesNothing() {
        String slug = operator.vendor("replay-p");
        VendorClient vendor = new VendorClient(service.http(), operator.writerKey(slug));
        String key = VendorClient.freshKey();
        String body = Bodies.items(Bodies.product("R-1"), "{\"sku\":\"R-2\"}");

        Reply first = expect(vendor.write("POST", "/v1/products", body, key), 202);
        Reply replay = expect(vendor.write("POST", "/v1/products", body, key), 202);

        assertThat(first.header("Idempotent-Replayed")).isNull();
        assertThat(replay.header("Idempotent-Replayed")).isEqualTo("true");
        assertThat(replay.json()).isEqualTo(first.json());
        assertThat(operator.positions(slug, "?sku=R-1")).hasSize(1);
        assertThat(expect(operator.call("GET", "/vendors/" + slug + "/journal", null), 200).json()).hasSize(1);
    }

    @Test
    void anOfferReplayAppliesNothingTwice() {
        String slug = operator.vendor("replay-o");
        VendorClient vendor = new VendorClient(service.http(), operator.writerKey(slug));
        operator.offer(slug, "RO-1", catalogId, "10", "5");
        String key = VendorClient.freshKey();

        Reply first = expect(vendor.write("PATCH", "/v1/offers", Bodies.items(Bodies.offer("RO-1", "\"price\":11")), key), 202);
        expect(vendor.offers(Bodies.items(Bodies.offer("RO-1", "\"price\":12"))), 202);
        Reply replay = expect(vendor.write("PATCH", "/v1/offers", Bodies.items(Bodies.offer("RO-1", "\"price\":11")), key), 202);

        assertThat(replay.json()).isEqualTo(first.json());
        assertThat(replay.header("Idempotent-Replayed")).isEqualTo("true");
        assertThat(operator.offers(slug, "RO-1").get(0).get("price").decimalValue()).isEqualByComparingTo("12");
    }

    @Test
    void theSameKeyWithAnotherBodyIsReused() {
        VendorClient vendor = new VendorClient(service.http(), operator.writerKey(operator.vendor("reuse")));
        String key = VendorClient.freshKey();
        expect(vendor.write("PATCH", "/v1/offers", Bodies.items(Bodies.offer("X", "\"stock\":1")), key), 202);

        assertProblem(vendor.write("PATCH", "/v1/offers", Bodies.items(Bodies.offer("X", "\"stock\":2")), key), 409,
                "idempotency_key_reused");
    }

    @Test
    void keysAreScopedPerVendor() {
        VendorClient one = new VendorClient(service.http(), operator.writerKey(operator.vendor("scope-a")));
        VendorClient two = new VendorClient(service.http(), operator.writerKey(operator.vendor("scope-b")));
        String key = VendorClient.freshKey();
        String body = Bodies.items(Bodies.offer("X", "\"stock\":1"));

        Reply first = expect(one.write("PATCH", "/v1/offers", body, key), 202);
        Reply second = expect(two.write("PATCH", "/v1/offers", body, key), 202);

        assertThat(second.header("Idempotent-Replayed")).isNull();
        assertThat(second.json().get("request_id")).isNotEqualTo(first.json().get("request_id"));
    }

    @Test
    void dryRunsNeedNoKeyAnswer200AndWriteNothing() {
        String slug = operator.vendor("dry");
        VendorClient vendor = new VendorClient(service.http(), operator.writerKey(slug));
        operator.offer(slug, "D-1", catalogId, "10", "5");

        Reply offers = expect(vendor.write("PATCH", "/v1/offers?dry_run=true",
                Bodies.items(Bodies.offer("D-1", "\"price\":20,\"discontinued\":true")), null), 200);
        Reply products = expect(vendor.write("POST", "/v1/products?dry_run=true",
                Bodies.items(Bodies.product("D-2")), null), 200);

        assertThat(offers.json().get("applied").asInt()).isEqualTo(1);
        assertThat(products.json().get("accepted").asInt()).isEqualTo(1);
        assertThat(products.json().get("job_id").isNull()).isTrue();
        var offer = operator.offers(slug, "D-1").get(0);
        assertThat(offer.get("price").decimalValue()).isEqualByComparingTo("10");
        assertThat(offer.get("discontinued").asBoolean()).isFalse();
        assertThat(operator.positions(slug, "?sku=D-2")).isEmpty();
    }
}
