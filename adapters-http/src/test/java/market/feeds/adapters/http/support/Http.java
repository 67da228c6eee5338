package market.feeds.adapters.http.support;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;

/** A real-socket client of the server under test: method, path, headers, body in; status, headers, JSON out. */
public final class Http {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final HttpClient client = HttpClient.newHttpClient();
    private final int port;

    public Http(int port) {
        this.port = port;
    }

    public HttpRequest.Builder request(String method, String path, HttpRequest.BodyPublisher body) {
        return HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).method(method, body);
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

    /** A JSON request with an optional bearer credential. */
    public Reply json(String method, String path, String bearer, String body) {
        HttpRequest.Builder request = request(method, path, body == null ? HttpRequest.BodyPublishers.noBody()
                : HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
        if (body != null) {
            request.header("Content-Type", "application/json");
        }
        if (bearer != null) {
            request.header("Authorization", "Bearer " + bearer);
        }
        return send(request);
    }

    /** A response with its body parsed as JSON when it is JSON. */
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
            return ((com.fasterxml.jackson.databind.node.ObjectNode) json()).without(member).toString();
        }

        public String code() {
            return json().path("code").asText(null);
        }
    }
}
