package market.feeds.adapters.jdbc.testing;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs the external programs of the test setup (apt-get, initdb, pg_ctl) with a time limit and a log file. */
final class Commands {

    private static final int TAIL_CHARS = 2000;

    private Commands() {
    }

    /**
     * The command's exit code. Its output goes to {@code log}, never to a pipe: pg_ctl leaves a server running
     * that would keep a pipe open, and surefire's fork channel is the JVM's stdout.
     */
    static int exitCode(List<String> command, Path directory, Path log, Duration limit) {
        try {
            Files.createDirectories(log.toAbsolutePath().getParent());
            Files.writeString(log, "$ " + String.join(" ", command) + "\n", StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
            ProcessBuilder builder = new ProcessBuilder(command).directory(directory.toFile())
                    .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()));
            // No one can answer: apt-get and the packages' scripts must not ask (debconf).
            builder.environment().put("DEBIAN_FRONTEND", "noninteractive");
            Process process = builder.start();
            if (!process.waitFor(limit.toSeconds(), TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new IllegalStateException(describe(command, log, "took longer than " + limit));
            }
            return process.exitValue();
        } catch (IOException e) {
            throw new UncheckedIOException(describe(command, log, "could not run"), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(describe(command, log, "interrupted"), e);
        }
    }

    /** Runs the command and fails, with the end of its output, unless it exits with 0. */
    static void succeed(List<String> command, Path directory, Path log, Duration limit) {
        int code = exitCode(command, directory, log, limit);
        if (code != 0) {
            throw new IllegalStateException(describe(command, log, "exited with " + code));
        }
    }

    private static String describe(List<String> command, Path log, String what) {
        return String.join(" ", command) + " " + what + "; end of " + log.toAbsolutePath() + ":\n" + tail(log);
    }

    private static String tail(Path log) {
        try {
            String text = Files.readString(log);
            return text.length() <= TAIL_CHARS ? text : "…" + text.substring(text.length() - TAIL_CHARS);
        } catch (IOException e) {
            return "(no log: " + e.getMessage() + ")";
        }
    }
}
