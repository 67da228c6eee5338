package market.feeds.adapters.jdbc.infra;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Clears what a service that died without stopping (kill -9, OOM killer, power cut of the JVM only) left on its data
 * directory, so the next start comes up on its own. Called only while holding the {@link DataDirectoryLock}: the
 * previous owner is gone, so a postmaster still serving this directory is an orphan nobody uses.
 */
final class LeftoverPostmaster {

    private static final Logger LOG = LoggerFactory.getLogger(LeftoverPostmaster.class);
    private static final Path PROC = Path.of("/proc");
    private static final Duration FAST_SHUTDOWN = Duration.ofSeconds(30);
    private static final Duration SIGNAL_WAIT = Duration.ofSeconds(10);
    private static final Duration REAP_WAIT = Duration.ofSeconds(5);

    private LeftoverPostmaster() {
    }

    /**
     * Stops the orphan postmaster of {@code dataDirectory}; or, its postmaster being dead, waits for its backends and
     * its zombie to go, and removes a pid file whose pid is still taken (an unreaped zombie, another program).
     */
    static void clear(Path dataDirectory) {
        Optional<PostmasterPidFile> pidFile = PostmasterPidFile.read(dataDirectory);
        if (pidFile.isEmpty() || !Files.isDirectory(PROC)) {
            return;
        }
        long pid = pidFile.get().pid();
        if (isPostgresOf(pid, dataDirectory)) {
            LOG.warn("PostgreSQL (pid {}, port {}) was left running on {} by a run that did not stop; stopping it",
                    pid, pidFile.get().port(), dataDirectory);
            stop(pid, dataDirectory);
            awaitNoProcessOf(dataDirectory, SIGNAL_WAIT);
            LOG.info("left-over PostgreSQL (pid {}) stopped", pid);
            return;
        }
        // Right after a crash the killed postmaster's backends may still run; PostgreSQL refuses to start while they
        // hold its shared memory. They notice the death and exit within moments.
        awaitNoProcessOf(dataDirectory, SIGNAL_WAIT);
        if (exists(pid) && !isRunning(pid)) {
            // A killed postmaster stays a zombie until whoever adopted it reaps it: about a second after a crash,
            // never under a JVM that is PID 1. kill(pid, 0) succeeds on a zombie, so PostgreSQL would refuse to start.
            awaitReaped(pid, REAP_WAIT);
        }
        if (exists(pid) && !anyPostgresOf(dataDirectory)) {
            // The pid is still taken (a zombie nobody reaps, or another program after a container restart reused a
            // low pid) and no PostgreSQL process works on the directory: the file is stale, and removing it is safe.
            LOG.warn("removing stale {} of {}: pid {} is not a running PostgreSQL of this directory",
                    PostmasterPidFile.NAME, dataDirectory, pid);
            delete(dataDirectory.resolve(PostmasterPidFile.NAME));
        }
        // A dead pid with no process left: PostgreSQL checks its shared memory and takes over the file itself.
    }

    private static void stop(long pid, Path dataDirectory) {
        Optional<Path> pgCtl = executable(pid).map(postgres -> postgres.resolveSibling("pg_ctl"))
                .filter(Files::isExecutable);
        if (pgCtl.isPresent()) {
            run(List.of(pgCtl.get().toString(), "-D", dataDirectory.toString(), "stop", "-m", "fast", "-w",
                    "-t", String.valueOf(FAST_SHUTDOWN.toSeconds())));
        }
        Optional<ProcessHandle> postmaster = ProcessHandle.of(pid);
        if (isPostgresOf(pid, dataDirectory) && postmaster.isPresent()) {
            // No pg_ctl at hand or it gave up: SIGTERM is a smart shutdown, and the dead owner's sessions are gone.
            postmaster.get().destroy();
            if (!awaitGone(pid, SIGNAL_WAIT)) {
                LOG.warn("left-over PostgreSQL (pid {}) ignored SIGTERM; killing it", pid);
                postmaster.get().destroyForcibly();
                awaitGone(pid, SIGNAL_WAIT);
            }
        }
    }

    private static void run(List<String> command) {
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!process.waitFor(FAST_SHUTDOWN.plusSeconds(5).toMillis(), TimeUnit.MILLISECONDS)) {
                process.destroyForcibly();
            }
        } catch (IOException e) {
            LOG.warn("pg_ctl stop could not run: {}", e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** A live (not zombie) process running the {@code postgres} binary with its working directory in ours. */
    static boolean isPostgresOf(long pid, Path dataDirectory) {
        return isRunning(pid)
                // " (deleted)": the binaries were unpacked again (a temp cleaner) while the orphan ran
                && executable(pid).map(exe -> exe.getFileName().toString().replace(" (deleted)", "")
                        .equals("postgres")).orElse(false)
                && workingDirectory(pid).map(cwd -> sameFile(cwd, dataDirectory)).orElse(false);
    }

    /**
     * Whether a PostgreSQL process (a backend of a dead postmaster) still works on the directory. Only the
     * {@code postgres} binary counts: an operator's shell or a backup tool standing in the directory holds no shared
     * memory, and must neither hold up a start nor keep a stale pid file in place.
     */
    static boolean anyPostgresOf(Path dataDirectory) {
        try (Stream<Path> entries = Files.list(PROC)) {
            return entries.map(p -> p.getFileName().toString()).filter(name -> name.chars().allMatch(Character::isDigit))
                    .map(Long::parseLong)
                    .anyMatch(pid -> isPostgresOf(pid, dataDirectory));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Backends of a killed postmaster notice its death and exit on their own; wait for them. */
    private static void awaitNoProcessOf(Path dataDirectory, Duration timeout) {
        Instant deadline = Instant.now().plus(timeout);
        while (anyPostgresOf(dataDirectory) && Instant.now().isBefore(deadline)) {
            pause();
        }
    }

    private static boolean awaitGone(long pid, Duration timeout) {
        Instant deadline = Instant.now().plus(timeout);
        while (isRunning(pid) && Instant.now().isBefore(deadline)) {
            pause();
        }
        return !isRunning(pid);
    }

    /** Waits, bounded, for the process to leave /proc: a zombie does once it is reaped. */
    private static void awaitReaped(long pid, Duration timeout) {
        Instant deadline = Instant.now().plus(timeout);
        while (exists(pid) && Instant.now().isBefore(deadline)) {
            pause();
        }
    }

    private static boolean exists(long pid) {
        return Files.exists(PROC.resolve(String.valueOf(pid)));
    }

    /** Alive and not a zombie: an orphan that exited stays a zombie until a reaper collects it. */
    static boolean isRunning(long pid) {
        try {
            String stat = Files.readString(PROC.resolve(pid + "/stat"));
            char state = stat.charAt(stat.lastIndexOf(')') + 2);
            return state != 'Z' && state != 'X';
        } catch (IOException | RuntimeException gone) {
            return false;
        }
    }

    private static Optional<Path> executable(long pid) {
        return readLink(PROC.resolve(pid + "/exe"));
    }

    private static Optional<Path> workingDirectory(long pid) {
        return readLink(PROC.resolve(pid + "/cwd"));
    }

    private static Optional<Path> readLink(Path link) {
        try {
            return Optional.of(Files.readSymbolicLink(link));
        } catch (IOException | RuntimeException unreadable) {
            return Optional.empty();
        }
    }

    private static boolean sameFile(Path a, Path b) {
        try {
            return Files.isSameFile(a, b);
        } catch (IOException e) {
            return false;
        }
    }

    private static void delete(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void pause() {
        try {
            Thread.sleep(100);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while stopping a left-over PostgreSQL", e);
        }
    }
}
