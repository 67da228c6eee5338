package market.feeds.bootstrap.e2e;

import static market.feeds.bootstrap.e2e.Operator.expect;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import market.feeds.adapters.http.support.Http.Reply;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Issue 12 case 7: seeded mutations of valid bodies (truncated, bytes flipped, deep nesting, huge numbers, duplicate
 * keys, invalid UTF-8, NUL in strings …), 1000 per write endpoint and 1000 feed bodies for the pull reader: each
 * write gets a 400 problem with a contract code, each pull a failed run with one, never a 5xx or a reset (a reset
 * fails the send), and the data is untouched. Every assertion names the seed and the run to replay it.
 */
class MalformedBodiesFuzzE2eTest {

    private static final long SEED = 20261121L;
    private static final int RUNS_PER_ENDPOINT = 1000;
    private static final Set<String> REQUEST_CODES = Set.of("invalid_envelope", "unknown_field", "no_items",
            "too_many_items");
    /** A feed answer may also fail before the envelope: the pull-run codes for bytes that are not UTF-8 or JSON. */
    private static final Set<String> FEED_CODES = Set.of("invalid_envelope", "unknown_field", "no_items",
            "too_many_items", "bad_encoding", "malformed_json");

    private static final LoopbackFeed feed = new LoopbackFeed();
    @RegisterExtension
    static final OneService service =
            OneService.perClass(unthrottled(feed.environment()), feed.resolver()).closing(feed);

    private static Map<String, String> unthrottled(Map<String, String> feedEnvironment) {
        Map<String, String> environment = new HashMap<>(feedEnvironment);
        environment.put("FEEDS_RATE_OFFERS", "100000/PT60S");
        environment.put("FEEDS_RATE_PRODUCTS", "100000/PT60S");
        return environment;
    }

    @Test
    void everyMutatedBodyIsA400WithAContractCodeAndTheDatabaseIsUnchanged() {
        String slug = service.operator().vendor("fuzz");
        VendorClient vendor = new VendorClient(service.http(), service.operator().writerKey(slug));
        String catalogId = service.operator().catalogProduct("Fuzz seed", "Agro", "seeds", "bag");
        service.operator().offer(slug, "F-1", catalogId, "10", "5");
        String products = Bodies.items(Bodies.product("F-1"), Bodies.product("F-2").replace("}", ",\"moq\":2.5}"));
        String offers = Bodies.items(Bodies.offer("F-1", "\"price\":11.25,\"stock\":3,\"discontinued\":true"),
                Bodies.offer("F-2", "\"moq\":1,\"updated_at\":\"2026-11-21T08:00:00Z\""));
        Map<String, String> before = DatabaseSnapshot.of(service.database());
        assertThat(before).containsKeys("offers", "sku_mappings", "positions", "product_jobs");
        BodyMutator mutator = new BodyMutator(SEED);

        for (int run = 0; run < 2 * RUNS_PER_ENDPOINT; run++) {
            boolean toOffers = run % 2 == 0;
            BodyMutator.Mutation mutation = mutator.mutate(toOffers ? offers : products);
            Reply reply = service.http().send(service.http().jsonRequest(toOffers ? "PATCH" : "POST",
                    toOffers ? "/v1/offers" : "/v1/products", vendor.key, mutation.body())
                    .header("Idempotency-Key", VendorClient.freshKey()));

            assertThat(reply.status()).as("seed %d run %d (%s): %s", SEED, run, mutation.kind(), reply).isEqualTo(400);
            assertThat(reply.header("Content-Type")).startsWith("application/problem+json");
            assertThat(reply.code()).as("seed %d run %d (%s)", SEED, run, mutation.kind()).isIn(REQUEST_CODES);
        }

        assertThat(DatabaseSnapshot.of(service.database())).isEqualTo(before);
        assertThat(service.operator().offers(slug, "F-1").get(0).get("price").decimalValue())
                .isEqualByComparingTo("10");
        assertThat(service.operator().positions(slug, "")).isEmpty();
        expect(vendor.whoami(), 200);
    }

    @Test
    void everyMutatedFeedBodyIsAFailedRunWithAContractCodeAndTheDatabaseIsUnchanged() {
        String slug = service.operator().vendor("fuzz-feed");
        String catalogId = service.operator().catalogProduct("Fuzz feed seed", "Agro", "seeds", "bag");
        service.operator().offer(slug, "F-1", catalogId, "10", "5");
        expect(service.operator().call("PUT", "/vendors/" + slug + "/feed", "{\"url\":\"" + LoopbackFeed.URL
                + "\",\"hour\":3,\"time_zone\":\"UTC\"}"), 200);
        String offers = Bodies.items(Bodies.offer("F-1", "\"price\":11.25,\"stock\":3,\"discontinued\":true"),
                Bodies.offer("F-2", "\"moq\":1,\"updated_at\":\"2026-11-21T08:00:00Z\""));
        Map<String, String> before = DatabaseSnapshot.of(service.database());
        BodyMutator mutator = new BodyMutator(SEED + 1);

        for (int run = 0; run < RUNS_PER_ENDPOINT; run++) {
            BodyMutator.Mutation mutation = mutator.mutate(offers);
            feed.answer(200, mutation.body());
            Reply reply = service.operator().call("POST", "/vendors/" + slug + "/feed/runs", null);

            assertThat(reply.status()).as("seed %d feed run %d (%s): %s", SEED + 1, run, mutation.kind(), reply)
                    .isEqualTo(200);
            JsonNode result = reply.json();
            assertThat(result.path("status").asText()).as("seed %d feed run %d (%s): %s", SEED + 1, run,
                    mutation.kind(), result).isEqualTo("failed");
            assertThat(result.path("code").asText()).as("seed %d feed run %d (%s)", SEED + 1, run, mutation.kind())
                    .isIn(FEED_CODES);
        }

        Map<String, String> after = DatabaseSnapshot.of(service.database());
        assertThat(after.get("offers")).isEqualTo(before.get("offers"));
        assertThat(after.get("sku_mappings")).isEqualTo(before.get("sku_mappings"));
        assertThat(service.operator().offers(slug, "F-1").get(0).get("price").decimalValue())
                .isEqualByComparingTo("10");
    }
}
