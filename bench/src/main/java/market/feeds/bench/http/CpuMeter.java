package market.feeds.bench.http;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * CPU time the service's JVM and the bench's PostgreSQL server (the postmaster of {@code BENCH_PG_STATE} and its
 * children, read from {@code /proc}) spent between two readings: per request it moves far less with the load of a
 * shared machine than req/s does, so a before/after comparison can rest on it. With the embedded server, or where
 * {@code /proc} cannot be read, only the JVM is measured.
 */
record CpuMeter(long jvmNanos, Optional<Long> serverTicks) {

    /** Linux's USER_HZ, what {@code /proc/<pid>/stat} counts in. */
    private static final double TICKS_PER_SECOND = 100.0;

    static CpuMeter read() {
        com.sun.management.OperatingSystemMXBean os =
                (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        return new CpuMeter(os.getProcessCpuTime(), serverTicksNow());
    }

    /** "JVM 2.1 ms, PostgreSQL 0.9 ms of CPU per request" since {@code before}. */
    String perRequestSince(CpuMeter before, long requests) {
        return since(before, requests, 1e6, "ms", "request");
    }

    /** "JVM 2.9 µs, PostgreSQL 10.4 µs of CPU per row" since {@code before}. */
    String perRowSince(CpuMeter before, long rows) {
        return since(before, rows, 1e3, "µs", "row");
    }

    private String since(CpuMeter before, long units, double nanosPerFigure, String figure, String unit) {
        double jvm = (jvmNanos - before.jvmNanos) / nanosPerFigure / Math.max(1, units);
        String server = serverTicks.isPresent() && before.serverTicks.isPresent()
                ? String.format(", PostgreSQL %.2f %s", (serverTicks.get() - before.serverTicks.get()) * 1e9
                        / TICKS_PER_SECOND / nanosPerFigure / Math.max(1, units), figure)
                : ", PostgreSQL not measured";
        return String.format("JVM %.2f %s%s of CPU per %s", jvm, figure, server, unit);
    }

    private static Optional<Long> serverTicksNow() {
        if (System.getenv("FEEDS_BENCH_DATABASE_URL") == null) {
            return Optional.empty();
        }
        Path pidFile = Path.of(System.getenv().getOrDefault("BENCH_PG_STATE", "/tmp/feeds-bench-pg"),
                "data/postmaster.pid");
        try {
            String postmaster = Files.readAllLines(pidFile).get(0).trim();
            long total = times(postmaster).orElse(0L);
            try (Stream<Path> processes = Files.list(Path.of("/proc"))) {
                for (Path process : processes.filter(p -> p.getFileName().toString().matches("\\d+")).toList()) {
                    List<String> stat = stat(process);
                    if (stat.size() > 14 && stat.get(1).equals(postmaster)) {
                        total += Long.parseLong(stat.get(11)) + Long.parseLong(stat.get(12));
                    }
                }
            }
            return Optional.of(total);
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    private static Optional<Long> times(String pid) {
        List<String> stat = stat(Path.of("/proc", pid));
        return stat.size() > 14 ? Optional.of(Long.parseLong(stat.get(11)) + Long.parseLong(stat.get(12)))
                : Optional.empty();
    }

    /** The fields of {@code /proc/<pid>/stat} after the command name: [state, ppid, ...]; utime and stime at 11, 12. */
    private static List<String> stat(Path process) {
        try {
            String line = Files.readString(process.resolve("stat"));
            return List.of(line.substring(line.lastIndexOf(')') + 2).split(" "));
        } catch (IOException | RuntimeException e) {
            return List.of(); // the process ended meanwhile
        }
    }
}
