package market.feeds.bootstrap.e2e;

import static market.feeds.bootstrap.e2e.Operator.expect;
import static market.feeds.bootstrap.e2e.VendorStatusCodesE2eTest.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import market.feeds.adapters.http.support.Http.Reply;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** 429 with Retry-After under a small configured limit: per vendor, dry runs counted on their own. */
class RateLimitE2eTest {

    @RegisterExtension
    static final OneService service =
            OneService.perClass(Map.of("FEEDS_RATE_OFFERS", "2/PT60S", "FEEDS_RATE_PRODUCTS", "2/PT10M"));

    @Test
    void theThirdOfferUpdateInAWindowIs429WithRetryAfter() {
        VendorClient vendor =
                new VendorClient(service.http(), service.operator().writerKey(service.operator().vendor("rl-o")));
        String body = Bodies.items(Bodies.offer("X", "\"stock\":1"));
        Reply first = expect(vendor.offers(body), 202);
        expect(vendor.offers(body), 202);

        Reply limited = vendor.offers(body);

        assertThat(first.header("RateLimit-Policy")).isEqualTo("\"offers\";q=2;w=60");
        assertProblem(limited, 429, "rate_limited");
        int retryAfter = Integer.parseInt(limited.header("Retry-After"));
        assertThat(retryAfter).isBetween(1, 60);
        assertThat(limited.header("RateLimit")).startsWith("\"offers\";r=0;t=");
    }

    @Test
    void dryRunsHaveTheirOwnCountAndEveryKeyOfAVendorSharesOne() {
        String slug = service.operator().vendor("rl-d");
        VendorClient one = new VendorClient(service.http(), service.operator().writerKey(slug));
        VendorClient two = new VendorClient(service.http(), service.operator().writerKey(slug));
        String body = Bodies.items(Bodies.product("P-1"));
        expect(one.products(body), 202);
        expect(two.products(body), 202);
        assertProblem(one.products(body), 429, "rate_limited");

        expect(one.write("POST", "/v1/products?dry_run=true", body, null), 200);
        expect(two.write("POST", "/v1/products?dry_run=true", body, null), 200);
        assertProblem(two.write("POST", "/v1/products?dry_run=true", body, null), 429, "rate_limited");
    }

    @Test
    void refusedRequestsCountButUnauthenticatedOnesDoNot() {
        VendorClient vendor =
                new VendorClient(service.http(), service.operator().writerKey(service.operator().vendor("rl-r")));
        for (int i = 0; i < 5; i++) {
            service.http().json("PATCH", "/v1/offers", "vfk_unknown", "{}");
        }
        assertProblem(vendor.write("PATCH", "/v1/offers", "not json", VendorClient.freshKey()), 400, "invalid_envelope");
        expect(vendor.offers(Bodies.items(Bodies.offer("X", "\"stock\":1"))), 202);

        assertProblem(vendor.offers(Bodies.items(Bodies.offer("X", "\"stock\":1"))), 429, "rate_limited");
    }

    @Test
    void whoamiAndRejectionsAreNotMetered() {
        VendorClient vendor =
                new VendorClient(service.http(), service.operator().writerKey(service.operator().vendor("rl-w")));
        for (int i = 0; i < 5; i++) {
            expect(vendor.whoami(), 200);
        }
        expect(vendor.offers(Bodies.items(Bodies.offer("X", "\"stock\":1"))), 202);
    }
}
