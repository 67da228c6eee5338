package market.feeds.bench.http;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The log of the system PostgreSQL that {@code bench/system-postgres.sh} started ({@code BENCH_PG_LOG}, else
 * {@code $BENCH_PG_STATE/server.log}): the slowest statement auto_explain (or log_min_duration_statement) logged
 * between two offsets. Absent with the embedded server or an unreadable file, and the driver says so.
 */
final class ServerLog {

    private static final Pattern DURATION = Pattern.compile("duration: ([0-9.]+) ms");

    private final Path file;

    private ServerLog(Path file) {
        this.file = file;
    }

    static Optional<ServerLog> ofSystemPostgres() {
        String url = System.getenv("FEEDS_BENCH_DATABASE_URL");
        if (url == null || url.isBlank()) {
            return Optional.empty();
        }
        String explicit = System.getenv("BENCH_PG_LOG");
        String state = System.getenv().getOrDefault("BENCH_PG_STATE", "/tmp/feeds-bench-pg");
        Path file = Path.of(explicit == null || explicit.isBlank() ? state + "/server.log" : explicit);
        return Files.isReadable(file) ? Optional.of(new ServerLog(file)) : Optional.empty();
    }

    long offset() throws IOException {
        return Files.size(file);
    }

    /** The slowest logged statement in [from, to): its duration and the first line of its query text. */
    record Slowest(int logged, double maxMillis, String query) {
    }

    Slowest slowest(long from, long to) throws IOException {
        byte[] bytes = new byte[(int) Math.max(0, to - from)];
        try (RandomAccessFile in = new RandomAccessFile(file.toFile(), "r")) {
            in.seek(from);
            in.readFully(bytes);
        }
        String[] lines = new String(bytes, StandardCharsets.UTF_8).split("\n");
        int logged = 0;
        double max = 0;
        String query = "";
        for (int i = 0; i < lines.length; i++) {
            Matcher duration = DURATION.matcher(lines[i]);
            if (!duration.find()) {
                continue;
            }
            logged++;
            double millis = Double.parseDouble(duration.group(1));
            if (millis > max) {
                max = millis;
                query = queryText(lines, i);
            }
        }
        return new Slowest(logged, max, query);
    }

    // auto_explain puts "Query Text:" on the line after the duration, the statement often on the lines after that;
    // log_min_duration_statement puts it on the same line.
    private static String queryText(String[] lines, int at) {
        StringBuilder text = new StringBuilder(lines[at].contains("statement:")
                ? lines[at].substring(lines[at].indexOf("statement:") + "statement:".length()) : "");
        for (int i = at + 1; i < lines.length && i <= at + 4 && !DURATION.matcher(lines[i]).find(); i++) {
            text.append(' ').append(lines[i].replace("Query Text:", ""));
        }
        String oneLine = text.toString().replaceAll("\\s+", " ").trim();
        return oneLine.length() > 100 ? oneLine.substring(0, 100) + "…" : oneLine;
    }
}
