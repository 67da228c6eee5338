package market.feeds.adapters.jdbc.testing;

import com.sun.security.auth.module.UnixSystem;
import java.nio.file.Path;
import java.time.Duration;
import market.feeds.adapters.jdbc.infra.DatabaseEndpoint;
import org.junit.jupiter.api.Assumptions;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Debian's PostgreSQL with its default settings, the kind of server the service meets in production (decision 0807):
 * one throw-away cluster per test JVM, started on first use from the newest {@code /usr/lib/postgresql/<v>/bin}
 * (the package {@code postgresql} is installed when absent) and stopped, its files deleted, when the JVM ends.
 * {@code FEEDS_TEST_SYSTEM_POSTGRES=skip} skips the tests that ask for it; anything else that keeps it from
 * starting fails them.
 *
 * <pre>{@code
 * try (TestSchema schema = SystemPostgres.freshSchema()) { ... }
 * }</pre>
 */
public final class SystemPostgres {

    public static final String OPT_OUT_VARIABLE = "FEEDS_TEST_SYSTEM_POSTGRES";
    public static final String OPT_OUT_VALUE = "skip";
    /**
     * Where the versions are looked for: {@code -Dfeeds.test.systemPostgres.root=/nowhere} tries the branch where
     * none is installed (apt-get, then the failure) without touching the machine's packages.
     */
    static final String ROOT_PROPERTY = "feeds.test.systemPostgres.root";
    static final String SKIPPED =
            OPT_OUT_VARIABLE + "=" + OPT_OUT_VALUE + ": the tests on Debian's PostgreSQL are skipped";

    private static final Logger LOG = LoggerFactory.getLogger(SystemPostgres.class);
    private static final Duration INSTALL_LIMIT = Duration.ofMinutes(15);

    private static ScratchCluster cluster;
    private static RuntimeException failure;

    private SystemPostgres() {
    }

    /** A new, uniquely named schema on the system server with all Flyway migrations applied; close it to drop it. */
    public static TestSchema freshSchema() {
        return TestDatabase.freshSchema(endpoint());
    }

    /** The server's endpoint (superuser {@code postgres}, no password); starts it on the first call. */
    public static synchronized DatabaseEndpoint endpoint() {
        Assumptions.assumeFalse(optedOut(), SKIPPED);
        if (failure != null) {
            // One attempt per JVM: the next test class gets the same reason, not a second apt-get run.
            throw failure;
        }
        if (cluster == null) {
            try {
                cluster = start();
            } catch (RuntimeException e) {
                failure = e;
                throw e;
            }
        }
        return cluster.endpoint();
    }

    /** True when {@code FEEDS_TEST_SYSTEM_POSTGRES=skip}: the tests that need the server are skipped, not failed. */
    public static boolean optedOut() {
        return OPT_OUT_VALUE.equals(System.getenv(OPT_OUT_VARIABLE));
    }

    private static ScratchCluster start() {
        boolean superuser = new UnixSystem().getUid() == 0;
        Path root = Path.of(System.getProperty(ROOT_PROPERTY, PostgresBinaries.DEBIAN_ROOT.toString()));
        Path aptLog = Path.of("target", "system-postgres-apt.log");
        Path bin = PostgresBinaries.locate(root, superuser, command -> {
            LOG.info("no PostgreSQL server under {}: {} (log {})", root, String.join(" ", command),
                    aptLog.toAbsolutePath());
            return Commands.exitCode(command, Path.of("."), aptLog, INSTALL_LIMIT);
        });
        ScratchCluster started = ScratchCluster.start(bin, superuser);
        Runtime.getRuntime().addShutdownHook(new Thread(started::stop, "system-postgres-stop"));
        LOG.info("system PostgreSQL from {} started on {} with data in {}", bin, started.endpoint().jdbcUrl(),
                started.home());
        return started;
    }
}
