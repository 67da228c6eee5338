package market.feeds.adapters.jdbc.infra;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Makes a PostgreSQL server this JVM started die with it (the embedded one, and the tests' throw-away clusters): a tiny
 * shell process that waits for this JVM to be gone and then sends the postmaster SIGINT (fast shutdown). The owner's
 * normal stop ends the watchdog first. A JVM killed with SIGKILL runs no shutdown hook, and pg_ctl detaches the
 * postmaster from us, so nothing else would stop it.
 */
public final class PostmasterWatchdog implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(PostmasterWatchdog.class);
    private static final Path SHELL = Path.of("/bin/sh");
    // Paths come in through the environment, never the command line, so they cannot break the quoting.
    private static final String SCRIPT = """
            while kill -0 "$OWNER_PID" 2>/dev/null && ! grep -qs ') Z' "/proc/$OWNER_PID/stat"; do sleep 1; done
            # Only the server it watched: a late watchdog must not stop the one a restarted service already runs.
            [ "$(head -n 1 "$PG_DATA/postmaster.pid" 2>/dev/null)" = "$PG_PID" ] && kill -INT "$PG_PID"
            """;

    private final Process process;

    private PostmasterWatchdog(Process process) {
        this.process = process;
    }

    /** Starts the watchdog of the running server of {@code dataDirectory}; empty where it cannot run. */
    public static Optional<PostmasterWatchdog> start(Path dataDirectory) {
        Optional<PostmasterPidFile> postmaster = PostmasterPidFile.read(dataDirectory);
        if (postmaster.isEmpty() || !Files.isExecutable(SHELL)) {
            LOG.info("no watchdog for the PostgreSQL in {} on this platform; a crash leaves it running", dataDirectory);
            return Optional.empty();
        }
        ProcessBuilder builder = new ProcessBuilder(SHELL.toString(), "-c", SCRIPT)
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD);
        // Only what the script needs: the service's environment may hold secrets.
        Map<String, String> env = builder.environment();
        String path = env.getOrDefault("PATH", "/usr/bin:/bin");
        env.clear();
        env.put("PATH", path);
        env.put("OWNER_PID", String.valueOf(ProcessHandle.current().pid()));
        env.put("PG_PID", String.valueOf(postmaster.get().pid()));
        env.put("PG_DATA", dataDirectory.toString());
        try {
            return Optional.of(new PostmasterWatchdog(builder.start()));
        } catch (IOException e) {
            LOG.warn("watchdog of the embedded PostgreSQL did not start: {}", e.getMessage());
            return Optional.empty();
        }
    }

    /** Ends the watchdog without stopping the server: the owner stops it itself. */
    @Override
    public void close() {
        var sleeping = process.descendants().toList();
        process.destroy();
        sleeping.forEach(ProcessHandle::destroy);
    }
}
