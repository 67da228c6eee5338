package market.feeds.bench.http;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.time.Duration;

/**
 * Unmeasured load until the JIT is done with it: slices of the phase's own load, repeated until one slice saw less
 * than {@link #QUIET} of its time spent compiling. On 2 cores shared with PostgreSQL, C2 took ~50 s to compile a
 * small write's path (~1,900 methods of Jetty, Javalin, JDBI, pgjdbc and ours), a seventh of the machine's CPU all
 * that time; a fixed 10 s warm-up measured that start-up against C programs that need none (decision 0817).
 * How fast the service is from its first request is the "steady from the start" target's to judge, not this one's.
 */
final class JitWarmUp {

    /** At most 2 % of a slice's wall time in the compiler threads. */
    private static final double QUIET = 0.02;
    private static final Duration SLICE = Duration.ofSeconds(5);
    private static final Duration LONGEST = Duration.ofSeconds(Long.getLong("bench.warmUpMaxSeconds", 120));

    private JitWarmUp() {
    }

    /** One slice of load of about the given length. */
    interface Slice {
        void run(Duration length) throws Exception;
    }

    /** Runs slices for at least {@code least}, then until the JIT is quiet or {@link #LONGEST}; what it took. */
    static String until(Duration least, Slice slice) throws Exception {
        CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
        long start = System.nanoTime();
        long compiledAtStart = jit.getTotalCompilationTime();
        while (true) {
            long sliceStart = System.nanoTime();
            long compiled = jit.getTotalCompilationTime();
            slice.run(SLICE);
            double sliceMillis = (System.nanoTime() - sliceStart) / 1e6;
            double lastShare = (jit.getTotalCompilationTime() - compiled) / sliceMillis;
            Duration spent = Duration.ofNanos(System.nanoTime() - start);
            boolean quiet = lastShare < QUIET;
            if ((quiet && spent.compareTo(least) >= 0) || spent.compareTo(LONGEST) >= 0) {
                return String.format("%d s of warm-up, %s (%.1f s compiling in all, %.1f %% of the last %d s)",
                        spent.toSeconds(), quiet ? "until the JIT was quiet" : "the JIT still compiling",
                        (jit.getTotalCompilationTime() - compiledAtStart) / 1e3, 100 * lastShare, SLICE.toSeconds());
            }
        }
    }
}
