package market.feeds.bench.http;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.sql.DataSource;

/**
 * Debian's {@code pgbench} ({@code BENCH_PGBENCH}, else the newest {@code /usr/lib/postgresql/<v>/bin/pgbench})
 * running a custom script against the service's database; the password, when there is one, goes through
 * {@code PGPASSWORD} in the child's environment, never its arguments.
 */
final class PgBench {

    private static final Pattern TPS = Pattern.compile("tps = ([0-9.]+) \\(without initial connection time\\)");

    private PgBench() {
    }

    static Optional<Path> binary() throws IOException {
        String explicit = System.getenv("BENCH_PGBENCH");
        if (explicit != null && !explicit.isBlank()) {
            return Optional.of(Path.of(explicit)).filter(Files::isExecutable);
        }
        Path root = Path.of("/usr/lib/postgresql");
        if (!Files.isDirectory(root)) {
            return Optional.empty();
        }
        try (Stream<Path> versions = Files.list(root)) {
            return versions.map(v -> v.resolve("bin/pgbench")).filter(Files::isExecutable)
                    .max(Comparator.comparingInt(PgBench::major));
        }
    }

    private static int major(Path pgbench) {
        try {
            return Integer.parseInt(pgbench.getParent().getParent().getFileName().toString());
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    /** Transactions per second of {@code script} over {@code clients} clients for {@code seconds}. */
    static double tps(Path pgbench, DataSource database, String script, int clients, long seconds)
            throws IOException, InterruptedException, SQLException {
        URI url;
        String user;
        try (Connection connection = database.getConnection()) {
            url = URI.create(connection.getMetaData().getURL().substring("jdbc:".length()));
            user = connection.getMetaData().getUserName();
        }
        Path file = Files.createTempFile("pgbench-", ".sql");
        Path output = Files.createTempFile("pgbench-", ".out");
        try {
            Files.writeString(file, script, StandardCharsets.UTF_8);
            ProcessBuilder process = new ProcessBuilder(List.of(pgbench.toString(), "-n", "-c", String.valueOf(clients),
                    "-j", "2", "-T", String.valueOf(seconds), "-f", file.toString(), "-h", url.getHost(),
                    "-p", String.valueOf(url.getPort()), "-U", user, url.getPath().substring(1)))
                    .redirectErrorStream(true).redirectOutput(output.toFile());
            String password = System.getenv("FEEDS_BENCH_DATABASE_PASSWORD");
            if (password != null && !password.isBlank()) {
                process.environment().put("PGPASSWORD", password);
            }
            int exit = process.start().waitFor();
            String text = Files.readString(output);
            Matcher tps = TPS.matcher(text);
            if (exit != 0 || !tps.find()) {
                throw new IllegalStateException("pgbench exited " + exit + ": " + text);
            }
            return Double.parseDouble(tps.group(1));
        } finally {
            Files.deleteIfExists(file);
            Files.deleteIfExists(output);
        }
    }
}
