package market.feeds.adapters.http.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Stopping the server lets a request already being handled finish with its answer (graceful shutdown). */
class GracefulStopTest {

    @Test
    void stoppingTheServerDrainsAnInFlightRequest() throws Exception {
        CountDownLatch handling = new CountDownLatch(1);
        Routes slow = routes -> routes.get("/slow", ctx -> {
            handling.countDown();
            Thread.sleep(1500);
            ctx.result("finished");
        });
        HttpServer server = HttpServer.start(new HttpServerSettings("127.0.0.1", 0), () -> true, List.of(slow));
        HttpClient client = HttpClient.newHttpClient();
        CompletableFuture<HttpResponse<String>> inFlight = client.sendAsync(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/slow"))
                        .timeout(Duration.ofSeconds(10)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(handling.await(5, TimeUnit.SECONDS)).isTrue();

        server.close();

        HttpResponse<String> response = inFlight.get(10, TimeUnit.SECONDS);
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).isEqualTo("finished");
    }
}
