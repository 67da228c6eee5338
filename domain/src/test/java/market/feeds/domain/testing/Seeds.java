package market.feeds.domain.testing;

import java.util.function.LongConsumer;
import java.util.stream.LongStream;

/**
 * Seeded random cases run in batches: one JUnit invocation per batch rather than per seed, because thousands of
 * invocations cost more in JUnit's bookkeeping than the checks themselves (issue 9: no slower than before). A
 * failure names its seed, so the case can be replayed with {@code new Random(seed)}.
 */
public final class Seeds {

    /** Seeds per JUnit invocation. */
    public static final int BATCH = 100;

    private Seeds() {
    }

    /** The first seed of each batch covering {@code [0, count)}; {@code count} is a multiple of {@link #BATCH}. */
    public static LongStream batches(long count) {
        return LongStream.range(0, count / BATCH).map(batch -> batch * BATCH);
    }

    /** Runs {@code check} for the {@link #BATCH} seeds from {@code first}, naming the seed of a failure. */
    public static void each(long first, LongConsumer check) {
        for (long seed = first; seed < first + BATCH; seed++) {
            try {
                check.accept(seed);
            } catch (AssertionError failed) {
                throw new AssertionError("seed " + seed + ": " + failed.getMessage(), failed);
            }
        }
    }
}
