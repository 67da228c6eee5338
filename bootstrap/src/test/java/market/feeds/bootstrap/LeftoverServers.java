package market.feeds.bootstrap;

import static market.feeds.bootstrap.ProcessTable.processesMentioning;
import static market.feeds.bootstrap.ProcessTable.running;
import static org.awaitility.Awaitility.await;

import java.io.File;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.awaitility.core.ConditionTimeoutException;

/**
 * Servers a killed service leaves behind, such as its embedded postmaster, found by the directory their command line
 * names. SIGTERM first: with the service's connections gone the server shuts down cleanly and frees its shared
 * memory; SIGKILL of it and its backends only where that does not end it.
 */
final class LeftoverServers {

    private static final Duration STOPPED_WITHIN = Duration.ofSeconds(15);

    private LeftoverServers() {
    }

    /** Stops every process whose command line names a path under {@code directory}; fails if one outlives SIGKILL. */
    static void stopAllUnder(Path directory) {
        String under = directory + File.separator;
        List<ProcessHandle> servers = processesMentioning(under);
        servers.forEach(ProcessHandle::destroy);
        if (goneWithin(servers)) {
            return;
        }
        for (ProcessHandle server : servers) {
            server.descendants().forEach(ProcessHandle::destroyForcibly);
            server.destroyForcibly();
        }
        if (!goneWithin(servers)) {
            throw new IllegalStateException("still running after SIGKILL: " + processesMentioning(under));
        }
    }

    private static boolean goneWithin(List<ProcessHandle> servers) {
        try {
            await().atMost(STOPPED_WITHIN).pollInterval(Duration.ofMillis(100))
                    .until(() -> servers.stream().noneMatch(server -> running(server.pid())));
            return true;
        } catch (ConditionTimeoutException stillRunning) {
            return false;
        }
    }
}
