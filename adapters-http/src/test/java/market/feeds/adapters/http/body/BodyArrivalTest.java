package market.feeds.adapters.http.body;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import market.feeds.adapters.http.support.TestServer;
import market.feeds.domain.access.Scope;
import org.junit.jupiter.api.Test;

/**
 * A body that arrived whole with its headers is read at once on the request's thread, with no asynchronous round;
 * one whose rest is still on its way is read as its bytes come, and whole (decision 0508, amended).
 */
class BodyArrivalTest {

    private static final long MIB = 1024 * 1024;
    private static final String KEY = "vfk_arrival_writer";
    private static final byte[] BODY = "{\"items\":[{\"sku\":\"A-1\",\"price\":10},{\"sku\":\"B-2\",\"price\":20}]}"
            .getBytes(StandardCharsets.US_ASCII);
    /** Bounds on a loaded 2-core machine: the point is "answered", not "fast". */
    private static final Duration MARGIN = Duration.ofSeconds(5);

    @Test
    void aBodyThatArrivedWithItsHeadersIsReadAtOnceOnTheRequestsThread() throws Exception {
        BodyIntake intake = new BodyIntake(new BodyBudget(256 * MIB), BodyIntake.DEADLINE);
        try (TestServer server = server(intake);
             RawRequest whole = new RawRequest(server.port(), "POST", "/v1/products", KEY, BODY.length, BODY)) {
            assertThat(RawRequest.status(whole.answer())).isEqualTo(202);

            assertThat(intake.arrivals().readWhole()).isEqualTo(1);
            assertThat(intake.arrivals().readInParts()).isZero();
            assertThat(server.vendor.productCommands).singleElement()
                    .satisfies(command -> assertThat(command.body()).isEqualTo(BODY));
        }
    }

    @Test
    void aBodyWhoseRestArrivesAfterAPauseIsReadAsItComesAndWhole() throws Exception {
        BodyIntake intake = new BodyIntake(new BodyBudget(256 * MIB), BodyIntake.DEADLINE);
        int half = BODY.length / 2;
        try (TestServer server = server(intake);
             RawRequest parts = new RawRequest(server.port(), "PATCH", "/v1/offers", KEY, BODY.length,
                     Arrays.copyOf(BODY, half))) {
            // The handler has read what was there and waits, holding its first chunk but no thread.
            await().atMost(MARGIN).until(() -> intake.arrivals().readInParts() == 1);
            await().atMost(MARGIN).until(() -> intake.budget().freeBytes() < intake.budget().totalBytes());

            parts.send(Arrays.copyOfRange(BODY, half, BODY.length));

            assertThat(RawRequest.status(parts.answer())).isEqualTo(202);
            assertThat(intake.arrivals().readWhole()).isZero();
            assertThat(server.vendor.offerCommands).singleElement()
                    .satisfies(command -> assertThat(command.body()).isEqualTo(BODY));
        }
        await().atMost(MARGIN).until(() -> intake.budget().freeBytes() == intake.budget().totalBytes());
    }

    private static TestServer server(BodyIntake intake) {
        TestServer server = new TestServer(intake);
        server.vendor.key(KEY, "acme", true, Scope.PRODUCTS_WRITE, Scope.OFFERS_WRITE);
        return server;
    }
}
