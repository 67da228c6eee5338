package market.feeds.bootstrap.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.IntFunction;
import market.feeds.adapters.http.support.Http.Reply;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Bodies of every hostile shape at the 16 MiB limit, sent at once to the wired service: each is answered
 * with its contract status (2xx, 400 or 413), none with 5xx (decision 0504: the reader's working set is
 * bounded and paid for before parsing).
 */
class BodyShapesAtTheLimitE2eTest {

    private static final int LIMIT = 16 * 1024 * 1024;
    @RegisterExtension
    static final OneService service = OneService.perClass();
    private static VendorClient vendor;

    @BeforeAll
    static void seed() {
        vendor = new VendorClient(service.http(), service.operator().writerKey(service.operator().vendor("shapes")));
    }

    @Test
    void everyShapeAtTheLimitIsAnsweredWithItsContractStatusNeverA5xx() {
        Map<String, CompletableFuture<Reply>> replies = new LinkedHashMap<>();
        replies.put("one huge string", products(fill("{\"items\":[{\"sku\":\"", i -> "s", "\"}]}")));
        replies.put("long strings", products(fill("{\"items\":[{\"sku\":\"L-0\",\"name\":\"n\"}",
                i -> ",{\"sku\":\"L-" + i + "\",\"name\":\"" + "x".repeat(3000) + "\"}", "]}", 4999)));
        replies.put("many numbers", products(fill("{\"items\":[{\"price\":0}", i -> ",{\"price\":" + i + "}", "]}")));
        replies.put("many members", products(fill("{\"items\":[{\"sku\":\"M\"", i -> ",\"m" + i + "\":1", "}]}")));
        replies.put("deep arrays", products(fill("{\"items\":[{\"sku\":\"D\",\"name\":",
                i -> "[".repeat(80) + "]".repeat(80) + ",", "1}]}")));
        replies.put("one byte too many", products("{\"items\":[]}" + " ".repeat(LIMIT + 1 - 12)));

        Map<String, Integer> statuses = new LinkedHashMap<>();
        replies.forEach((shape, reply) -> statuses.put(shape, reply.join().status()));

        assertThat(statuses).isEqualTo(Map.of(
                "one huge string", 202, "long strings", 202, "many numbers", 400, "many members", 400,
                "deep arrays", 400, "one byte too many", 413));
        assertThat(replies.get("many numbers").join().code()).isEqualTo("too_many_items");
        assertThat(replies.get("many members").join().code()).isEqualTo("unknown_field");
        assertThat(replies.get("deep arrays").join().code()).isEqualTo("invalid_envelope");
    }

    private static CompletableFuture<Reply> products(String body) {
        return CompletableFuture.supplyAsync(() -> vendor.products(body));
    }

    private static String fill(String head, IntFunction<String> part, String tail) {
        return fill(head, part, tail, Integer.MAX_VALUE);
    }

    /** {@code head}, parts while they fit under the limit (at most {@code parts}), {@code tail}. */
    private static String fill(String head, IntFunction<String> part, String tail, int parts) {
        StringBuilder body = new StringBuilder(LIMIT).append(head);
        for (int i = 1; i <= parts; i++) {
            String next = part.apply(i);
            if (body.length() + next.length() + tail.length() > LIMIT) {
                break;
            }
            body.append(next);
        }
        return body.append(tail).toString();
    }
}
