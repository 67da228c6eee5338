package market.feeds.bench.http;

import java.util.Arrays;

/** p50 and p95 of measured durations, in milliseconds (nearest-rank). */
public record Percentiles(double p50, double p95) {

    public static Percentiles of(long[] nanos) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        return new Percentiles(rank(sorted, 0.50), rank(sorted, 0.95));
    }

    /** One nearest-rank percentile {@code p} (0..1) of {@code nanos}, in milliseconds. */
    public static double at(long[] nanos, double p) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        return rank(sorted, p);
    }

    private static double rank(long[] sorted, double p) {
        int index = (int) Math.ceil(p * sorted.length) - 1;
        return sorted[Math.max(0, index)] / 1_000_000.0;
    }

    @Override
    public String toString() {
        return String.format("p50 %.1f ms, p95 %.1f ms", p50, p95);
    }
}
