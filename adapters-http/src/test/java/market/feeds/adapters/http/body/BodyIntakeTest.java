package market.feeds.adapters.http.body;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import market.feeds.adapters.http.problem.ServiceUnavailable;
import market.feeds.adapters.http.support.Http.Reply;
import market.feeds.adapters.http.support.TestServer;
import market.feeds.domain.access.Scope;
import org.junit.jupiter.api.Test;

/** Memory follows bytes received, slow senders are cut, and a full budget answers 503 (decision 0504). */
class BodyIntakeTest {

    private static final long MIB = 1024 * 1024;
    private static final String KEY = "vfk_intake_writer";
    private static final String SMALL_BODY = "{\"items\":[{\"sku\":\"A-1\",\"price\":10}]}";
    /** Bounds on a loaded 2-core machine: generous margins, the point is "bounded", not "fast". */
    private static final Duration MARGIN = Duration.ofSeconds(5);

    @Test
    void aSmallDeclaredBodyHoldsOnlyItsDeclaredSizeWhileItArrives() throws Exception {
        BodyBudget budget = new BodyBudget(256 * MIB);
        try (TestServer server = server(budget, BodyIntake.DEADLINE);
             RawRequest trickle = new RawRequest(server.port(), "PATCH", "/v1/offers", KEY, SMALL_BODY.length())) {
            trickle.send(SMALL_BODY.substring(0, 10).getBytes(StandardCharsets.US_ASCII));

            await().atMost(MARGIN).until(() -> budget.freeBytes() < budget.totalBytes());
            long held = budget.totalBytes() - budget.freeBytes();
            assertThat(held).isEqualTo((long) SMALL_BODY.length() * BodyBudget.READ_COST_PER_BYTE);
            trickle.close();
            await().atMost(MARGIN).until(() -> budget.freeBytes() == budget.totalBytes());
        }
    }

    @Test
    void aDeclaredSixteenMebibyteBodyHoldsOnlyWhatHasArrived() throws Exception {
        BodyBudget budget = new BodyBudget(256 * MIB);
        try (TestServer server = server(budget, BodyIntake.DEADLINE);
             RawRequest trickle = new RawRequest(server.port(), "POST", "/v1/products", KEY, BoundedBody.LIMIT)) {
            trickle.send("{\"items\":[".getBytes(StandardCharsets.US_ASCII));

            await().atMost(MARGIN).until(() -> budget.freeBytes() < budget.totalBytes());
            long held = budget.totalBytes() - budget.freeBytes();
            assertThat(held).isEqualTo((long) BoundedBody.CHUNK * BodyBudget.READ_COST_PER_BYTE);
            trickle.close();
            await().atMost(MARGIN).until(() -> budget.freeBytes() == budget.totalBytes());
        }
    }

    @Test
    void aBodySlowerThanTheDeadlineIsCutWith400InvalidEnvelopeAndItsRoomGivenBack() throws Exception {
        BodyBudget budget = new BodyBudget(256 * MIB);
        Duration deadline = Duration.ofSeconds(2);
        try (TestServer server = server(budget, deadline);
             RawRequest slow = new RawRequest(server.port(), "POST", "/v1/products", KEY, 1000)) {
            long start = System.nanoTime();
            CompletableFuture<Void> trickling = CompletableFuture.runAsync(() -> trickle(slow));

            String answer = slow.answer();
            Duration took = Duration.ofNanos(System.nanoTime() - start);

            trickling.cancel(true);
            assertThat(RawRequest.status(answer)).isEqualTo(400);
            assertThat(answer).contains("\"code\":\"invalid_envelope\"").contains("did not arrive within")
                    .containsIgnoringCase("Connection: close");
            assertThat(took).isGreaterThanOrEqualTo(deadline.minusMillis(300)).isLessThan(deadline.plus(MARGIN));
            await().atMost(MARGIN).until(() -> budget.freeBytes() == budget.totalBytes());
        }
    }

    @Test
    void anEarlyAnswerToASenderThatStallsItsBodyGoesOutAfterTheDiscardBoundNotTheIdleTimeout() throws Exception {
        BodyBudget budget = new BodyBudget(256 * MIB);
        try (TestServer server = server(budget, BodyIntake.DEADLINE);
             RawRequest stalled = new RawRequest(server.port(), "POST", "/v1/products", "vfk_nobody", 1000)) {
            long start = System.nanoTime();

            String answer = stalled.answer();
            Duration took = Duration.ofNanos(System.nanoTime() - start);

            assertThat(RawRequest.status(answer)).isEqualTo(401);
            // The discard of the rest of the body is bounded by 5 s; the connection's idle timeout is 30 s.
            assertThat(took).isLessThan(Duration.ofSeconds(5).plus(MARGIN));
        }
    }

