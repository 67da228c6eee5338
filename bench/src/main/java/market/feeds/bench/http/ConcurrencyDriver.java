package market.feeds.bench.http;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Issue 15 "concurrency": every vendor sends 5000-row {@code PATCH /v1/offers} back to back for a fixed time, all
 * at once; then as many raw SQL floor transactions (one {@code UPDATE … FROM} each, {@link SqlFloor}) on the same
 * vendors' rows for the same time. Aggregate rows/s of both and their ratio, p50/p95, 5xx and deadlocks.
 */
final class ConcurrencyDriver {

    private static final int ROWS = 5000;
    private static final int PREPARED = 32;
    private static final Duration WARM_UP = Duration.ofSeconds(5);

    private ConcurrencyDriver() {
    }

    static void run(BenchService service, LoadVendors vendors, Duration duration) throws Exception {
        TimedPatch patch = new TimedPatch(new BenchClient(service.port()));
        int count = vendors.keys().size();
        List<List<Change>> changes = prepared(vendors, count);
        long deadlocksBefore = Deadlocks.count(service.database());
        List<Long> latencies = Collections.synchronizedList(new ArrayList<>());
        AtomicLong appliedRows = new AtomicLong();
        AtomicInteger serverErrors = new AtomicInteger();
        AtomicInteger otherStatus = new AtomicInteger();
        int[] httpNext = new int[count];
        Step http = (v, random) -> {
            Change change = changes.get(v).get(httpNext[v]++ % PREPARED);
            long start = System.nanoTime();
            int status = patch.send(vendors.keys().get(v), change.body());
            latencies.add(System.nanoTime() - start);
            if (status == 202) {
                appliedRows.addAndGet(ROWS);
            } else if (status >= 500) {
                serverErrors.incrementAndGet();
            } else {
                otherStatus.incrementAndGet();
            }
        };
        AtomicLong floorRows = new AtomicLong();
        List<Long> floorLatencies = Collections.synchronizedList(new ArrayList<>());
        int[] floorNext = new int[count];
        Step floor = (v, random) -> {
            Change change = changes.get(v).get(floorNext[v]++ % PREPARED);
            floorLatencies.add(SqlFloor.apply(service.database(), vendors.ids().get(v), change.skus(), change.prices(),
                    change.stocks()));
            floorRows.addAndGet(ROWS);
        };
        // Both sides warmed the same way before they are measured (decision 0817); the warm-up's figures are dropped.
        Measured httpRun = measured(count, duration, http, () -> {
            latencies.clear();
            appliedRows.set(0);
        });
        Measured floorRun = measured(count, duration, floor, () -> {
            floorLatencies.clear();
            floorRows.set(0);
        });
        long deadlocks = Deadlocks.count(service.database()) - deadlocksBefore;

        double httpRate = appliedRows.get() / httpRun.seconds();
        double floorRate = floorRows.get() / floorRun.seconds();
        System.out.printf("concurrency: %d vendors x %,d offers, %d-row PATCH back to back for %d s: %,.0f rows/s, "
                        + "%d requests, %s, 5xx %d, other non-202 %d%n", count, vendors.offers(), ROWS,
                duration.toSeconds(), httpRate, latencies.size(), Percentiles.of(unbox(latencies)), serverErrors.get(),
                otherStatus.get());
        System.out.printf("concurrency: %d concurrent raw SQL floor transactions (one UPDATE ... FROM of %d rows "
                        + "each): %,.0f rows/s, %s%n", count, ROWS, floorRate, Percentiles.of(unbox(floorLatencies)));
        System.out.printf("concurrency: HTTP after %s; floor after %s%n", httpRun.warmUp(), floorRun.warmUp());
        System.out.printf("concurrency: ratio HTTP / floor %.2f (target >= 0.8), deadlocks %d (target 0)%n",
                httpRate / floorRate, deadlocks);
        // Where the gap is: the service's JVM (with the bench's HTTP client) and PostgreSQL, against the floor's
        // PostgreSQL (its JVM is only the client); on shared cores the two sides compete for the same CPU.
        System.out.printf("concurrency: service %s; floor %s%n", httpRun.cpuPerRow(appliedRows.get()),
                floorRun.cpuPerRow(floorRows.get()));
    }

