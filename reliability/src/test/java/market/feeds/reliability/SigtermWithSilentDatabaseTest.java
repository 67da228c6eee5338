package market.feeds.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Audit s29c L4: a SIGTERM that finds a request waiting on a database gone silent. The stop does not wait out the
 * 35 s read bound (decision 0406), and the request must not lose its connection unanswered when Jetty's 5 s for
 * in-flight requests end: it is answered 503 with {@code Retry-After}, nothing applied, and the process exits
 * within the orderly-stop bound.
 */
class SigtermWithSilentDatabaseTest {

    private static final int ROWS = 5000;
    /** The resolve and apply statements of 5000 rows send well over this: past it the batch is mid-flight. */
    private static final long BATCH_ON_THE_WIRE = 20_000;

    @TempDir
    static Path work;

    @Test
    void aRequestWaitingOnASilentDatabaseWhenTheStopComesIsAnswered503AndTheProcessExitsInTime() throws Exception {
        ControlledPostgres postgres = ControlledPostgres.shared();
        ServiceNode node = ServiceNode.start(work, postgres, "512m", Map.of());
        try {
            SeededVendor vendor = SeededVendor.create(node.api(), postgres, "sigterm-silent", ROWS);
            Map<BigDecimal, Integer> before = vendor.pricesIn(postgres);
            long wireAtStart = postgres.proxy().upstreamBytes();
            String body = vendor.everyPriceTo(new BigDecimal("7"));
            CompletableFuture<Api.Reply> patch = CompletableFuture.supplyAsync(() -> node.api().vendor("PATCH",
                    "/v1/offers", vendor.key(), "silent-" + UUID.randomUUID(), body));
            postgres.awaitUpstream(wireAtStart + BATCH_ON_THE_WIRE, patch);
            Api.Reply reply;
            Instant stop;
            int exit;
            try {
                postgres.proxy().stall();
                stop = Instant.now();
                exit = node.terminate(Duration.ofSeconds(60));
                reply = patch.join();
            } finally {
                postgres.healCuttingStalledConnections();
            }
            long stopMillis = Duration.between(stop, Instant.now()).toMillis();
            Bounds.figure("SIGTERM with a silent database: request answered %d after %d ms, process exited (%d) within"
                    + " %d ms", reply.status(), reply.millis(), exit, stopMillis);

            assertThat(reply.status()).as("the request in flight is answered, not cut: %s", reply).isEqualTo(503);
            assertThat(reply.retryAfter()).as("%s", reply).isPresent();
            assertThat(reply.json().path("code").asText()).isEqualTo("service_unavailable");
            assertThat(stopMillis).as("SIGTERM to exit").isLessThan(Bounds.millis(Bounds.ORDERLY_STOP));
            assertThat(vendor.pricesIn(postgres)).as("nothing applied").isEqualTo(before);
        } finally {
            node.close();
        }
    }
}
