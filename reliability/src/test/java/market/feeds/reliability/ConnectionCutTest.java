package market.feeds.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Issue 12 case 2: the database connections reset (RST) or gone silent while a 5000-row {@code PATCH} is on the wire
 * → 503 within the bound, no batch applied in part, and the retry with the same key applied exactly once.
 */
class ConnectionCutTest {

    private static final int ROWS = 5000;
    /** The resolve and apply statements of 5000 rows send well over this: past it the batch is mid-flight. */
    private static final long BATCH_ON_THE_WIRE = 20_000;

    @RegisterExtension
    static final OneNode service = OneNode.withHeap("512m");
    static SeededVendor vendor;

    @BeforeAll
    static void seed() throws Exception {
        vendor = SeededVendor.create(service.node().api(), service.postgres(), "cut-wire", ROWS);
    }

    @Test
    void connectionsResetMidPatchGive503AndTheSameKeyRetryIsAppliedExactlyOnce() throws Exception {
        faultMidPatchThenRetry(new BigDecimal("111"), Bounds.NO_CONNECTION, () -> service.postgres().proxy().cutConnections(), () -> { });
    }

    @Test
    void aDatabaseGoneSilentMidPatchGives503WithinTheStatementBoundAndTheSameKeyRetryIsAppliedExactlyOnce()
            throws Exception {
        faultMidPatchThenRetry(new BigDecimal("122"), Bounds.SILENT_DATABASE, () -> service.postgres().proxy().stall(),
                () -> service.postgres().healCuttingStalledConnections());
    }

    private void faultMidPatchThenRetry(BigDecimal price, Duration bound, Runnable fault, Runnable repair)
            throws Exception {
        Map<BigDecimal, Integer> before = vendor.pricesIn(service.postgres());
        int executedBefore = vendor.executedRequests(service.postgres());
        String key = "cut-" + UUID.randomUUID();
        String body = vendor.everyPriceTo(price);
        long wireAtStart = service.postgres().proxy().upstreamBytes();
        CompletableFuture<Api.Reply> patch = CompletableFuture.supplyAsync(
                () -> service.node().api().vendor("PATCH", "/v1/offers", vendor.key(), key, body));
        service.postgres().awaitUpstream(wireAtStart + BATCH_ON_THE_WIRE, patch);
        Instant cut = Instant.now();
        fault.run();
        Api.Reply reply;
        try {
            reply = patch.join();
        } finally {
            repair.run();
        }
        long afterFault = Duration.between(cut, Instant.now()).toMillis();
        Bounds.figure("case 2 %s: first answer %d after %d ms from the fault", bound == Bounds.NO_CONNECTION
                ? "reset" : "stall", reply.status(), afterFault);

        assertThat(vendor.pricesIn(service.postgres())).as("all-before or all-after, never part of the batch")
                .hasSize(1).satisfiesAnyOf(
                        prices -> assertThat(prices).isEqualTo(before),
                        prices -> assertThat(prices).containsOnlyKeys(price));
        Answers.serviceUnavailableWithin(new Api.Reply(reply.status(), reply.retryAfter(), reply.body(), afterFault,
                reply.failure()), bound);

        Api.Reply retry = awaitNot503(key, body);
        assertThat(retry.status()).as("%s", retry).isEqualTo(202);
        Api.Reply replay = service.node().api().vendor("PATCH", "/v1/offers", vendor.key(), key, body);
        assertThat(replay.status()).isEqualTo(202);
        assertThat(replay.json()).isEqualTo(retry.json());
        assertThat(vendor.pricesIn(service.postgres())).containsOnlyKeys(price);
        assertThat(vendor.executedRequests(service.postgres())).as("applied exactly once").isEqualTo(executedBefore + 1);
    }

    /** The pool may still hand out a connection the fault broke: the contract wants the next request to succeed. */
    private static Api.Reply awaitNot503(String key, String body) {
        Instant deadline = Instant.now().plus(Bounds.RECOVERY);
        Api.Reply reply;
        do {
            reply = service.node().api().vendor("PATCH", "/v1/offers", vendor.key(), key, body);
        } while (reply.status() == 503 && Instant.now().isBefore(deadline));
        return reply;
    }
}