    /**
     * Each vendor's changes, written before the clock starts: the vendor's ERP builds its body on its own machine,
     * not on the service's two cores, and the floor's arrays come from the same changes. 32 per vendor, used in
     * turn: each names 20 % of the vendor's skus at random prices, so by the time a change comes round again some
     * other change has rewritten all but ~0.1 % of its rows, and every row stays a real write.
     */
    private static List<List<Change>> prepared(LoadVendors vendors, int count) {
        List<List<Change>> all = new ArrayList<>();
        for (int v = 0; v < count; v++) {
            Random random = new Random(97L * v + 1);
            List<Change> changes = new ArrayList<>();
            for (int i = 0; i < PREPARED; i++) {
                String[] skus = vendors.skus(random, ROWS);
                BigDecimal[] prices = LoadVendors.prices(random, ROWS);
                BigDecimal[] stocks = LoadVendors.stocks(random, ROWS);
                changes.add(new Change(skus, prices, stocks, LoadVendors.body(skus, prices, stocks)));
            }
            all.add(changes);
        }
        return all;
    }

    /** Warms {@code step}'s load until the JIT is quiet, forgets the warm-up's figures, then runs it measured. */
    private static Measured measured(int vendors, Duration duration, Step step, Runnable forgetWarmUp)
            throws Exception {
        String warmUp = JitWarmUp.until(WARM_UP, length -> together(vendors, length, step));
        forgetWarmUp.run();
        CpuMeter start = CpuMeter.read();
        double seconds = together(vendors, duration, step);
        return new Measured(warmUp, seconds, start, CpuMeter.read());
    }

    /** One side's measured run: how it was warmed, how long it ran, and the CPU meter around it. */
    private record Measured(String warmUp, double seconds, CpuMeter start, CpuMeter end) {
        String cpuPerRow(long rows) {
            return end.perRowSince(start, rows);
        }
    }

    /** One 5000-row change of one vendor, as arrays for the floor and as the PATCH body. */
    private record Change(String[] skus, BigDecimal[] prices, BigDecimal[] stocks, String body) {
    }

    /** One step of one vendor's loop; {@code v} is the vendor's index. */
    interface Step {
        void run(int v, Random random) throws Exception;
    }

    /** Runs {@code step} in a loop on one thread per vendor until {@code duration} is over; the seconds it took. */
    static double together(int vendors, Duration duration, Step step) throws InterruptedException {
        long start = System.nanoTime();
        long end = start + duration.toNanos();
        List<Thread> threads = new ArrayList<>();
        AtomicLong failures = new AtomicLong();
        for (int v = 0; v < vendors; v++) {
            int vendor = v;
            Thread thread = new Thread(() -> {
                Random random = new Random(31L * vendor + start);
                while (System.nanoTime() < end) {
                    try {
                        step.run(vendor, random);
                    } catch (Exception e) {
                        if (failures.incrementAndGet() == 1) {
                            System.err.println("first failure of a load thread: " + e);
                        }
                        return;
                    }
                }
            }, "load-vendor-" + vendor);
            thread.start();
            threads.add(thread);
        }
        for (Thread thread : threads) {
            thread.join();
        }
        if (failures.get() > 0) {
            throw new IllegalStateException(failures.get() + " driver threads failed, see the first stack trace");
        }
        return (System.nanoTime() - start) / 1e9;
    }

    static long[] unbox(List<Long> values) {
        synchronized (values) {
            return values.stream().mapToLong(Long::longValue).toArray();
        }
    }
}
