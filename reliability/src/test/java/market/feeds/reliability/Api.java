package market.feeds.reliability;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Optional;

/** The service's HTTP API as the fault tests call it: every answer with its status, headers and elapsed time. */
final class Api {

    static final Duration CLIENT_GIVES_UP = Duration.ofSeconds(90);
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient CLIENT = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();

    private final int port;

    Api(int port) {
        this.port = port;
    }

    /** An answer, or the transport failure that stood in for one (status 0: reset, closed, timed out). */
    record Reply(int status, Optional<String> retryAfter, String body, long millis, String failure) {
        JsonNode json() {
            try {
                return JSON.readTree(body);
            } catch (IOException e) {
                throw new AssertionError("not JSON (" + status + "): " + body, e);
            }
        }

        boolean answered() {
            return status > 0;
        }

        @Override
        public String toString() {
            return status + " in " + millis + " ms" + (failure == null ? "" : " (" + failure + ")") + " "
                    + (body.length() > 300 ? body.substring(0, 300) + "…" : body);
        }
    }

    Reply vendor(String method, String path, String key, String idempotencyKey, String body) {
        HttpRequest.Builder request = request(path).header("Authorization", "Bearer " + key);
        if (idempotencyKey != null) {
            request.header("Idempotency-Key", idempotencyKey);
        }
        return send(request, method, body);
    }

    Reply vendor(String method, String path, String key, String idempotencyKey, byte[] body) {
        HttpRequest.Builder request = request(path).header("Authorization", "Bearer " + key)
                .header("Content-Type", "application/json")
                .method(method, HttpRequest.BodyPublishers.ofByteArray(body));
        if (idempotencyKey != null) {
            request.header("Idempotency-Key", idempotencyKey);
        }
        return exchange(request.build());
    }

    Reply admin(String method, String path, String body) {
        return send(request("/admin/v1" + path).header("Authorization", "Bearer " + ServiceNode.OPERATOR_TOKEN),
                method, body);
    }

    /** The body of an operator call that must succeed with {@code status}. */
    JsonNode adminExpect(String method, String path, String body, int status) {
        Reply reply = admin(method, path, body);
        if (reply.status() != status) {
            throw new AssertionError(method + " " + path + " expected " + status + ", got " + reply);
        }
        return reply.json();
    }

    boolean healthy() {
        return exchange(request("/health").timeout(Duration.ofSeconds(3)).GET().build()).status() == 200;
    }

    private HttpRequest.Builder request(String path) {
        return HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).timeout(CLIENT_GIVES_UP);
    }

    private Reply send(HttpRequest.Builder request, String method, String body) {
        request.header("Content-Type", "application/json").method(method,
                body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        return exchange(request.build());
    }

    private static Reply exchange(HttpRequest request) {
        long start = System.nanoTime();
        try {
            HttpResponse<String> response = CLIENT.send(request, HttpResponse.BodyHandlers.ofString());
            return new Reply(response.statusCode(), response.headers().firstValue("Retry-After"), response.body(),
                    elapsed(start), null);
        } catch (IOException e) {
            return new Reply(0, Optional.empty(), "", elapsed(start), e.getClass().getSimpleName() + ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static long elapsed(long start) {
        return (System.nanoTime() - start) / 1_000_000;
    }

    /** Short waits between polls only (milliseconds), never a fixed wait for an outcome. */
    static void pause(Duration duration) {
        try {
            Thread.sleep(duration.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
