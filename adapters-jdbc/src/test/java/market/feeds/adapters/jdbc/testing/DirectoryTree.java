package market.feeds.adapters.jdbc.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** A directory and everything under it, deleted: the test servers' data directories and work directories. */
public final class DirectoryTree {

    private DirectoryTree() {
    }

    /** Deletes {@code root} with its contents, children first; nothing to do when it is absent. */
    public static void delete(Path root) {
        if (root == null || !Files.exists(root)) {
            return;
        }
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(file);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("could not delete " + root, e);
        }
    }
}
