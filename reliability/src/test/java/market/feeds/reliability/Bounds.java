package market.feeds.reliability;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.Locale;

/**
 * The time bounds the fault tests hold the service to (operations contract, "When the service itself cannot serve";
 * issue 12), each with the margin a loaded 2-core machine needs, and the figures a run writes for docs/reliability.md.
 */
final class Bounds {

    /** No connection can be had (database stopped, connections refused): "at most a few seconds". */
    static final Duration NO_CONNECTION = Duration.ofSeconds(2);
    /** A database that went silent mid-statement: statement timeout + margin (issue 12: e.g. 35 s). */
    static final Duration SILENT_DATABASE = Duration.ofSeconds(35);
    /** What a loaded machine may add to any bound (JVM pauses, 8 engineers on 2 cores). */
    static final Duration LOAD_MARGIN = Duration.ofSeconds(3);
    /** After the database is back, the service serves again without a restart within this. */
    static final Duration RECOVERY = Duration.ofSeconds(30);
    /** SIGTERM to exit, work in flight included (decisions 0007 and 0606). */
    static final Duration ORDERLY_STOP = Duration.ofSeconds(10);

    private Bounds() {
    }

    static long millis(Duration bound) {
        return bound.plus(LOAD_MARGIN).toMillis();
    }

    /** Appends one figure line to {@code target/reliability-figures.txt} and prints it. */
    static void figure(String format, Object... args) {
        String line = String.format(Locale.ROOT, format, args);
        System.out.println("FIGURE " + line);
        String file = System.getProperty("reliability.figures");
        if (file == null) {
            return;
        }
        try {
            Files.writeString(Path.of(file), line + System.lineSeparator(), StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
