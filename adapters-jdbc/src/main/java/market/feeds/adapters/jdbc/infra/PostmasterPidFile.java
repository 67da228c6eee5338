package market.feeds.adapters.jdbc.infra;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The {@code postmaster.pid} PostgreSQL keeps in its data directory while it runs: line 1 the postmaster's pid,
 * line 2 its data directory, line 4 its port. A file left by a server that died is read the same way.
 */
record PostmasterPidFile(long pid, Path dataDirectory, int port) {

    static final String NAME = "postmaster.pid";

    static Optional<PostmasterPidFile> read(Path dataDirectory) {
        try {
            List<String> lines = Files.readAllLines(dataDirectory.resolve(NAME));
            if (lines.size() < 4) {
                // Written line by line at start: a server that died that early left no usable facts.
                return Optional.empty();
            }
            return Optional.of(new PostmasterPidFile(Long.parseLong(lines.get(0).strip()),
                    Path.of(lines.get(1).strip()), Integer.parseInt(lines.get(3).strip())));
        } catch (NoSuchFileException absent) {
            return Optional.empty();
        } catch (IOException | NumberFormatException unreadable) {
            return Optional.empty();
        }
    }
}
