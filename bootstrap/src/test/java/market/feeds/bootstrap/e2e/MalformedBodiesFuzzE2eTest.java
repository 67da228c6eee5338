package market.feeds.bootstrap.e2e;

import static market.feeds.bootstrap.e2e.Operator.expect;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Set;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.adapters.http.support.Http.Reply;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * 1000 seeded mutations of valid bodies (truncated, bytes flipped, deep nesting, huge numbers, duplicate
 * keys, invalid UTF-8, NUL in strings …) each get a 400 problem with a contract code; the data is untouched.
 */
@ExtendWith(FreshSchemaExtension.class)
class MalformedBodiesFuzzE2eTest {

    private static final long SEED = 20261121L;
    private static final int RUNS = 1000;
    private static final Set<String> REQUEST_CODES = Set.of("invalid_envelope", "unknown_field", "no_items",
            "too_many_items");

    private static E2eService service;

    @BeforeAll
    static void start(TestSchema schema) {
        service = E2eService.start(schema, Map.of("FEEDS_RATE_OFFERS", "100000/PT60S",
                "FEEDS_RATE_PRODUCTS", "100000/PT60S"));
    }

    @AfterAll
    static void stop() {
        service.close();
    }

    @Test
    void everyMutatedBodyIsA400WithAContractCodeAndTheDatabaseIsUnchanged() {
        String slug = service.operator.vendor("fuzz");
        VendorClient vendor = new VendorClient(service.http, service.operator.writerKey(slug));
        String catalogId = service.operator.catalogProduct("Fuzz seed", "Agro", "seeds", "bag");
        service.operator.offer(slug, "F-1", catalogId, "10", "5");
        String products = Bodies.items(Bodies.product("F-1"), Bodies.product("F-2").replace("}", ",\"moq\":2.5}"));
        String offers = Bodies.items(Bodies.offer("F-1", "\"price\":11.25,\"stock\":3,\"discontinued\":true"),
                Bodies.offer("F-2", "\"moq\":1,\"updated_at\":\"2026-11-21T08:00:00Z\""));
        Map<String, String> before = DatabaseSnapshot.of(service.database());
        assertThat(before).containsKeys("offers", "sku_mappings", "positions", "product_jobs");
        BodyMutator mutator = new BodyMutator(SEED);

        for (int run = 0; run < RUNS; run++) {
            boolean toOffers = run % 2 == 0;
            BodyMutator.Mutation mutation = mutator.mutate(toOffers ? offers : products);
            Reply reply = service.http.send(service.http.jsonRequest(toOffers ? "PATCH" : "POST",
                    toOffers ? "/v1/offers" : "/v1/products", vendor.key, mutation.body())
                    .header("Idempotency-Key", VendorClient.freshKey()));

            assertThat(reply.status()).as("run %d (%s): %s", run, mutation.kind(), reply).isEqualTo(400);
            assertThat(reply.header("Content-Type")).startsWith("application/problem+json");
            assertThat(reply.code()).as("run %d (%s)", run, mutation.kind()).isIn(REQUEST_CODES);
        }

        assertThat(DatabaseSnapshot.of(service.database())).isEqualTo(before);
        assertThat(service.operator.offers(slug, "F-1").get(0).get("price").decimalValue()).isEqualByComparingTo("10");
        assertThat(service.operator.positions(slug, "")).isEmpty();
        expect(vendor.whoami(), 200);
    }
}
