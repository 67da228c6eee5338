package market.feeds.bench.http;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Issue 15 "small writes": 1-row {@code PATCH /v1/offers} over 8 connections for a fixed time (req/s, p99)
 * against pgbench running a 1-row update transaction with 8 clients on the same rows. Connection {@code c}
 * writes as vendor {@code c mod n} and pgbench client {@code c} updates that vendor's rows, so neither side
 * queues behind one vendor's write lock (decision 0805).
 */
final class SmallWritesDriver {

    private static final int CONNECTIONS = 8;

    private SmallWritesDriver() {
    }

    static void run(BenchService service, LoadVendors vendors, Duration duration) throws Exception {
        TimedPatch patch = new TimedPatch(new BenchClient(service.port()));
        int count = vendors.keys().size();
        List<Long> latencies = Collections.synchronizedList(new ArrayList<>());
        AtomicInteger notAccepted = new AtomicInteger();
        double seconds = ConcurrencyDriver.together(CONNECTIONS, duration, (c, random) -> {
            String body = LoadVendors.body(vendors.skus(random, 1), LoadVendors.prices(random, 1),
                    LoadVendors.stocks(random, 1));
            long start = System.nanoTime();
            int status = patch.send(vendors.keys().get(c % count), body);
            latencies.add(System.nanoTime() - start);
            if (status != 202) {
                notAccepted.incrementAndGet();
            }
        });
        long[] nanos = ConcurrencyDriver.unbox(latencies);
        double rate = (nanos.length - notAccepted.get()) / seconds;
        System.out.printf("small writes: 1-row PATCH over %d connections for %d s: %,.0f req/s, p50 %.1f ms, "
                        + "p99 %.1f ms, non-202 %d%n", CONNECTIONS, duration.toSeconds(), rate,
                Percentiles.at(nanos, 0.50), Percentiles.at(nanos, 0.99), notAccepted.get());

        Optional<Path> pgbench = PgBench.binary();
        if (pgbench.isEmpty()) {
            System.out.println("small writes: no pgbench found (apt-get install postgresql): ratio not measured");
            return;
        }
        double tps = PgBench.tps(pgbench.get(), service.database(), script(count, vendors.offers()), CONNECTIONS,
                Math.max(1, duration.toSeconds()));
        System.out.printf("small writes: pgbench, 1-row UPDATE transaction, %d clients, same rows: %,.0f tx/s%n",
                CONNECTIONS, tps);
        System.out.printf("small writes: ratio PATCH / pgbench %.2f (target >= 0.3)%n", rate / tps);
    }

    // The floor's statement shape for one row, through the vendor's sku mapping; the vendor is found in the same
    // statement, as the service finds it from the key in its own transaction.
    private static String script(int vendors, int offers) {
        return """
                \\set v 1 + :client_id %% %d
                \\set n random(1, %d)
                \\set cents random(10000, 1000000)
                \\set stock random(1, 1000)
                UPDATE offers o SET price = :cents / 100.0, stock = :stock
                FROM sku_mappings m
                WHERE m.vendor_id = (SELECT id FROM vendors WHERE slug = 'load-' || :v)
                  AND m.sku = 'S-' || :n AND o.id = m.offer_id;
                """.formatted(vendors, offers);
    }
}
