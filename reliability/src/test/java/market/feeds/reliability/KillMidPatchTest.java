package market.feeds.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 12 case 3: {@code kill -9} of the service at a random moment of a 5000-row PATCH, a few seeded rounds. */
class KillMidPatchTest {

    private static final long SEED = 12_003L;
    private static final int ROUNDS = 4;
    private static final int ROWS = 5000;

    @TempDir
    static Path work;
    static ControlledPostgres postgres;

    @BeforeAll
    static void start() {
        postgres = ControlledPostgres.shared();
    }

    @Test
    void aKill9MidPatchLeavesTheBatchAllBeforeOrAllAfter() throws Exception {
        Random random = new Random(SEED);
        SeededVendor vendor = null;
        long typicalMillis = 0;
        int applied = 0;
        for (int round = 1; round <= ROUNDS; round++) {
            ServiceNode node = ServiceNode.start(work, postgres, "512m", Map.of());
            try {
                if (vendor == null) {
                    vendor = SeededVendor.create(node.api(), postgres, "killed-mid-patch", ROWS);
                    // One whole PATCH first: the kills then land across its real duration on this machine.
                    Api.Reply whole = node.api().vendor("PATCH", "/v1/offers", vendor.key(), "warm-" + UUID.randomUUID(),
                            vendor.everyPriceTo(BigDecimal.valueOf(299)));
                    assertThat(whole.status()).as("%s", whole).isEqualTo(202);
                    typicalMillis = whole.millis();
                }
                Map<BigDecimal, Integer> before = vendor.pricesIn(postgres);
                BigDecimal price = BigDecimal.valueOf(300 + round);
                String body = vendor.everyPriceTo(price);
                SeededVendor patched = vendor;
                CompletableFuture<Api.Reply> patch = CompletableFuture.supplyAsync(() -> node.api().vendor(
                        "PATCH", "/v1/offers", patched.key(), "kill-" + UUID.randomUUID(), body));
                // Random moments across the request: parsing, judging, the transaction, the answer.
                Api.pause(Duration.ofMillis(random.nextInt((int) (typicalMillis * 13 / 10) + 1)));
                node.kill();
                Api.Reply reply = patch.join();

                Map<BigDecimal, Integer> after = vendor.pricesIn(postgres);
                assertThat(after).as("round %d, answer %s", round, reply).hasSize(1)
                        .satisfiesAnyOf(p -> assertThat(p).isEqualTo(before), p -> assertThat(p).containsOnlyKeys(price));
                if (reply.status() == 202) {
                    assertThat(after).as("an acknowledged PATCH is durable").containsOnlyKeys(price);
                }
                applied += after.containsKey(price) ? 1 : 0;
            } finally {
                node.close();
            }
        }
        Bounds.figure("case 3: %d rounds of kill -9 mid-PATCH (seed %d, whole PATCH %d ms), %d all-after, %d all-before,"
                + " 0 partial", ROUNDS, SEED, typicalMillis, applied, ROUNDS - applied);
    }
}
