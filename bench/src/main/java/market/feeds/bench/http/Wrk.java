package market.feeds.bench.http;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Debian's {@code wrk} ({@code BENCH_WRK}, else {@code /usr/bin/wrk}; {@code bench/system-postgres.sh start}
 * installs it when absent) driving 1-row PATCHes from a process of its own, so the service's JVM is measured
 * alone, as pgbench measures PostgreSQL alone. The vendors' keys go into the script file (owner-only, deleted
 * after the run), never into the child's arguments.
 */
final class Wrk {

    private static final Pattern RESULT = Pattern.compile("small-writes requests=(\\d+) duration_us=(\\d+) "
            + "p50_us=(\\d+) p99_us=(\\d+) non202=(\\d+) socket_errors=(\\d+) timeouts=(\\d+)");

    /** What wrk measured; latencies in milliseconds. */
    record Result(long requests, double seconds, double p50, double p99, long non202, long socketErrors,
                  long timeouts) {

        /** Accepted requests per second: a refusal is not a write. */
        double acceptedPerSecond() {
            return (requests - non202) / seconds;
        }
    }

    private Wrk() {
    }

    static Optional<Path> binary() {
        String explicit = System.getenv("BENCH_WRK");
        Path path = Path.of(explicit != null && !explicit.isBlank() ? explicit : "/usr/bin/wrk");
        return Optional.of(path).filter(Files::isExecutable);
    }

    static Result smallWrites(Path wrk, int port, LoadVendors vendors, int connections, int threads, long seconds)
            throws IOException, InterruptedException {
        Path script = Files.createTempFile("small-writes-", ".lua",
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        Path output = Files.createTempFile("small-writes-", ".out");
        try {
            Files.writeString(script, preamble(vendors) + resource(), StandardCharsets.UTF_8);
            Process process = new ProcessBuilder(List.of(wrk.toString(), "-t", String.valueOf(threads),
                    "-c", String.valueOf(connections), "-d", seconds + "s", "--timeout", "10s", "--latency",
                    "-s", script.toString(), "http://127.0.0.1:" + port + "/v1/offers"))
                    .redirectErrorStream(true).redirectOutput(output.toFile()).start();
            int exit = process.waitFor();
            String text = Files.readString(output);
            Matcher result = RESULT.matcher(text);
            if (exit != 0 || !result.find()) {
                throw new IllegalStateException("wrk exited " + exit + ": " + text);
            }
            return new Result(Long.parseLong(result.group(1)), Long.parseLong(result.group(2)) / 1e6,
                    Long.parseLong(result.group(3)) / 1e3, Long.parseLong(result.group(4)) / 1e3,
                    Long.parseLong(result.group(5)), Long.parseLong(result.group(6)), Long.parseLong(result.group(7)));
        } finally {
            Files.deleteIfExists(script);
            Files.deleteIfExists(output);
        }
    }

    private static String preamble(LoadVendors vendors) {
        String keys = vendors.keys().stream().map(key -> '"' + key + '"').collect(Collectors.joining(", "));
        return "keys = { " + keys + " }\noffers = " + vendors.offers() + "\nnonce = \""
                + UUID.randomUUID().toString().substring(0, 8) + "\"\n";
    }

    private static String resource() throws IOException {
        try (InputStream in = Wrk.class.getResourceAsStream("small-writes.lua")) {
            if (in == null) {
                throw new IllegalStateException("small-writes.lua missing from the bench's classpath");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
