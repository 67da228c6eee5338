package market.feeds.adapters.http.body;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import market.feeds.adapters.http.problem.ServiceUnavailable;
import market.feeds.adapters.http.support.Http.Reply;
import market.feeds.adapters.http.support.TestServer;
import market.feeds.domain.access.Scope;
import org.junit.jupiter.api.Test;

/**
 * Decision 0504, amended: requests whose bodies arrive slowly hold threads only up to a bound, so that more slow
 * senders than the server has threads leave {@code /health} and every request without a body served, and a request
 * with a body beyond the bound is answered 503 at once.
 */
class BodyReadersTest {

    private static final long MIB = 1024 * 1024;
    private static final String KEY = "vfk_readers_writer";
    private static final String SMALL_BODY = "{\"items\":[{\"sku\":\"A-1\",\"price\":10}]}";
    /** More than Javalin's 250 server threads. */
    private static final int SLOW_SENDERS = 300;
    /** Bounds on a loaded 2-core machine: the point is "answered", not "fast"; the slow bodies' deadline is 30 s. */
    private static final Duration ANSWERED_WITHIN = Duration.ofSeconds(10);

    @Test
    void moreSlowSendersThanTheServerHasThreadsLeaveHealthAndRequestsWithoutABodyServed() throws Exception {
        BodyReaders readers = new BodyReaders(BodyReaders.DEFAULT);
        try (TestServer server = server(readers)) {
            List<RawRequest> slow = new ArrayList<>();
            try {
                for (int i = 0; i < SLOW_SENDERS; i++) {
                    RawRequest sender = new RawRequest(server.port(), "POST", "/v1/products", KEY, 1000);
                    sendQuietly(sender, "{\"items\":[");
                    slow.add(sender);
                }
                await().atMost(ANSWERED_WITHIN).until(() -> readers.free() == 0);

                Reply health = within(() -> server.http.json("GET", "/health", null, null));
                Reply whoami = within(() -> server.http.json("GET", "/v1/whoami", KEY, null));
                Reply write = within(() -> server.http.json("POST", "/v1/products", KEY, SMALL_BODY));

                assertThat(health.status()).isEqualTo(200);
                assertThat(whoami.status()).isEqualTo(200);
                assertThat(write.status()).isEqualTo(503);
                assertThat(write.code()).isEqualTo("service_unavailable");
                assertThat(write.header("Retry-After")).isEqualTo(String.valueOf(ServiceUnavailable.RETRY_AFTER_SECONDS));
            } finally {
                for (RawRequest sender : slow) {
                    sender.close();
                }
            }
            await().atMost(ANSWERED_WITHIN).until(() -> readers.free() == BodyReaders.DEFAULT);
            Reply after = server.http.json("POST", "/v1/products", KEY, SMALL_BODY);
            assertThat(after.status()).as(after.toString()).isEqualTo(202);
        }
    }

    @Test
    void aRequestWithABodyBeyondTheBoundIsRefusedAtOnceWithoutItsBodyBeingRead() throws Exception {
        BodyReaders readers = new BodyReaders(1);
        try (TestServer server = server(readers);
             RawRequest holder = new RawRequest(server.port(), "PATCH", "/v1/offers", KEY, 1000)) {
            holder.send("{\"items\":[".getBytes(StandardCharsets.US_ASCII));
            await().atMost(ANSWERED_WITHIN).until(() -> readers.free() == 0);

            try (RawRequest refused = new RawRequest(server.port(), "PATCH", "/v1/offers", KEY, 1000)) {
                // It never sends a byte of its body, yet it gets its answer, and the connection is closed.
                String answer = CompletableFuture.supplyAsync(() -> answerQuietly(refused))
                        .get(ANSWERED_WITHIN.toSeconds(), TimeUnit.SECONDS);

                assertThat(RawRequest.status(answer)).isEqualTo(503);
                assertThat(answer).contains("\"code\":\"service_unavailable\"").contains("application/problem+json")
                        .containsIgnoringCase("Connection: close").contains("X-Request-Id");
            }
            assertThat(readers.free()).isZero();
        }
    }

    private static TestServer server(BodyReaders readers) {
        TestServer server = new TestServer(new BodyIntake(new BodyBudget(256 * MIB), BodyIntake.DEADLINE, readers));
        server.vendor.key(KEY, "acme", true, Scope.PRODUCTS_WRITE, Scope.OFFERS_WRITE);
        // The rate limit is not what is tested: the slow senders would use it up.
        server.vendor.limit = Integer.MAX_VALUE;
        return server;
    }

    /** Bounded: on a server whose threads are all held, the call would wait until the slow bodies' deadline. */
    private static Reply within(java.util.function.Supplier<Reply> call) throws Exception {
        return CompletableFuture.supplyAsync(call).get(ANSWERED_WITHIN.toSeconds(), TimeUnit.SECONDS);
    }

    private static void sendQuietly(RawRequest sender, String text) {
        try {
            sender.send(text.getBytes(StandardCharsets.US_ASCII));
        } catch (IOException refusedAndClosed) {
            // Beyond the bound the server answers at once and closes: nothing more to send.
        }
    }

    private static String answerQuietly(RawRequest request) {
        try {
            return request.answer();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
