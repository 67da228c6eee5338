package market.feeds.adapters.jdbc.infra;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The first start of a durable cluster, made safe against a kill in the middle of it (decision 0008, amended).
 *
 * <p>initdb fills the data directory over a second or so; killed halfway (the whole process group, so no orphan
 * finishes it), it leaves a directory that holds {@code postgresql.conf} but no complete cluster, which the embedded
 * server never initialises again and cannot start on. So before a directory without a cluster is initialised, a
 * sibling marker {@code <dir>.first-start} is written, and it is removed once the server has started on the new
 * cluster, before any migration. A marker found at a later start can only mean the first start never finished, so
 * the directory holds nothing the service wrote: it is emptied and initialised again.
 */
final class FirstStart {

    private static final Logger LOG = LoggerFactory.getLogger(FirstStart.class);
    private static final String CONFIG = "postgresql.conf";

    private final Path marker;

    private FirstStart(Path marker) {
        this.marker = marker;
    }

    /** Called with the directory locked and no server left running on it; empties an unfinished first start. */
    static FirstStart prepare(Path dataDirectory) {
        Path marker = dataDirectory.resolveSibling(dataDirectory.getFileName() + ".first-start");
        try {
            if (Files.exists(marker)) {
                LOG.warn("the first start on {} was interrupted before it finished; initialising the cluster again",
                        dataDirectory);
                deleteTree(dataDirectory);
            } else if (!Files.exists(dataDirectory.resolve(CONFIG))) {
                Files.createDirectories(marker.getParent());
                Files.writeString(marker, "initdb of " + dataDirectory + " has not finished\n");
            }
            return new FirstStart(marker);
        } catch (IOException e) {
            throw new UncheckedIOException("could not prepare the first start of " + dataDirectory, e);
        }
    }

    /** The server runs on a complete cluster: from now on the directory holds data to keep. */
    void finished() {
        try {
            Files.deleteIfExists(marker);
        } catch (IOException e) {
            throw new UncheckedIOException("could not record the first start as finished (" + marker + ")", e);
        }
    }

    private static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
