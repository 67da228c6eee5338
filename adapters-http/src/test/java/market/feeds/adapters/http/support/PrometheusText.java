package market.feeds.adapters.http.support;

/** Reads one series' value from a {@code /metrics} answer (Prometheus text), for the tests of its meters. */
public final class PrometheusText {

    private PrometheusText() {
    }

    /** @param series the name with its labels as Prometheus writes them, e.g. {@code feeds_jobs{state="queued"}} */
    public static double value(String text, String series) {
        return text.lines().filter(line -> line.startsWith(series + " "))
                .mapToDouble(line -> Double.parseDouble(line.substring(series.length() + 1))).findFirst()
                .orElseThrow(() -> new AssertionError(series + " is not on /metrics"));
    }
}
