package market.feeds.bench.http;

import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.UUID;

/** One {@code PATCH /v1/offers} whose status is counted, not checked: under load a 5xx is a figure, not a stop. */
final class TimedPatch {

    private final BenchClient client;

    TimedPatch(BenchClient client) {
        this.client = client;
    }

    /** The status code; an I/O failure counts as 599 so the driver keeps its pace and reports it. */
    int send(String key, String body) {
        HttpRequest request = HttpRequest.newBuilder(URI.create(client.base() + "/v1/offers"))
                .method("PATCH", HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8))
                .header("Authorization", "Bearer " + key)
                .header("Content-Type", "application/json")
                .header("Idempotency-Key", "load-" + UUID.randomUUID())
                .build();
        try {
            return client.raw().send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 599;
        } catch (Exception e) {
            return 599;
        }
    }
}
