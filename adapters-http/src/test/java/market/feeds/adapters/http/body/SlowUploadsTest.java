package market.feeds.adapters.http.body;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import market.feeds.adapters.http.support.Http.Reply;
import market.feeds.adapters.http.support.TestServer;
import market.feeds.domain.access.Scope;
import org.junit.jupiter.api.Test;

/**
 * Request bodies that arrive slowly hold their (bounded) memory but no server thread, so more of them than the server
 * has threads leave health probes, reads and prompt writes answered (decision 0508).
 */
class SlowUploadsTest {

    private static final long MIB = 1024 * 1024;
    private static final String KEY = "vfk_slow_uploads_writer";
    private static final String SMALL_BODY = "{\"items\":[{\"sku\":\"A-1\",\"price\":10}]}";
    /** A small pool, so that a few dozen sockets outnumber it; production keeps Javalin's 250. */
    private static final int THREADS = 12;
    private static final int SLOW_WRITES = 30;
    private static final int SLOW_UNKEYED = 30;
    /** A bound on a loaded 2-core machine, far below the 30 s body deadline the slow bodies could hold a thread for. */
    private static final Duration PROBE = Duration.ofSeconds(5);

    @Test
    void moreSlowBodiesThanServerThreadsLeaveHealthWhoamiAndAPromptWriteAnswered() throws Exception {
        BodyBudget budget = new BodyBudget(256 * MIB);
        List<RawRequest> slow = new ArrayList<>();
        try (TestServer server = new TestServer(new BodyIntake(budget, BodyIntake.DEADLINE), THREADS)) {
            server.vendor.key(KEY, "acme", true, Scope.PRODUCTS_WRITE, Scope.OFFERS_WRITE);
            server.vendor.limit = 1000;
            byte[] body = paddedTo(SMALL_BODY, 4096);
            for (int i = 0; i < SLOW_WRITES; i++) {
                RawRequest write = new RawRequest(server.port(), "POST", "/v1/products", KEY, body.length);
                write.send(java.util.Arrays.copyOf(body, 10));
                slow.add(write);
            }
            for (int i = 0; i < SLOW_UNKEYED; i++) {
                RawRequest unkeyed = new RawRequest(server.port(), "PATCH", "/v1/offers", "vfk_nobody", 4096);
                unkeyed.send(new byte[] {'{'});
                slow.add(unkeyed);
            }
            // Every keyed body is being read at once: more of them than the server has threads.
            long firstChunks = (long) SLOW_WRITES * body.length * BodyBudget.READ_COST_PER_BYTE;
            await().atMost(PROBE).until(() -> budget.totalBytes() - budget.freeBytes() == firstChunks);

            assertThat(probe(server, server.http.request("GET", "/health", HttpRequest.BodyPublishers.noBody()))
                    .status()).isEqualTo(200);
            assertThat(probe(server, server.http.jsonRequest("GET", "/v1/whoami", KEY, null)).status()).isEqualTo(200);
            HttpRequest.Builder prompt = server.http.jsonRequest("POST", "/v1/products", KEY,
                    SMALL_BODY.getBytes(StandardCharsets.UTF_8)).header("Idempotency-Key", "prompt-0123456789abcdef");
            assertThat(probe(server, prompt).status()).isEqualTo(202);

            // A slow body that does complete is answered as any other.
            RawRequest finishing = slow.get(0);
            finishing.send(java.util.Arrays.copyOfRange(body, 10, body.length));
            assertThat(RawRequest.status(finishing.answer())).isEqualTo(202);
        } finally {
            for (RawRequest request : slow) {
                request.close();
            }
        }
        await().atMost(PROBE).until(() -> budget.freeBytes() == budget.totalBytes());
    }

    private static Reply probe(TestServer server, HttpRequest.Builder request) {
        return server.http.send(request.timeout(PROBE));
    }

    /** The JSON document followed by spaces up to {@code length} bytes: still one valid body. */
    private static byte[] paddedTo(String json, int length) {
        return (json + " ".repeat(length - json.length())).getBytes(StandardCharsets.US_ASCII);
    }
}
