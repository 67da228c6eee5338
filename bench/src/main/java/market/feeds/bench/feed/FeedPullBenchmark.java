package market.feeds.bench.feed;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import market.feeds.adapters.feedpull.fetch.FetchSettings;
import market.feeds.adapters.feedpull.fetch.SafeFeedFetcher;
import market.feeds.application.port.out.FeedFetcher;
import market.feeds.domain.feed.Cidr;
import java.util.StringJoiner;
import market.feeds.bench.http.BenchClient;
import market.feeds.bench.http.BenchService;
import market.feeds.bench.http.OfferSeed;
import market.feeds.bench.http.Percentiles;

/**
 * Issue 6's benchmark: a 5000-item offers feed served over loopback TLS, fetched and applied by "run now"
 * ({@code POST /admin/v1/vendors/{slug}/feed/runs}), timed next to a {@code PATCH /v1/offers} of the same body on
 * the production assembly. Runs alternate with PATCHes and every one carries new values, so each applies all 5000
 * rows. Target: feed p50 at most 1.3 times the PATCH p50.
 *
 * <p>{@code mvn -B -DskipTests -Pbench-feed -pl bench -am verify}
 */
public final class FeedPullBenchmark {

    private static final int ROWS = 5000;
    private static final int RUNS = 20;
    private static final int WARMUP = 10;
    private static final String SLUG = "bench-feed";

    private FeedPullBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        try (FeedBenchServer feed = new FeedBenchServer();
             BenchService service = new BenchService(feed.environment(), Optional.of(new LoopbackResolver()))) {
            BenchClient client = new BenchClient(service.port());
            String operator = BenchService.OPERATOR_TOKEN;
            client.call("POST", "/admin/v1/vendors", operator, "{\"slug\":\"" + SLUG + "\"}", 201);
            String key = client.call("POST", "/admin/v1/vendors/" + SLUG + "/keys", operator,
                    "{\"scopes\":[\"offers:write\"]}", 201).get("secret").asText();
            String catalogId = client.call("POST", "/admin/v1/catalog/products", operator,
                    "{\"name\":\"Bench seed\",\"brand\":\"Agro\",\"category\":\"seeds\",\"unit\":\"bag\"}", 201)
                    .get("id").asText();
            OfferSeed.seed(service.database(), SLUG, catalogId, ROWS);
            client.call("PUT", "/admin/v1/vendors/" + SLUG + "/feed", operator, "{\"url\":\"" + FeedBenchServer.URL
                    + "\",\"hour\":3,\"time_zone\":\"Europe/Kyiv\",\"token\":\"bench-feed-token\"}", 200);
            System.out.printf("vendor %s with %d linked offers; feed at %s over loopback TLS%n", SLUG, ROWS,
                    FeedBenchServer.URL);

            long[] pulls = new long[RUNS];
            long[] patches = new long[RUNS];
            long[] notModified = new long[RUNS];
            int version = 0;
            for (int run = -WARMUP; run < RUNS; run++) {
                feed.serve(body(++version));
                long start = System.nanoTime();
                JsonNode pulled = client.call("POST", "/admin/v1/vendors/" + SLUG + "/feed/runs", operator, null, 200);
                long pullNanos = System.nanoTime() - start;
                expectApplied("feed run", pulled);

                start = System.nanoTime();
                JsonNode unchanged = client.call("POST", "/admin/v1/vendors/" + SLUG + "/feed/runs", operator, null, 200);
                long notModifiedNanos = System.nanoTime() - start;
                if (!"not_modified".equals(unchanged.path("code").asText())) {
                    throw new IllegalStateException("the unchanged feed was not answered 304: " + unchanged);
                }

                String patchBody = body(++version);
                start = System.nanoTime();
                JsonNode patched = client.call("PATCH", "/v1/offers", key, patchBody, 202);
                long patchNanos = System.nanoTime() - start;
                expectApplied("PATCH", patched);
                if (run >= 0) {
                    pulls[run] = pullNanos;
                    notModified[run] = notModifiedNanos;
                    patches[run] = patchNanos;
                }
            }
            Percentiles pull = Percentiles.of(pulls);
            Percentiles patch = Percentiles.of(patches);
            System.out.printf("feed run (fetch over TLS + apply), %d rows: %s%n", ROWS, pull);
            System.out.printf("PATCH /v1/offers of the same body:  %s%n", patch);
            System.out.printf("ratio feed / PATCH: p50 %.2f, p95 %.2f (target <= 1.3)%n",
                    pull.p50() / patch.p50(), pull.p95() / patch.p95());
            Percentiles same = Percentiles.of(notModified);
            System.out.printf("feed run of the unchanged feed (conditional GET, 304): %s%n", same);
            System.out.printf("ratio 304 run / PATCH: p50 %.2f (target <= 1.3)%n", same.p50() / patch.p50());
            System.out.printf("of which the fetch alone (resolve, TLS connect, read): %s%n", fetchOnly(feed));
        }
    }

    /** The safe fetcher as the service wires it, timed without the apply, to show where a run's time goes. */
    private static Percentiles fetchOnly(FeedBenchServer feed) {
        Map<String, String> env = feed.environment();
        SafeFeedFetcher fetcher = new SafeFeedFetcher(new LoopbackResolver(), FetchSettings.defaults()
                .withPort(Integer.parseInt(env.get("FEEDS_PULL_PORT")))
                .withAllowedCidrs(List.of(Cidr.parse(env.get("FEEDS_PULL_ALLOWED_CIDRS"))))
                .withExtraTrustPem(Path.of(env.get("FEEDS_PULL_TRUST_PEM"))));
        FeedFetcher.FeedRequest request = new FeedFetcher.FeedRequest(FeedBenchServer.URL, Optional.of("127.0.0.1"),
                Optional.of("bench-feed-token"));
        long[] times = new long[RUNS];
        for (int run = -WARMUP; run < RUNS; run++) {
            long start = System.nanoTime();
            FeedFetcher.FetchResult result = fetcher.fetch(request);
            long elapsed = System.nanoTime() - start;
            if (!(result instanceof FeedFetcher.FetchResult.Fetched)) {
                throw new IllegalStateException("fetch failed: " + result);
            }
            if (run >= 0) {
                times[run] = elapsed;
            }
        }
        return Percentiles.of(times);
    }

    /** 5000 offers S-1 … S-5000, each with values that differ from every earlier version. */
    private static String body(int version) {
        StringJoiner items = new StringJoiner(",", "{\"items\":[", "]}");
        for (int i = 1; i <= ROWS; i++) {
            items.add("{\"sku\":\"S-" + i + "\",\"price\":" + (100 + version) + "." + (i % 100 / 10) + (i % 10)
                    + ",\"stock\":" + (version * 7 + i % 13) + "}");
        }
        return items.toString();
    }

    private static void expectApplied(String what, JsonNode result) {
        if (result.path("applied").asInt() != ROWS) {
            throw new IllegalStateException(what + " did not apply every row: " + result);
        }
    }
}
