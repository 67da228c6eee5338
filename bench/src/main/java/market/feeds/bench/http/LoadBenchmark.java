package market.feeds.bench.http;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * Issue 15's drivers for the targets {@link HttpBenchmark} and the feed benchmark do not measure: 8 vendors at once,
 * the first 20 writes after a restart, small writes against pgbench. Sizes and durations are system properties
 * ({@code bench.vendors} 8, {@code bench.vendorOffers} 25000, {@code bench.seconds} 60 for every timed phase,
 * {@code bench.phases} to run only some of the drivers).
 *
 * <p>{@code mvn -B -DskipTests -Pbench-load -pl bench -am verify [-Dbench.seconds=10]}
 */
public final class LoadBenchmark {

    private static final int VENDORS = Integer.getInteger("bench.vendors", 8);
    private static final int OFFERS = Integer.getInteger("bench.vendorOffers", 25_000);
    private static final Duration PHASE = Duration.ofSeconds(Integer.getInteger("bench.seconds", 60));
    /** Which drivers run, comma-separated: {@code steady,concurrency,small} (all by default). */
    private static final List<String> PHASES = List.of(System.getProperty("bench.phases", "steady,concurrency,small")
            .split(","));

    private LoadBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        LoadVendors vendors;
        BenchService first = new BenchService();
        try {
            long seedStart = System.nanoTime();
            vendors = LoadVendors.create(first, VENDORS, OFFERS);
            System.out.printf("seeded %d vendors x %,d linked offers in %.1f s%n", VENDORS, OFFERS,
                    (System.nanoTime() - seedStart) / 1e9);
        } finally {
            first.close();
        }
        Optional<ServerLog> log = ServerLog.ofSystemPostgres();
        long logFrom = log.isPresent() ? log.get().offset() : 0;
        try (BenchService service = first.restarted()) {
            if (PHASES.contains("steady")) {
                SteadyStartDriver.run(service, vendors, PHASE, log, logFrom);
            }
            if (PHASES.contains("concurrency")) {
                ConcurrencyDriver.run(service, vendors, PHASE);
            }
            if (PHASES.contains("small")) {
                SmallWritesDriver.run(service, vendors, PHASE);
            }
        }
    }
}