    @Test
    void aSenderThatFallsSilentMidBodyIsCutAtTheDeadlineNotAtTheIdleTimeout() throws Exception {
        BodyBudget budget = new BodyBudget(256 * MIB);
        Duration deadline = Duration.ofSeconds(2);
        try (TestServer server = server(budget, deadline);
             RawRequest silent = new RawRequest(server.port(), "PATCH", "/v1/offers", KEY, 1000)) {
            long start = System.nanoTime();
            silent.send("{\"items\":[".getBytes(StandardCharsets.US_ASCII));

            String answer = silent.answer();
            Duration took = Duration.ofNanos(System.nanoTime() - start);

            assertThat(RawRequest.status(answer)).isEqualTo(400);
            assertThat(answer).contains("\"code\":\"invalid_envelope\"").contains("did not arrive within 2 seconds");
            assertThat(took).isGreaterThanOrEqualTo(deadline.minusMillis(300)).isLessThan(deadline.plus(MARGIN));
            await().atMost(MARGIN).until(() -> budget.freeBytes() == budget.totalBytes());
        }
    }

    @Test
    void aRequestFindingNoRoomGets503WithRetryAfterWithinTheBoundWhileASmallRequestIsServed() throws Exception {
        BodyBudget budget = new BodyBudget(16 * MIB);
        try (TestServer server = server(budget, BodyIntake.DEADLINE);
             RawRequest holder = new RawRequest(server.port(), "POST", "/v1/products", KEY, BoundedBody.LIMIT);
             RawRequest late = new RawRequest(server.port(), "POST", "/v1/products", KEY, 2 * MIB)) {
            // 6 MiB arrived at 2 budget bytes each: 12 of 16 MiB held, the 2 MiB kept for small requests aside.
            holder.send(new byte[(int) (6 * MIB)]);
            await().atMost(MARGIN).until(() -> budget.freeBytes() < 4 * MIB);

            long start = System.nanoTime();
            CompletableFuture<Void> sending = CompletableFuture.runAsync(() -> send(late, new byte[(int) (2 * MIB)]));
            String answer = late.answer();
            Duration took = Duration.ofNanos(System.nanoTime() - start);
            long smallStart = System.nanoTime();
            Reply small = server.http.json("POST", "/v1/products", KEY, SMALL_BODY);
            Duration smallTook = Duration.ofNanos(System.nanoTime() - smallStart);

            assertThat(RawRequest.status(answer)).isEqualTo(503);
            assertThat(answer).contains("\"code\":\"service_unavailable\"").contains("Retry-After: " + ServiceUnavailable.RETRY_AFTER_SECONDS)
                    .contains("application/problem+json");
            assertThat(took).isGreaterThanOrEqualTo(BodyBudget.MAX_WAIT.minusMillis(300))
                    .isLessThan(BodyBudget.MAX_WAIT.plus(MARGIN));
            assertThat(small.status()).as("%s", small).isEqualTo(202);
            assertThat(smallTook).isLessThan(BodyBudget.MAX_WAIT);
            sending.get(MARGIN.toSeconds(), TimeUnit.SECONDS);
            holder.close();
            await().atMost(MARGIN).until(() -> budget.freeBytes() == budget.totalBytes());
        }
    }

    /**
     * A small body that fills its own-size chunk exactly is complete at its declared length: reading on to its end
     * must not ask for a further chunk, which a budget filled by large bodies has no room for.
     */
    @Test
    void aSmallBodyArrivingAfterItsHeadersIsServedWhileLargeBodiesFillTheBudget() throws Exception {
        BodyBudget budget = new BodyBudget(16 * MIB);
        try (TestServer server = server(budget, BodyIntake.DEADLINE);
             RawRequest holder = new RawRequest(server.port(), "POST", "/v1/products", KEY, BoundedBody.LIMIT);
             RawRequest small = new RawRequest(server.port(), "POST", "/v1/products", KEY, SMALL_BODY.length())) {
            // The small request's headers went first, so its body is read as it arrives, not at once.
            holder.send(new byte[(int) (6 * MIB)]);
            await().atMost(MARGIN).until(() -> budget.freeBytes() < 4 * MIB);

            small.send(SMALL_BODY.getBytes(StandardCharsets.US_ASCII));

            String answer = small.answer();
            assertThat(RawRequest.status(answer)).as(answer).isEqualTo(202);
        }
    }

    private static TestServer server(BodyBudget budget, Duration deadline) {
        TestServer server = new TestServer(new BodyIntake(budget, deadline));
        server.vendor.key(KEY, "acme", true, Scope.PRODUCTS_WRITE, Scope.OFFERS_WRITE);
        return server;
    }

    /** One byte every 300 ms, far below any useful rate, until the server gives up on it. */
    private static void trickle(RawRequest request) {
        try {
            for (int i = 0; i < 1000; i++) {
                request.send(new byte[] {' '});
                Thread.sleep(300);
            }
        } catch (Exception serverClosed) {
            // The server answered and closed: the trickle is over.
        }
    }

    private static void send(RawRequest request, byte[] bytes) {
        try {
            request.send(bytes);
        } catch (Exception serverClosed) {
            // The server may stop reading once it has answered.
        }
    }
}
