package market.feeds.bench.http;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.StringJoiner;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Issue 5's benchmark over HTTP against the production assembly on PostgreSQL, printing figures:
 * {@code PATCH /v1/offers} of 5000 changed rows against 1,000,000 offers (p50/p95 of 20 runs) beside the raw
 * SQL floor of the same change on other random rows, the order alternating (decision 0800);
 * {@code POST /v1/products} of 5000 rows, half of them linked offers' skus, half new (p50/p95 of 20 runs), after one
 * linked position per offer is seeded;
 * {@code GET /v1/whoami} requests per second over 32 connections.
 *
 * <p>{@code mvn -B -DskipTests -Pbench-http -pl bench -am verify [-Dbench.parts=patch,products,whoami]}
 */
public final class HttpBenchmark {

    private static final int OFFERS = Integer.getInteger("bench.offers", 1_000_000);
    private static final int ROWS = 5000;
    private static final int RUNS = 20;
    private static final int WARMUP = 3;
    private static final int CONNECTIONS = 32;
    private static final String SLUG = "bench";
    /** Which parts run, e.g. {@code -Dbench.parts=products} for a short run of one figure. */
    private static final Set<String> PARTS = Set.of(System.getProperty("bench.parts", "patch,products,whoami").split(","));

    private HttpBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        try (BenchService service = new BenchService()) {
            BenchClient client = new BenchClient(service.port());
            String operator = BenchService.OPERATOR_TOKEN;
            client.call("POST", "/admin/v1/vendors", operator, "{\"slug\":\"" + SLUG + "\"}", 201);
            String key = client.call("POST", "/admin/v1/vendors/" + SLUG + "/keys", operator,
                    "{\"scopes\":[\"products:write\",\"offers:write\"]}", 201).get("secret").asText();
            String catalogId = client.call("POST", "/admin/v1/catalog/products", operator,
                    "{\"name\":\"Bench seed\",\"brand\":\"Agro\",\"category\":\"seeds\",\"unit\":\"bag\"}", 201)
                    .get("id").asText();
            long seedStart = System.nanoTime();
            OfferSeed.seed(service.database(), SLUG, catalogId, OFFERS);
            System.out.printf("seeded %,d offers in %.1f s%n", OFFERS, (System.nanoTime() - seedStart) / 1e9);

            if (PARTS.contains("patch")) {
                patchOffers(service, client, key);
            }
            if (PARTS.contains("products")) {
                long positionsStart = System.nanoTime();
                PositionSeed.seed(service.database(), SLUG);
                System.out.printf("seeded %,d linked positions in %.1f s%n", OFFERS,
                        (System.nanoTime() - positionsStart) / 1e9);
                postProducts(client, key, operator);
            }
            if (PARTS.contains("whoami")) {
                whoami(client, key);
            }
        }
    }

    private static void patchOffers(BenchService service, BenchClient client, String key) throws Exception {
        Random random = new Random(5);
        UUID vendor = SqlFloor.vendorId(service.database(), SLUG);
        long[] http = new long[RUNS];
        long[] floor = new long[RUNS];
        long[] warmFloor = new long[RUNS];
        for (int run = -WARMUP; run < RUNS; run++) {
            // Two disjoint random sets: one for the request, one for the floor, so each path meets rows that
            // the other has not just read into the cache.
            String[] both = distinctSkus(random, 2 * ROWS);
            String[] skus = Arrays.copyOfRange(both, 0, ROWS);
            String[] floorSkus = Arrays.copyOfRange(both, ROWS, 2 * ROWS);
            BigDecimal[] prices = new BigDecimal[ROWS];
            BigDecimal[] stocks = new BigDecimal[ROWS];
            StringJoiner items = new StringJoiner(",", "{\"items\":[", "]}");
            for (int i = 0; i < ROWS; i++) {
                prices[i] = BigDecimal.valueOf(200_00 + (run + WARMUP) * 100 + random.nextInt(50), 2);
                stocks[i] = BigDecimal.valueOf(run + 50);
                items.add("{\"sku\":\"" + skus[i] + "\",\"price\":" + prices[i].toPlainString() + ",\"stock\":"
                        + stocks[i].toPlainString() + "}");
            }
            String body = items.toString();
            long elapsed;
            long floorNanos;
            JsonNode result;
            // Alternate which path goes first, so neither always meets the other's cache and checkpoint state.
            if (run % 2 == 0) {
                long start = System.nanoTime();
                result = client.call("PATCH", "/v1/offers", key, body, 202);
                elapsed = System.nanoTime() - start;
                floorNanos = SqlFloor.apply(service.database(), vendor, floorSkus, prices, stocks);
            } else {
                floorNanos = SqlFloor.apply(service.database(), vendor, floorSkus, prices, stocks);
                long start = System.nanoTime();
                result = client.call("PATCH", "/v1/offers", key, body, 202);
                elapsed = System.nanoTime() - start;
            }
            // The earlier figure: the floor on the request's own rows right after it, every page already cached.
            for (int i = 0; i < ROWS; i++) {
                prices[i] = prices[i].add(BigDecimal.valueOf(50));
            }
            long warmNanos = SqlFloor.apply(service.database(), vendor, skus, prices, stocks);
            if (run >= 0) {
                http[run] = elapsed;
                floor[run] = floorNanos;
                warmFloor[run] = warmNanos;
            }
            if (run == 0) {
                System.out.printf("PATCH /v1/offers run 0: applied %d, unchanged %d, rejected %d%n",
                        result.get("applied").asInt(), result.get("unchanged").asInt(),
                        result.get("rejected_total").asInt());
            }
        }
        Percentiles viaHttp = Percentiles.of(http);
        Percentiles viaSql = Percentiles.of(floor);
        Percentiles viaWarmSql = Percentiles.of(warmFloor);
        System.out.printf("PATCH /v1/offers, %d changed rows, %,d offers: %s%n", ROWS, OFFERS, viaHttp);
        System.out.printf("raw SQL floor, same change on other random rows, order alternating: %s%n", viaSql);
        System.out.printf("p50 ratio HTTP / floor: %.2f (target <= 1.3)%n", viaHttp.p50() / viaSql.p50());
        System.out.printf("raw SQL floor on the request's rows right after it (cached): %s, p50 ratio %.2f%n",
                viaWarmSql, viaHttp.p50() / viaWarmSql.p50());
    }

    private static String[] distinctSkus(Random random, int count) {
        Set<String> skus = new LinkedHashSet<>();
        while (skus.size() < count) {
            skus.add("S-" + (1 + random.nextInt(OFFERS)));
        }
        return skus.toArray(String[]::new);
    }

    private static void postProducts(BenchClient client, String key, String operator) {
        long[] times = new long[RUNS];
        for (int run = -WARMUP; run < RUNS; run++) {
            StringJoiner items = new StringJoiner(",", "{\"items\":[", "]}");
            for (int i = 0; i < ROWS; i++) {
                // Half the rows describe linked offers again, half are new (then awaiting review) skus.
                String sku = i % 2 == 0 ? "S-" + (1 + i * (OFFERS / ROWS)) : "P-" + i;
                items.add("{\"sku\":\"" + sku + "\",\"name\":\"Hybrid seed " + i + "\",\"brand\":\"Agro\","
                        + "\"category\":\"Seeds\",\"unit\":\"bag\",\"price\":" + (100 + run + 3) + ",\"stock\":10}");
            }
            long start = System.nanoTime();
            JsonNode result = client.call("POST", "/v1/products", key, items.toString(), 202);
            long elapsed = System.nanoTime() - start;
            if (run >= 0) {
                times[run] = elapsed;
            }
            awaitJob(client, operator, result.get("job_id").asText());
        }
        System.out.printf("POST /v1/products, %d rows: %s (target p50 <= 300 ms)%n", ROWS, Percentiles.of(times));
    }

    private static void awaitJob(BenchClient client, String operator, String jobId) {
        for (int i = 0; i < 600; i++) {
            String state = client.call("GET", "/admin/v1/jobs/" + jobId, operator, null, 200).get("state").asText();
            if (!state.equals("queued") && !state.equals("running")) {
                return;
            }
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    private static void whoami(BenchClient client, String key) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(client.base() + "/v1/whoami"))
                .header("Authorization", "Bearer " + key).build();
        measureWhoami(client, request, 3_000);
        long count = measureWhoami(client, request, 10_000);
        System.out.printf("GET /v1/whoami over %d connections: %,.0f requests/s%n", CONNECTIONS, count / 10.0);
    }

    private static long measureWhoami(BenchClient client, HttpRequest request, long millis) throws Exception {
        AtomicBoolean running = new AtomicBoolean(true);
        AtomicLong done = new AtomicLong();
        List<CompletableFuture<Void>> workers = new ArrayList<>();
        for (int c = 0; c < CONNECTIONS; c++) {
            workers.add(CompletableFuture.runAsync(() -> {
                while (running.get()) {
                    try {
                        HttpResponse<Void> response = client.raw().send(request, HttpResponse.BodyHandlers.discarding());
                        if (response.statusCode() == 200) {
                            done.incrementAndGet();
                        }
                    } catch (Exception e) {
                        return;
                    }
                }
            }, java.util.concurrent.Executors.newSingleThreadExecutor()));
        }
        Thread.sleep(millis);
        running.set(false);
        CompletableFuture.allOf(workers.toArray(CompletableFuture[]::new)).join();
        return done.get();
    }
}
