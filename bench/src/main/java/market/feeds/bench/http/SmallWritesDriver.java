package market.feeds.bench.http;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

/**
 * Issue 15 "small writes": 1-row {@code PATCH /v1/offers} over 8 connections for a fixed time, driven by wrk
 * (req/s, p50, p99, non-202), against pgbench running a 1-row update transaction with 8 clients on the same rows.
 * Both clients are C programs in processes of their own, so each side is measured without its client's CPU in its
 * process (decision 0809). Each wrk thread writes as its own half of the vendors and pgbench client {@code c}
 * updates vendor {@code c mod n}'s rows, so neither side queues behind one vendor's write lock (decision 0805).
 */
final class SmallWritesDriver {

    private static final int CONNECTIONS = 8;
    private static final int THREADS = 2;
    /**
     * Least seconds of unmeasured wrk load first, then more until the JIT is quiet ({@link JitWarmUp}): a JVM still
     * compiling its request path would be measured against a C program that needs no warming (decisions 0809, 0817).
     */
    private static final int WARM_UP = Integer.getInteger("bench.smallWarmUp", 10);

    private SmallWritesDriver() {
    }

    static void run(BenchService service, LoadVendors vendors, Duration duration) throws Exception {
        long seconds = Math.max(1, duration.toSeconds());
        Optional<Path> wrk = Wrk.binary();
        if (wrk.isEmpty()) {
            System.out.println("small writes: no wrk found (apt-get install wrk, or bench/system-postgres.sh start): "
                    + "not measured");
            return;
        }
        String warmUp = JitWarmUp.until(Duration.ofSeconds(WARM_UP), length -> Wrk.smallWrites(wrk.get(),
                service.port(), vendors, CONNECTIONS, THREADS, Math.max(1, length.toSeconds())));
        CpuMeter before = CpuMeter.read();
        Wrk.Result patches = Wrk.smallWrites(wrk.get(), service.port(), vendors, CONNECTIONS, THREADS, seconds);
        String cpu = CpuMeter.read().perRequestSince(before, patches.requests());
        System.out.printf("small writes: 1-row PATCH, wrk %d connections / %d threads, %d s after %s: "
                        + "%,.0f req/s, p50 %.1f ms, p99 %.1f ms, non-202 %d, socket errors %d, timeouts %d%n",
                CONNECTIONS, THREADS, seconds, warmUp,
                patches.acceptedPerSecond(), patches.p50(), patches.p99(), patches.non202(), patches.socketErrors(),
                patches.timeouts());
        System.out.println("small writes: " + cpu);

        Optional<Path> pgbench = PgBench.binary();
        if (pgbench.isEmpty()) {
            System.out.println("small writes: no pgbench found (apt-get install postgresql): ratio not measured");
            return;
        }
        double tps = PgBench.tps(pgbench.get(), service.database(), script(vendors.keys().size(), vendors.offers()),
                CONNECTIONS, seconds);
        System.out.printf("small writes: pgbench, 1-row UPDATE transaction, %d clients, same rows: %,.0f tx/s%n",
                CONNECTIONS, tps);
        System.out.printf("small writes: ratio PATCH / pgbench %.2f (target >= 0.3)%n", patches.acceptedPerSecond() / tps);
    }

    // The floor's statement shape for one row, by vendor and sku (offers_by_vendor_sku, decision 0820); the vendor is
    // found in the same statement, as the service finds it from the key in its own transaction.
    private static String script(int vendors, int offers) {
        return """
                \\set v 1 + :client_id %% %d
                \\set n random(1, %d)
                \\set cents random(10000, 1000000)
                \\set stock random(1, 1000)
                UPDATE offers SET price = :cents / 100.0, stock = :stock
                WHERE vendor_id = (SELECT id FROM vendors WHERE slug = 'load-' || :v) AND sku = 'S-' || :n;
                """.formatted(vendors, offers);
    }
}
