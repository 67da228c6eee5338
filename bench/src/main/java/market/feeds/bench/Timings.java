package market.feeds.bench;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** Wall-clock samples of one path, in milliseconds, summarised as median and 90th percentile. */
final class Timings {

    private final List<Double> millis = new ArrayList<>();

    void add(long nanos) {
        millis.add(nanos / 1_000_000.0);
    }

    double median() {
        return percentile(0.5);
    }

    double p90() {
        return percentile(0.9);
    }

    private double percentile(double p) {
        List<Double> sorted = new ArrayList<>(millis);
        Collections.sort(sorted);
        return sorted.get((int) Math.min(sorted.size() - 1, Math.round(p * (sorted.size() - 1))));
    }

    int size() {
        return millis.size();
    }
}
