package market.feeds.adapters.jdbc.infra;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import io.zonky.test.db.postgres.embedded.PgBinaryResolver;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** A real PostgreSQL server run from the binaries shipped through Maven, owning one data directory. */
public final class EmbeddedDatabase implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(EmbeddedDatabase.class);
    private static final String SUPERUSER = "postgres";
    private static final String DATABASE = "postgres";
    private static final String EMBEDDED_LOCK = "epg-lock";

    private final EmbeddedPostgres.Builder builder;
    private final Path dataDirectory;
    private final Optional<DataDirectoryLock> ownership;
    private final Optional<ClusterAuthentication> authentication;
    private final Optional<ServerLog> serverLog;
    private final Optional<String> password;
    private volatile EmbeddedPostgres postgres;
    private volatile Optional<PostmasterWatchdog> watchdog;
    private volatile long postmasterPid;
    private volatile Optional<PostmasterSupervisor> supervisor = Optional.empty();

    private EmbeddedDatabase(EmbeddedPostgres.Builder builder, EmbeddedPostgres postgres, Path dataDirectory,
                             Optional<DataDirectoryLock> ownership, Optional<ClusterPassword> password,
                             Optional<ClusterAuthentication> authentication, Optional<ServerLog> serverLog,
                             Optional<PostmasterWatchdog> watchdog) {
        this.builder = builder;
        this.postgres = postgres;
        this.dataDirectory = dataDirectory;
        this.ownership = ownership;
        this.password = password.map(ClusterPassword::value);
        this.authentication = authentication;
        this.serverLog = serverLog;
        this.watchdog = watchdog;
        this.postmasterPid = PostmasterPidFile.read(dataDirectory).map(PostmasterPidFile::pid).orElse(-1L);
    }

    /**
     * Starts a server whose files stay in {@code dataDirectory} across restarts (initdb runs only
     * when the directory holds no cluster yet). A free port is chosen on each start: nothing outside
     * this process needs to know it. Commits are durable; the caller stops the server with close().
     * A server left running on the directory by an owner that died (kill -9) is stopped first, a first start that
     * was killed before it finished is started over ({@link FirstStart}), and a watchdog stops this server if this
     * JVM dies without closing it (decision 0008). fsync and full-page writes are on. A postmaster that dies while
     * this runs is started again on the same port ({@link PostmasterSupervisor}). Every connection must prove the
     * superuser's password, kept in {@code <dir>.password} ({@link ClusterAuthentication}).
     */
    public static EmbeddedDatabase startDurable(Path dataDirectory) {
        EmbeddedDatabase database = start(dataDirectory, false, Mode.DURABLE, Optional.empty());
        database.supervisor = Optional.of(PostmasterSupervisor.start(database.new Restarts()));
        return database;
    }

    /**
     * Starts a throw-away server for tests: files are deleted on close, fsync is off for speed, and connections from
     * this machine are trusted (no password), as the embedded server sets it up.
     */
    public static EmbeddedDatabase startDisposable(Path dataDirectory) {
        return start(dataDirectory, true, Mode.DISPOSABLE, Optional.empty());
    }

    /**
     * The same, from another server archive than the one on the classpath ({@code server} gives its {@code .txz}),
     * e.g. another major version: the tests' version matrix (decision 0821).
     */
    public static EmbeddedDatabase startDisposable(Path dataDirectory, PgBinaryResolver server) {
        return start(dataDirectory, true, Mode.DISPOSABLE, Optional.of(server));
    }

    private enum Mode { DURABLE, DISPOSABLE }

    private static EmbeddedDatabase start(Path dataDirectory, boolean clean, Mode mode,
                                          Optional<PgBinaryResolver> server) {
        Path absolute = dataDirectory.toAbsolutePath().normalize();
        EmbeddedPostgres.Builder builder = EmbeddedPostgres.builder()
                .setDataDirectory(absolute)
                .setCleanDataDirectory(clean)
                // Our own shutdown sequence stops the server after the pool; a second hook would race it.
                .setRegisterShutdownHook(mode == Mode.DISPOSABLE)
                .setPGStartupWait(Duration.ofSeconds(60))
                .setServerConfig("max_connections", "100");
        server.ifPresent(builder::setPgBinaryResolver);
        if (mode == Mode.DURABLE) {
            // The embedded server passes -F (fsync off) before our settings; a later -c fsync=on wins. Data kept
            // across restarts must survive a power loss, not only a crash of the process.
            builder.setServerConfig("synchronous_commit", "on").setServerConfig("fsync", "on")
                    .setServerConfig("full_page_writes", "on");
        } else {
            builder.setServerConfig("fsync", "off").setServerConfig("full_page_writes", "off");
        }
        Optional<DataDirectoryLock> ownership = Optional.empty();
        Optional<ServerLog> serverLog = Optional.empty();
        try {
            Optional<FirstStart> firstStart = Optional.empty();
            Optional<ClusterPassword> password = Optional.empty();
            Optional<ClusterAuthentication> authentication = Optional.empty();
            if (mode == Mode.DURABLE) {
                ownership = Optional.of(DataDirectoryLock.acquire(absolute));
                LeftoverPostmaster.clear(absolute);
                firstStart = Optional.of(FirstStart.prepare(absolute));
                ClusterVersion.requireOpenable(absolute, ClusterVersion.embeddedMajor());
                serverLog = Optional.of(ServerLog.beside(absolute));
                serverLog.get().configure(builder);
                password = Optional.of(ClusterPassword.of(absolute));
                ClusterAuthentication rules = new ClusterAuthentication(SUPERUSER, password.get());
                rules.initdbOptions(builder);
                builder.setDataDirectoryCustomizer(rules::beforeStart);
                authentication = Optional.of(rules);
            }
            EmbeddedPostgres postgres = startOrStopWhatStarted(builder, absolute, mode, authentication, serverLog);
            firstStart.ifPresent(FirstStart::finished);
            LOG.info("embedded PostgreSQL started on port {} with data in {}", postgres.getPort(), absolute);
            // Both modes: a disposable (test) cluster left behind by a killed JVM blocks no later start, but it
            // keeps its memory, processes and port until someone stops it by hand (decision 0008, amended).
            Optional<PostmasterWatchdog> watchdog = PostmasterWatchdog.start(absolute);
            return new EmbeddedDatabase(builder, postgres, absolute, ownership, password, authentication, serverLog,
                    watchdog);
        } catch (IOException e) {
            ownership.ifPresent(DataDirectoryLock::close);
            throw new UncheckedIOException("embedded PostgreSQL did not start in " + absolute + said(serverLog), e);
        } catch (IncompatibleCluster e) {
            ownership.ifPresent(DataDirectoryLock::close);
            throw e;
        } catch (RuntimeException e) {
            ownership.ifPresent(DataDirectoryLock::close);
            String said = said(serverLog);
            throw said.isEmpty() ? e : new IllegalStateException("embedded PostgreSQL did not start in " + absolute
                    + said, e);
        }
    }

    /** What the server said in a start that failed, with where to read the rest; empty when it said nothing. */
    private static String said(Optional<ServerLog> serverLog) {
        return serverLog.map(log -> {
            String words = log.lastWords();
            return words.isEmpty() ? "" : "; the server said: " + words + " (all of it in " + log.startOutput() + ")";
        }).orElse("");
    }

    /**
     * A start that fails after the server process came up (e.g. it never answers) leaves no server behind, with or
     * without a watchdog: the durable directory's server is stopped as a leftover would be at the next start. A
     * server is handed out only once it asks for the password.
     */
    private static EmbeddedPostgres startOrStopWhatStarted(EmbeddedPostgres.Builder builder, Path absolute, Mode mode,
                                                           Optional<ClusterAuthentication> authentication,
                                                           Optional<ServerLog> serverLog)
            throws IOException {
        if (mode == Mode.DURABLE) {
            releaseAbandonedEmbeddedLock(absolute);
        }
        try {
            EmbeddedPostgres postgres = serverLog.isPresent()
                    ? serverLog.get().watching(builder::start) : builder.start();
            authentication.ifPresent(rules -> rules.afterStart(absolute, postgres));
            return postgres;
        } catch (IOException | RuntimeException e) {
            if (mode == Mode.DURABLE) {
                try {
                    LeftoverPostmaster.clear(absolute);
                } catch (RuntimeException notStopped) {
                    e.addSuppressed(notStopped);
                }
            }
            throw e;
        }
    }

    /**
     * The embedded server locks {@code epg-lock} in the directory before it starts the postmaster, and a start that
     * fails after that throws from its constructor: nobody can close it, so its lock stays held in this JVM until
     * a garbage collection, and every later start here fails on it (OverlappingFileLockException). A new file is
     * a new lock. Safe: the {@link DataDirectoryLock} we hold already keeps every other owner out of the directory.
     */
    private static void releaseAbandonedEmbeddedLock(Path absolute) throws IOException {
        Files.deleteIfExists(absolute.resolve(EMBEDDED_LOCK));
    }

    public DatabaseEndpoint endpoint() {
        return new DatabaseEndpoint(
                "jdbc:postgresql://localhost:" + postgres.getPort() + "/" + DATABASE,
                Optional.of(SUPERUSER), password);
    }

    public Path dataDirectory() {
        return dataDirectory;
    }

    /** The durable server's own restarts: the same files, the same port, a watchdog for the new postmaster. */
    private final class Restarts implements PostmasterSupervisor.Supervised {

        @Override
        public boolean running() {
            if (postmasterPid < 0) {
                return true;
            }
            // Linux tells a zombie from a live process (a JVM that is PID 1 never reaps the orphan it adopted);
            // elsewhere the process handle is all there is.
            return Files.isDirectory(Path.of("/proc")) ? LeftoverPostmaster.isRunning(postmasterPid)
                    : ProcessHandle.of(postmasterPid).map(ProcessHandle::isAlive).orElse(false);
        }

        @Override
        public void startAgain() throws IOException {
            int port = postgres.getPort();
            LOG.warn("embedded PostgreSQL (pid {}) has stopped while the service runs; starting it again on port {}",
                    postmasterPid, port);
            watchdog.ifPresent(PostmasterWatchdog::close);
            watchdog = Optional.empty();
            // The dead server's instance is not closed: its close runs pg_ctl stop, which can only fail on a server that
            // is gone, and the embedded server logs that as an ERROR with a stack trace at every recovery. Its lock
            // file is replaced before the next start (releaseAbandonedEmbeddedLock: a new file is a new lock), and the
            // old lock's stream is closed by its cleaner once the instance is collected.
            // Each attempt starts clean: the dead postmaster's (or a failed attempt's) backends gone, its zombie
            // reaped, a pid file whose pid is still taken removed; otherwise PostgreSQL refuses to start.
            LeftoverPostmaster.clear(dataDirectory);
            postgres = startOrStopWhatStarted(builder.setPort(port), dataDirectory, Mode.DURABLE, authentication,
                    serverLog);
            postmasterPid = PostmasterPidFile.read(dataDirectory).map(PostmasterPidFile::pid).orElse(-1L);
            watchdog = PostmasterWatchdog.start(dataDirectory);
            LOG.info("embedded PostgreSQL started again on port {} (pid {})", port, postmasterPid);
        }
    }

    /** Stops the server (fast shutdown: open sessions are ended, committed data is kept). */
    @Override
    public void close() {
        supervisor.ifPresent(PostmasterSupervisor::close);
        watchdog.ifPresent(PostmasterWatchdog::close);
        try {
            postgres.close();
            LOG.info("embedded PostgreSQL stopped");
        } catch (IOException e) {
            throw new UncheckedIOException("embedded PostgreSQL did not stop cleanly", e);
        } finally {
            ownership.ifPresent(DataDirectoryLock::close);
        }
    }
}
