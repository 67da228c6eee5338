package market.feeds.bench.http;

import java.time.Duration;
import java.util.Optional;
import java.util.Random;

/**
 * Issue 15 "steady from the start": on a service just started (new pool, no statement run yet on any of its
 * connections), the p50 of its first 20 {@code PATCH /v1/offers} of 5000 rows against the p50 of 20 more after
 * the first {@code window}; and the slowest statement the system PostgreSQL logged in that window.
 */
final class SteadyStartDriver {

    private static final int ROWS = 5000;
    private static final int FIRST = 20;

    private SteadyStartDriver() {
    }

    /** {@code logFrom}: the server log's offset taken before the restart, when a log is readable. */
    static void run(BenchService service, LoadVendors vendors, Duration window, Optional<ServerLog> log,
                    long logFrom) throws Exception {
        long started = System.nanoTime();
        TimedPatch patch = new TimedPatch(new BenchClient(service.port()));
        Random random = new Random(17);
        String key = vendors.keys().get(0);
        long[] first = timed(patch, vendors, key, random, FIRST);
        int between = 0;
        while (System.nanoTime() - started < window.toNanos()) {
            timed(patch, vendors, key, random, 1);
            between++;
        }
        long logTo = log.isPresent() ? log.get().offset() : 0;
        long windowSeconds = Math.round((System.nanoTime() - started) / 1e9);
        long[] warm = timed(patch, vendors, key, random, FIRST);

        Percentiles cold = Percentiles.of(first);
        Percentiles hot = Percentiles.of(warm);
        System.out.printf("steady start: first %d PATCHes of %d rows after a restart: %s%n", FIRST, ROWS, cold);
        System.out.printf("steady start: warm, %d PATCHes after the first %d s (%d in between): %s%n", FIRST,
                windowSeconds, between, hot);
        System.out.printf("steady start: ratio first / warm p50 %.2f (target <= 1.5)%n", cold.p50() / hot.p50());
        if (log.isPresent()) {
            ServerLog.Slowest slowest = log.get().slowest(logFrom, logTo);
            System.out.printf("steady start: server log, first %d s after the restart: %d statements logged over the "
                            + "auto_explain threshold, slowest %.1f ms (target: none over 100 ms)%s%n",
                    windowSeconds, slowest.logged(), slowest.maxMillis(),
                    slowest.logged() == 0 ? "" : ": " + slowest.query());
        } else {
            System.out.println("steady start: no readable system PostgreSQL log (embedded server, or BENCH_PG_LOG "
                    + "unreadable): slowest statement not measured");
        }
    }

    private static long[] timed(TimedPatch patch, LoadVendors vendors, String key, Random random, int count) {
        long[] nanos = new long[count];
        for (int i = 0; i < count; i++) {
            String body = LoadVendors.body(vendors.skus(random, ROWS), LoadVendors.prices(random, ROWS),
                    LoadVendors.stocks(random, ROWS));
            long start = System.nanoTime();
            int status = patch.send(key, body);
            nanos[i] = System.nanoTime() - start;
            if (status != 202) {
                throw new IllegalStateException("PATCH /v1/offers answered " + status + " in the steady-start run");
            }
        }
        return nanos;
    }
}
