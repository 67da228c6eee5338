package market.feeds.adapters.http.body;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import market.feeds.adapters.http.support.TestServer;
import market.feeds.domain.access.Scope;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A client that sends {@code Expect: 100-continue} waits for the server before sending its body (RFC 9110
 * §10.1.1). An early answer (401, 413, …) is its final answer at once, never a {@code 100 (Continue)} that invites
 * an upload only to throw it away; a request that is admitted is invited and served as before.
 */
class ExpectContinueTest {

    private static final String KEY = "vfk_expect_writer";
    private static final String EXPECT = "Expect: 100-continue\r\n";
    private static final String SMALL_BODY = "{\"items\":[{\"sku\":\"A-1\",\"price\":10}]}";
    /** Below the 5 s an early answer may otherwise wait for a body it discards. */
    private static final Duration BEFORE_THE_DISCARD_BOUND = Duration.ofSeconds(4);

    @ParameterizedTest(name = "{0} {1} with key {2}, {3} bytes declared: {4}")
    @CsvSource({
            // declared over the 16 MiB limit
            "POST,  /v1/products, vfk_expect_writer, 20000000, 413",
            // a key nobody holds
            "PATCH, /v1/offers,   vfk_nobody,        1000000,  401",
    })
    void anEarlyAnswerComesBeforeTheClientIsAskedToSendItsBody(String method, String path, String key,
            long declared, int status) throws Exception {
        try (TestServer server = server();
             RawRequest request = new RawRequest(server.port(), method, path, key, declared, new byte[0], EXPECT)) {
            long start = System.nanoTime();

            String answer = request.answer();
            Duration took = Duration.ofNanos(System.nanoTime() - start);

            assertThat(RawRequest.status(answer)).as(answer).isEqualTo(status);
            assertThat(answer).doesNotContain("100 Continue").containsIgnoringCase("Connection: close");
            assertThat(took).isLessThan(BEFORE_THE_DISCARD_BOUND);
        }
    }

    @Test
    void anAdmittedRequestIsAskedForItsBodyAndServed() throws Exception {
        try (TestServer server = server();
             RawRequest request = new RawRequest(server.port(), "PATCH", "/v1/offers", KEY, SMALL_BODY.length(),
                     new byte[0], EXPECT)) {
            assertThat(request.interimStatusLine()).isEqualTo("HTTP/1.1 100 Continue");

            request.send(SMALL_BODY.getBytes(StandardCharsets.US_ASCII));

            String answer = request.answer();
            assertThat(answer).as(answer).contains(" 202 ");
        }
    }

    private static TestServer server() {
        TestServer server = new TestServer(new BodyIntake(new BodyBudget(256L * 1024 * 1024), BodyIntake.DEADLINE));
        server.vendor.key(KEY, "acme", true, Scope.PRODUCTS_WRITE, Scope.OFFERS_WRITE);
        return server;
    }
}
