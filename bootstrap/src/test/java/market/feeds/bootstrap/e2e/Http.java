package market.feeds.bootstrap.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/** A real-socket client of the service: requests in, status, headers and JSON out. */
public final class Http {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final int port;

    Http(int port) {
        this.port = port;
    }

    HttpRequest.Builder request(String method, String path, HttpRequest.BodyPublisher body) {
        return HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).timeout(Duration.ofSeconds(60))
                .method(method, body);
    }

    HttpRequest.Builder json(String method, String path, String bearer, byte[] body) {
        HttpRequest.Builder request = request(method, path, body == null ? HttpRequest.BodyPublishers.noBody()
                : HttpRequest.BodyPublishers.ofByteArray(body));
        if (body != null) {
            request.header("Content-Type", "application/json");
        }
        if (bearer != null) {
            request.header("Authorization", "Bearer " + bearer);
        }
        return request;
    }

    public Reply send(String method, String path, String bearer, String body) {
        return send(json(method, path, bearer, body == null ? null : body.getBytes(StandardCharsets.UTF_8)));
    }

    /** A request with any of a bearer, a JSON body, an Idempotency-Key and an Accept header (null when absent). */
    public Reply send(String method, String path, String bearer, String body, String idempotencyKey, String accept) {
        HttpRequest.Builder request = json(method, path, bearer, body == null ? null : body.getBytes(StandardCharsets.UTF_8));
        if (idempotencyKey != null) {
            request.header("Idempotency-Key", idempotencyKey);
        }
        if (accept != null) {
            request.header("Accept", accept);
        }
        return send(request);
    }

    Reply send(HttpRequest.Builder request) {
        try {
            return new Reply(client.send(request.build(), HttpResponse.BodyHandlers.ofString()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** A response, its body read as JSON on demand. */
    public record Reply(HttpResponse<String> response) {

        public int status() {
            return response.statusCode();
        }

        public String header(String name) {
            return response.headers().firstValue(name).orElse(null);
        }

        public String body() {
            return response.body();
        }

        public JsonNode json() {
            try {
                return MAPPER.readTree(response.body());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        public String code() {
            return json().path("code").asText(null);
        }

        @Override
        public String toString() {
            return status() + " " + body();
        }
    }
}
