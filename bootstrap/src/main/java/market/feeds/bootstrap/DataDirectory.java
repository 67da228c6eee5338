package market.feeds.bootstrap;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The layout of {@code FEEDS_DATA_DIR}: the embedded cluster and the generated secret key. */
record DataDirectory(Path root) {

    static DataDirectory prepare(Path root) {
        try {
            return new DataDirectory(Files.createDirectories(root.toAbsolutePath().normalize()));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create data directory " + root, e);
        }
    }

    Path postgres() {
        return root.resolve("pg");
    }

    Path secretKeyFile() {
        return root.resolve("secret.key");
    }
}
