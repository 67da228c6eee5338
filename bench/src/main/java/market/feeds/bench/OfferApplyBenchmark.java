package market.feeds.bench;

import com.zaxxer.hikari.HikariDataSource;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.Callable;
import market.feeds.adapters.jdbc.infra.EmbeddedDatabase;
import market.feeds.adapters.jdbc.infra.Migrations;
import market.feeds.adapters.jdbc.infra.PooledDataSources;
import market.feeds.adapters.jdbc.store.JdbiTransactions;
import market.feeds.domain.offer.OfferChangeRequest;

/**
 * Issue 4's benchmark: a 5000-row PATCH applied through the adapter (resolve with lock + policy + applyAll in one
 * transaction) against the raw SQL floor, on 1,000,000 offers of which 200,000 belong to the patched vendor.
 * Prints both medians and their ratio; the target is adapter ≤ 1.3 × floor. Not a test: run by hand
 * (docs/performance.md).
 */
public final class OfferApplyBenchmark {

    private static final int VENDORS = 5;
    private static final int OFFERS_PER_VENDOR = 200_000;
    private static final int ROWS = 5000;
    private static final int WARMUP = 5;
    private static final int MEASURED = 21;

    private OfferApplyBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        try (EmbeddedDatabase database = EmbeddedDatabase.startDisposable(Files.createTempDirectory("feeds-bench-pg"));
             HikariDataSource pool = PooledDataSources.create(database.endpoint(), "bench", 4)) {
            Migrations.apply(pool);
            long started = System.nanoTime();
            String vendor = BenchData.create(pool, VENDORS, OFFERS_PER_VENDOR);
            System.out.printf(Locale.ROOT, "data set: %d offers, %d sku mappings, %d for the patched vendor (%.1f s)%n",
                    BenchData.count(pool, "offers"), BenchData.count(pool, "sku_mappings"), OFFERS_PER_VENDOR,
                    (System.nanoTime() - started) / 1e9);
            run(vendor, new AdapterPath(new JdbiTransactions(pool)), new FloorPath(pool));
        }
    }

    private static void run(String vendor, AdapterPath adapter, FloorPath floor) throws Exception {
        Random random = new Random(42);
        Timings adapterTimes = new Timings();
        Timings floorTimes = new Timings();
        for (int round = 0; round < WARMUP + MEASURED; round++) {
            Instant sent = Instant.parse("2026-02-01T00:00:00Z").plusSeconds(round * 10L);
            // the path that runs second sends newer values and a newer timestamp, so every row applies on both
            List<OfferChangeRequest> first = patch(random, sent, 2 * round);
            List<OfferChangeRequest> second = patch(random, sent.plusSeconds(5), 2 * round + 1);
            // alternate which path goes first, so neither always meets the other's cache state
            long a;
            long f;
            if (round % 2 == 0) {
                a = time(() -> expect(ROWS, adapter.apply(vendor, first)));
                f = time(() -> expect(ROWS, floor.apply(vendor, second)));
            } else {
                f = time(() -> expect(ROWS, floor.apply(vendor, first)));
                a = time(() -> expect(ROWS, adapter.apply(vendor, second)));
            }
            if (round >= WARMUP) {
                adapterTimes.add(a);
                floorTimes.add(f);
            }
        }
        double ratio = adapterTimes.median() / floorTimes.median();
        System.out.printf(Locale.ROOT, "5000-row PATCH, %d runs each after %d warm-up runs%n", MEASURED, WARMUP);
        System.out.printf(Locale.ROOT, "adapter (resolve+lock, policy, applyAll): median %.1f ms, p90 %.1f ms%n",
                adapterTimes.median(), adapterTimes.p90());
        System.out.printf(Locale.ROOT, "raw SQL floor (lookup + UPDATE FROM unnest): median %.1f ms, p90 %.1f ms%n",
                floorTimes.median(), floorTimes.p90());
        System.out.printf(Locale.ROOT, "ratio adapter/floor: %.2f (target <= 1.30) %s%n", ratio,
                ratio <= 1.3 ? "MET" : "MISSED");
    }

    /** 5000 distinct skus of the patched vendor, each with a new price and stock and a newer timestamp. */
    private static List<OfferChangeRequest> patch(Random random, Instant sent, int version) {
        List<Integer> picked = random.ints(1, OFFERS_PER_VENDOR + 1).distinct().limit(ROWS).boxed().toList();
        List<OfferChangeRequest> rows = new ArrayList<>(ROWS);
        for (int i = 0; i < picked.size(); i++) {
            int n = picked.get(i);
            rows.add(new OfferChangeRequest(i, "SKU-%07d".formatted(n),
                    Optional.of(new BigDecimal(1000 + version).add(BigDecimal.valueOf(n % 97, 2))),
                    Optional.of(BigDecimal.valueOf(version + n % 13)), Optional.empty(), Optional.empty(),
                    Optional.of(sent)));
        }
        return rows;
    }

    private static long time(Callable<?> work) throws Exception {
        long start = System.nanoTime();
        work.call();
        return System.nanoTime() - start;
    }

    private static Object expect(int expected, int actual) {
        if (actual != expected) {
            throw new IllegalStateException("expected " + expected + " rows written, got " + actual);
        }
        return actual;
    }
}
