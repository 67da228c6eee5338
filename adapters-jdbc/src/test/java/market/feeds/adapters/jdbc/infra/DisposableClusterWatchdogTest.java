package market.feeds.adapters.jdbc.infra;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import market.feeds.adapters.jdbc.testing.DirectoryTree;
import market.feeds.adapters.jdbc.testing.ScratchClusterOwner;
import market.feeds.adapters.jdbc.testing.SystemPostgres;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Decision 0008, amended: a throw-away cluster dies with the JVM that owns it, even when that JVM is killed: the
 * embedded cluster every test run shares, and the system PostgreSQL's cluster of the plan tests.
 */
class DisposableClusterWatchdogTest {

    @Test
    void aKilledOwnerLeavesNoDisposableClusterRunning() throws Exception {
        assertClusterStopsWithItsKilledOwner(DisposableClusterOwner.class,
                Files.createTempDirectory("feeds-watchdog-pg").toString());
    }

    @Test
    void aKilledOwnerLeavesNoSystemPostgresClusterRunning() throws Exception {
        Assumptions.assumeFalse(SystemPostgres.optedOut(), SystemPostgres.OPT_OUT_VARIABLE + "="
                + SystemPostgres.OPT_OUT_VALUE);
        assertClusterStopsWithItsKilledOwner(ScratchClusterOwner.class);
    }

    private static void assertClusterStopsWithItsKilledOwner(Class<?> ownerMain, String... arguments) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(java, "-Xmx128m", "-cp", System.getProperty("java.class.path"),
                ownerMain.getName()));
        command.addAll(List.of(arguments));
        Process owner = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        long postmaster = -1;
        Path files = null;
        try {
            String[] started = startedOf(owner);
            postmaster = Long.parseLong(started[0]);
            files = Path.of(started[1]);
            assertThat(ProcessHandle.of(postmaster).map(ProcessHandle::isAlive)).as("the owner's cluster runs")
                    .hasValue(true);

            owner.destroyForcibly(); // SIGKILL: no shutdown hook runs
            assertThat(owner.waitFor(30, TimeUnit.SECONDS)).as("the owner is gone").isTrue();

            long pid = postmaster;
            await("the postmaster stops after its owner was killed").atMost(Duration.ofSeconds(30))
                    .pollInterval(Duration.ofMillis(200))
                    .until(() -> ProcessHandle.of(pid).map(process -> !process.isAlive()).orElse(true));
        } finally {
            owner.destroyForcibly();
            if (postmaster > 0) {
                ProcessHandle.of(postmaster).ifPresent(ProcessHandle::destroyForcibly);
            }
            await().atMost(Duration.ofSeconds(30)).until(() -> !owner.isAlive());
            DirectoryTree.delete(files);
        }
    }

    /** The pid and directory the child prints once its server is up (lines before it are the server's log). */
    private static String[] startedOf(Process owner) throws Exception {
        BufferedReader lines =
                new BufferedReader(new InputStreamReader(owner.getInputStream(), StandardCharsets.UTF_8));
        for (String line = lines.readLine(); line != null; line = lines.readLine()) {
            if (line.startsWith("postmaster ")) {
                // Keep draining the child's output, so that its logging never blocks on a full pipe.
                Thread drain = new Thread(() -> lines.lines().forEach(ignored -> { }), "owner-output");
                drain.setDaemon(true);
                drain.start();
                return line.substring("postmaster ".length()).split(" ", 2);
            }
        }
        throw new AssertionError("the owner ended before its cluster was up, exit " + owner.waitFor());
    }
}
