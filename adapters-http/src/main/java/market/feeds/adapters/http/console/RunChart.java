package market.feeds.adapters.http.console;

import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.model.RequestStatus;

/**
 * The feed's last 90 days as inline SVG drawn on the server: rows applied and rejected per day (stacked bars,
 * UTC days) and failed runs by code (horizontal bars). No script, so it prints and reads without one.
 */
final class RunChart {

    static final int DAYS = 90;
    private static final int BAR = 10;
    private static final int HEIGHT = 160;

    private RunChart() {
    }

    /** @param codeMeaning the published contract's meaning of a pull-run code, as the journal page shows it */
    static String svg(List<JournalEntry> runs, LocalDate today, Function<String, Optional<String>> codeMeaning) {
        LocalDate first = today.minusDays(DAYS - 1L);
        long[] applied = new long[DAYS];
        long[] rejected = new long[DAYS];
        Map<String, Integer> failures = new TreeMap<>();
        for (JournalEntry run : runs) {
            LocalDate day = run.createdAt().atZone(ZoneOffset.UTC).toLocalDate();
            if (day.isBefore(first) || day.isAfter(today)) {
                continue;
            }
            int i = (int) (day.toEpochDay() - first.toEpochDay());
            applied[i] += run.applied().orElse(0);
            rejected[i] += run.rejectedTotal();
            if (run.status() == RequestStatus.FAILED) {
                failures.merge(run.code().orElse("failed"), 1, Integer::sum);
            }
        }
        long max = 1;
        for (int i = 0; i < DAYS; i++) {
            max = Math.max(max, applied[i] + rejected[i]);
        }
        StringBuilder bars = new StringBuilder();
        long appliedSum = 0;
        long rejectedSum = 0;
        for (int i = 0; i < DAYS; i++) {
            appliedSum += applied[i];
            rejectedSum += rejected[i];
            int a = (int) Math.round((double) applied[i] * HEIGHT / max);
            int r = (int) Math.round((double) rejected[i] * HEIGHT / max);
            int x = 40 + i * BAR;
            String day = first.plusDays(i).toString();
            if (a > 0) {
                bars.append(rect("applied", x, 10 + HEIGHT - a, a, day + ": " + applied[i] + " applied"));
            }
            if (r > 0) {
                bars.append(rect("rejected", x, 10 + HEIGHT - a - r, r, day + ": " + rejected[i] + " rejected"));
            }
        }
        int width = 40 + DAYS * BAR + 10;
        String perDay = "<svg class=\"chart\" viewBox=\"0 0 " + width + " " + (HEIGHT + 40)
                + "\" role=\"img\" aria-labelledby=\"chart-title chart-desc\"><title id=\"chart-title\">Rows applied and"
                + " rejected per day, last " + DAYS + " days</title><desc id=\"chart-desc\">" + appliedSum
                + " rows applied and " + rejectedSum + " rejected from " + first + " to " + today + ".</desc>"
                + "<line class=\"axis\" x1=\"38\" y1=\"" + (10 + HEIGHT) + "\" x2=\"" + (width - 10) + "\" y2=\""
                + (10 + HEIGHT) + "\"/><text x=\"0\" y=\"18\">" + max + "</text><text x=\"0\" y=\"" + (10 + HEIGHT)
                + "\">0</text>" + bars + "<text x=\"40\" y=\"" + (HEIGHT + 32) + "\">" + first + "</text>"
                + "<text x=\"" + (width - 90) + "\" y=\"" + (HEIGHT + 32) + "\">" + today + "</text></svg>";
        return "<h3>Rows applied and rejected per day</h3>" + perDay + "<p class=\"legend\"><span class=\"key "
                + "applied\"></span> applied <span class=\"key rejected\"></span> rejected</p>"
                + failureBars(failures, codeMeaning);
    }

    private static String rect(String kind, int x, int y, int h, String title) {
        return "<rect class=\"" + kind + "\" x=\"" + x + "\" y=\"" + y + "\" width=\"" + (BAR - 2) + "\" height=\"" + h
                + "\"><title>" + Html.esc(title) + "</title></rect>";
    }

    /**
     * Failed runs per code under a visible heading (the bars' colour is not in the legend above), each code explained
     * below in the words the journal page uses for it, so a sighted operator need not open a run to read it.
     */
    private static String failureBars(Map<String, Integer> failures, Function<String, Optional<String>> codeMeaning) {
        String heading = "<h3 id=\"failed-runs\">Failed runs by code, last " + DAYS + " days</h3>";
        if (failures.isEmpty()) {
            return heading + "<p>No failed runs in the last " + DAYS + " days.</p>";
        }
        int max = failures.values().stream().max(Integer::compare).orElse(1);
        StringBuilder rows = new StringBuilder();
        int y = 0;
        for (Map.Entry<String, Integer> failure : failures.entrySet()) {
            int w = Math.max(2, failure.getValue() * 500 / max);
            rows.append("<text x=\"0\" y=\"").append(y + 14).append("\">").append(Html.esc(failure.getKey()))
                    .append("</text><rect class=\"failed\" x=\"200\" y=\"").append(y + 2).append("\" width=\"").append(w)
                    .append("\" height=\"16\"/><text x=\"").append(206 + w).append("\" y=\"").append(y + 14).append("\">")
                    .append(failure.getValue()).append("</text>");
            y += 24;
        }
        String meanings = failures.keySet().stream().map(code -> "<dt><code>" + Html.esc(code) + "</code></dt><dd>"
                + codeMeaning.apply(code).map(Html::prose).orElse("No code was recorded for these runs.") + "</dd>")
                .collect(Collectors.joining());
        return heading + "<svg class=\"chart failures\" viewBox=\"0 0 760 " + y + "\" role=\"img\" "
                + "aria-labelledby=\"fail-title\"><title id=\"fail-title\">Failed runs by code, last " + DAYS
                + " days</title>" + rows + "</svg><dl class=\"codes\">" + meanings + "</dl>";
    }
}
