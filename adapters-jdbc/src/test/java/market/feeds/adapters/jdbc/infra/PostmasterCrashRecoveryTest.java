package market.feeds.adapters.jdbc.infra;

import static market.feeds.adapters.jdbc.infra.EmbeddedSql.execute;
import static market.feeds.adapters.jdbc.infra.EmbeddedSql.query;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Decision 0008, amended in session 20: the durable cluster comes back after a crash on its own, however the crash
 * left it: a pid file naming a zombie at the next start, a restart that failed while the service runs.
 */
class PostmasterCrashRecoveryTest {

    @TempDir
    Path temp;

    @BeforeEach
    void onLinux() {
        assumeTrue(Files.isDirectory(Path.of("/proc")), "zombies and pid files are read from /proc");
    }

    @Test
    void aStartRightAfterACrashWaitsForTheDeadPostmasterToBeReaped() throws Exception {
        Path data = temp.resolve("pg");
        List<String> pidFile = stoppedClusterWithItsPidFile(data);
        // What kill -9 of the service and its postmaster leaves for about a second: the pid file names a zombie.
        Process parent = zombieParent(3);
        try {
            writePidFile(data, pidFile, zombieOf(parent));

            try (EmbeddedDatabase database = EmbeddedDatabase.startDurable(data)) {
                assertThat(query(database, "SELECT id FROM kept")).isEqualTo("5");
            }
        } finally {
            parent.destroyForcibly();
        }
    }

    @Test
    void aStartAfterACrashIsNotBlockedByAZombieNobodyReaps() throws Exception {
        Path data = temp.resolve("pg");
        List<String> pidFile = stoppedClusterWithItsPidFile(data);
        // A service that is PID 1 in its container adopts the killed postmaster and never reaps it.
        Process parent = zombieParent(600);
        try {
            long zombie = zombieOf(parent);
            writePidFile(data, pidFile, zombie);

            try (EmbeddedDatabase database = EmbeddedDatabase.startDurable(data)) {
                assertThat(query(database, "SELECT id FROM kept")).isEqualTo("5");
                assertThat(PostmasterPidFile.read(data).orElseThrow().pid()).isNotEqualTo(zombie);
            }
        } finally {
            parent.destroyForcibly();
        }
    }

    @Test
    void aShellStandingInTheDirectoryIsNotTakenForABackendOfTheDeadPostmaster() throws Exception {
        Path data = temp.resolve("pg");
        List<String> pidFile = stoppedClusterWithItsPidFile(data);
        Process parent = zombieParent(600);
        // An operator's shell, or a backup tool, whose working directory is the cluster's.
        Process shell = new ProcessBuilder("sleep", "600").directory(data.toFile()).start();
        try {
            long zombie = zombieOf(parent);
            writePidFile(data, pidFile, zombie);
            assertThat(LeftoverPostmaster.anyPostgresOf(data)).isFalse();

            try (EmbeddedDatabase database = EmbeddedDatabase.startDurable(data)) {
                assertThat(query(database, "SELECT id FROM kept")).isEqualTo("5");
                assertThat(LeftoverPostmaster.anyPostgresOf(data)).isTrue();
            }
        } finally {
            shell.destroyForcibly();
            parent.destroyForcibly();
        }
    }

    @Test
    void aPostmasterKilledDuringItsRestartIsStartedAgain() throws Exception {
        Path data = temp.resolve("pg");
        try (EmbeddedDatabase database = EmbeddedDatabase.startDurable(data)) {
            execute(database, "CREATE TABLE kept (id int); INSERT INTO kept VALUES (9)");
            long first = PostmasterPidFile.read(data).orElseThrow().pid();
            int port = PostmasterPidFile.read(data).orElseThrow().port();
            ProcessHandle.of(first).orElseThrow().destroyForcibly();

            // The supervisor's postmaster is killed again while it still starts (its pid file says so), which makes
            // that restart fail. One that got ready first is killed too, and the next restart watched.
            Set<Long> killed = new HashSet<>(Set.of(first));
            await().atMost(Duration.ofSeconds(60)).pollInterval(Duration.ofMillis(5))
                    .until(() -> killedWhileItStarts(data, killed));

            await().atMost(Duration.ofSeconds(150)).ignoreExceptions()
                    .untilAsserted(() -> assertThat(query(database, "SELECT id FROM kept")).isEqualTo("9"));
            assertThat(PostmasterPidFile.read(data).orElseThrow().port()).isEqualTo(port);
        }
    }

    /** Kills a new postmaster of {@code data}; true if its pid file said it was still starting. */
    private static boolean killedWhileItStarts(Path data, Set<Long> killed) throws IOException {
        List<String> lines;
        long pid;
        try {
            lines = Files.readAllLines(data.resolve(PostmasterPidFile.NAME));
            pid = Long.parseLong(lines.get(0).strip());
        } catch (NoSuchFileException | IndexOutOfBoundsException | NumberFormatException notWrittenYet) {
            return false;
        }
        if (!killed.add(pid)) {
            return false;
        }
        boolean starting = lines.size() < 8 || lines.get(7).strip().equals("starting");
        ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly);
        return starting;
    }

    /** A cluster with data, stopped, and the pid file it had while it ran. */
    private static List<String> stoppedClusterWithItsPidFile(Path data) throws Exception {
        try (EmbeddedDatabase database = EmbeddedDatabase.startDurable(data)) {
            execute(database, "CREATE TABLE kept (id int); INSERT INTO kept VALUES (5)");
            return Files.readAllLines(data.resolve(PostmasterPidFile.NAME));
        }
    }

    private static void writePidFile(Path data, List<String> lines, long pid) throws IOException {
        List<String> copy = new ArrayList<>(lines);
        copy.set(0, String.valueOf(pid));
        Files.write(data.resolve(PostmasterPidFile.NAME), copy);
    }

    /** A shell that starts a short child and then becomes a {@code sleep} that never waits for it: a zombie. */
    private static Process zombieParent(int seconds) throws IOException {
        return new ProcessBuilder("/bin/sh", "-c", "sleep 0.1 & echo $!; exec sleep " + seconds)
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
    }

    private static long zombieOf(Process parent) throws IOException {
        BufferedReader out = new BufferedReader(new InputStreamReader(parent.getInputStream(), StandardCharsets.UTF_8));
        long pid = Long.parseLong(out.readLine().strip());
        await().atMost(Duration.ofSeconds(2))
                .until(() -> Files.exists(Path.of("/proc/" + pid)) && !LeftoverPostmaster.isRunning(pid));
        return pid;
    }
}
