package market.feeds.bench.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.UUID;

/** Plain HTTP calls of the benchmark; a non-expected status stops the run with the answer's body. */
public final class BenchClient {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    private final String base;

    public BenchClient(int port) {
        this.base = "http://127.0.0.1:" + port;
    }

    public JsonNode call(String method, String path, String bearer, String body, int expected) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8))
                .header("Authorization", "Bearer " + bearer);
        if (body != null) {
            request.header("Content-Type", "application/json").header("Idempotency-Key", "bench-" + UUID.randomUUID());
        }
        try {
            HttpResponse<String> response = client.send(request.build(), HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() != expected) {
                throw new IllegalStateException(method + " " + path + " answered " + response.statusCode() + ": "
                        + response.body().substring(0, Math.min(500, response.body().length())));
            }
            return response.body().isEmpty() ? null : MAPPER.readTree(response.body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    HttpClient raw() {
        return client;
    }

    String base() {
        return base;
    }
}
