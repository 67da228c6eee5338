package market.feeds.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.function.IntFunction;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 12 "-Xmx256m, 8 concurrent 16 MiB bodies", on the real process (ServiceProcess runs it at -Xmx256m):
 * every body is answered with its contract status or 503 + Retry-After, another vendor's small requests keep
 * being served, and no OutOfMemoryError is ever thrown (decision 0504).
 */
class SmallHeapBodiesProcessTest {

    private static final int LIMIT = 16 * 1024 * 1024;
    private static final String TOKEN = "small-heap-operator-token-4d2c";
    private static final String SMALL = "{\"items\":[{\"sku\":\"S-1\",\"price\":1,\"stock\":1}]}";

    @TempDir
    Path work;
    private ServiceProcess service;
    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @AfterEach
    void killLeftovers() {
        if (service != null) {
            service.kill();
        }
    }

    @Test
    void eightSixteenMebibyteBodiesAtA256MebibyteHeapAreAllAnsweredAndNeverRunItOutOfMemory() throws Exception {
        service = ServiceProcess.start(work, Map.of("FEEDS_DATA_DIR", work.resolve("data").toString(),
                "FEEDS_ADMIN_TOKEN", TOKEN, "FEEDS_PULL_ENABLED", "false",
                "FEEDS_RATE_PRODUCTS", "10000/PT60S", "FEEDS_RATE_OFFERS", "10000/PT60S"));
        assertThat(service.awaitHealthy(Duration.ofSeconds(90))).as(service.stdout() + service.stderr()).isTrue();
        String heavy = writerKey("heavy");
        String light = writerKey("light");

        List<CompletableFuture<HttpResponse<String>>> bodies = new ArrayList<>();
        for (int copy = 0; copy < 2; copy++) {
            bodies.add(post(heavy, fill("{\"items\":[{\"sku\":\"", i -> "s", "\"}]}")));
            bodies.add(post(heavy, fill("{\"items\":[{\"sku\":\"L\"}", i -> ",{\"sku\":\"L-" + i + "\",\"name\":\""
                    + "x".repeat(3000) + "\"}", "]}")));
            bodies.add(post(heavy, fill("{\"items\":[{\"price\":0}", i -> ",{\"price\":" + i + "}", "]}")));
            bodies.add(post(heavy, fill("{\"items\":[{\"sku\":\"M\"", i -> ",\"m" + i + "\":1", "}]}")));
        }
        List<Long> smallMillis = new ArrayList<>();
        while (!CompletableFuture.allOf(bodies.toArray(CompletableFuture[]::new)).isDone()) {
            long start = System.nanoTime();
            HttpResponse<String> small = send(light, "PATCH", "/v1/offers?dry_run=true", SMALL);
            smallMillis.add((System.nanoTime() - start) / 1_000_000);
            assertThat(small.statusCode()).as(small.body()).isEqualTo(200);
        }

        List<Integer> statuses = new ArrayList<>();
        for (CompletableFuture<HttpResponse<String>> body : bodies) {
            HttpResponse<String> answer = body.join();
            statuses.add(answer.statusCode());
            assertThat(answer.statusCode()).as(answer.body()).isIn(202, 400, 413, 503);
            if (answer.statusCode() == 503) {
                assertThat(answer.headers().firstValue("Retry-After")).contains("2");
            }
        }
        smallMillis.sort(null);
        long p95 = smallMillis.get((int) Math.ceil(smallMillis.size() * 0.95) - 1);
        System.out.println("8 x 16 MiB at -Xmx256m: statuses=" + statuses + " small requests n=" + smallMillis.size()
                + " p95_ms=" + p95);
        // The contract target is 100 ms; on a shared 2-core test machine only "no wait for room" is asserted.
        assertThat(p95).isLessThan(2_000);
        assertThat(service.stdout() + service.stderr()).doesNotContain("OutOfMemoryError", "internal_error");
        assertThat(service.awaitHealthy(Duration.ofSeconds(5))).isTrue();
    }

    private String writerKey(String slug) throws Exception {
        assertThat(send(TOKEN, "POST", "/admin/v1/vendors", "{\"slug\":\"" + slug + "\"}").statusCode()).isEqualTo(201);
        HttpResponse<String> key = send(TOKEN, "POST", "/admin/v1/vendors/" + slug + "/keys",
                "{\"scopes\":[\"products:write\",\"offers:write\"]}");
        return new ObjectMapper().readTree(key.body()).get("secret").asText();
    }

    private CompletableFuture<HttpResponse<String>> post(String key, String body) {
        return client.sendAsync(request(key, "POST", "/v1/products", body)
                .header("Idempotency-Key", "key-" + UUID.randomUUID()).build(), HttpResponse.BodyHandlers.ofString());
    }

    private HttpResponse<String> send(String bearer, String method, String path, String body) throws Exception {
        return client.send(request(bearer, method, path, body).build(), HttpResponse.BodyHandlers.ofString());
    }

    private HttpRequest.Builder request(String bearer, String method, String path, String body) {
        return HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + service.port() + path))
                .timeout(Duration.ofSeconds(120)).header("Authorization", "Bearer " + bearer)
                .header("Content-Type", "application/json").method(method, HttpRequest.BodyPublishers.ofString(body));
    }

    /** {@code head}, parts while they fit under the limit, {@code tail}. */
    private static String fill(String head, IntFunction<String> part, String tail) {
        StringBuilder body = new StringBuilder(LIMIT).append(head);
        for (int i = 1; ; i++) {
            String next = part.apply(i);
            if (body.length() + next.length() + tail.length() > LIMIT) {
                return body.append(tail).toString();
            }
            body.append(next);
        }
    }
}
