package market.feeds.adapters.http.support;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/**
 * The one real-socket test client of a server on 127.0.0.1: method, path, headers, body in; status, headers,
 * JSON out. Shared with the end-to-end tests of {@code bootstrap} through this module's test-jar.
 */
public final class Http {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    // Bounds generous enough for a loaded machine, so a hung server fails a test instead of hanging the build.
    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(5);
    private static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(60);

    private final HttpClient client = HttpClient.newBuilder().connectTimeout(CONNECT_TIMEOUT).build();
    private final int port;

    public Http(int port) {
        this.port = port;
    }

    public HttpRequest.Builder request(String method, String path, HttpRequest.BodyPublisher body) {
        return HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).timeout(REQUEST_TIMEOUT)
                .method(method, body);
    }

    /** A JSON request with an optional bearer credential, to send as it is or to add headers to. */
    public HttpRequest.Builder jsonRequest(String method, String path, String bearer, byte[] body) {
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

    /** Sends a JSON request with an optional bearer credential. */
    public Reply json(String method, String path, String bearer, String body) {
        return send(jsonRequest(method, path, bearer, body == null ? null : body.getBytes(StandardCharsets.UTF_8)));
    }

    /** A JSON request with any of a bearer, a body, an Idempotency-Key and an Accept header (null when absent). */
    public Reply json(String method, String path, String bearer, String body, String idempotencyKey, String accept) {
        HttpRequest.Builder request = jsonRequest(method, path, bearer,
                body == null ? null : body.getBytes(StandardCharsets.UTF_8));
        if (idempotencyKey != null) {
            request.header("Idempotency-Key", idempotencyKey);
        }
        if (accept != null) {
            request.header("Accept", accept);
        }
        return send(request);
    }

    public Reply send(HttpRequest.Builder request) {
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

        /** The body's JSON text without one member, to compare answers that differ only there. */
        public String jsonWithout(String member) {
            return ((ObjectNode) json()).without(member).toString();
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
