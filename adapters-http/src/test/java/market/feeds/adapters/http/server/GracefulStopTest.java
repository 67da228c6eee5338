package market.feeds.adapters.http.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.net.Socket;
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
        CountDownLatch release = new CountDownLatch(1);
        Routes slow = routes -> routes.get("/slow", ctx -> {
            handling.countDown();
            // Held until the server is already stopping, so the answer can only come from the drain.
            release.await(20, TimeUnit.SECONDS);
            ctx.result("finished");
        });
        HttpServer server = HttpServer.start(new HttpServerSettings("127.0.0.1", 0), () -> true, List.of(slow));
        int port = server.port();
        HttpClient client = HttpClient.newHttpClient();
        CompletableFuture<HttpResponse<String>> inFlight = client.sendAsync(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/slow"))
                        .timeout(Duration.ofSeconds(20)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(handling.await(10, TimeUnit.SECONDS)).isTrue();

        CompletableFuture<Void> stopping = CompletableFuture.runAsync(server::close);
        await().atMost(Duration.ofSeconds(15)).until(() -> refusesConnections(port));
        release.countDown();

        HttpResponse<String> response = inFlight.get(20, TimeUnit.SECONDS);
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).isEqualTo("finished");
        stopping.get(20, TimeUnit.SECONDS);
    }

    private static boolean refusesConnections(int port) {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            return false;
        } catch (IOException refused) {
            return true;
        }
    }
}
