package market.feeds.adapters.jdbc.infra;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import market.feeds.adapters.jdbc.testing.DirectoryTree;
import org.junit.jupiter.api.Test;

/** Decision 0008, amended: a test cluster dies with the JVM that owns it, even when that JVM is killed. */
class DisposableClusterWatchdogTest {

    @Test
    void aKilledOwnerLeavesNoDisposableClusterRunning() throws Exception {
        Path dataDirectory = Files.createTempDirectory("feeds-watchdog-pg");
        Process owner = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx128m", "-cp", System.getProperty("java.class.path"), DisposableClusterOwner.class.getName(),
                dataDirectory.toString())
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        long postmaster = -1;
        try {
            postmaster = postmasterOf(owner);
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
            DirectoryTree.delete(dataDirectory);
        }
    }

    /** The pid the child prints once its server is up (the output's lines before it are the server's log). */
    private static long postmasterOf(Process owner) throws Exception {
        BufferedReader lines = new BufferedReader(new InputStreamReader(owner.getInputStream(), StandardCharsets.UTF_8));
        for (String line = lines.readLine(); line != null; line = lines.readLine()) {
            if (line.startsWith("postmaster ")) {
                // Keep draining the child's output, so that its logging never blocks on a full pipe.
                Thread drain = new Thread(() -> lines.lines().forEach(ignored -> { }), "owner-output");
                drain.setDaemon(true);
                drain.start();
                return Long.parseLong(line.substring("postmaster ".length()));
            }
        }
        throw new AssertionError("the owner ended before its cluster was up, exit " + owner.waitFor());
    }
}
