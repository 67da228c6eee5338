package market.feeds.adapters.jdbc.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.ToIntFunction;
import java.util.stream.Stream;

/**
 * Finds the server programs of Debian's PostgreSQL, the newest {@code /usr/lib/postgresql/<version>/bin}, as
 * {@code bench/system-postgres.sh} does, and installs the package {@code postgresql} with apt-get when none is there.
 */
final class PostgresBinaries {

    static final Path DEBIAN_ROOT = Path.of("/usr/lib/postgresql");
    static final List<String> INSTALL =
            List.of("apt-get", "install", "-y", "-o", "DPkg::Lock::Timeout=600", "postgresql");
    static final List<String> UPDATE = List.of("apt-get", "update", "-o", "DPkg::Lock::Timeout=600");
    static final List<String> SERVER_PROGRAMS = List.of("initdb", "pg_ctl", "postgres");

    private static final String HOW_TO = "Install Debian's package postgresql, or set "
            + SystemPostgres.OPT_OUT_VARIABLE + "=" + SystemPostgres.OPT_OUT_VALUE
            + " to skip the tests that need it (they then count as skipped).";

    private static final Comparator<Path> BY_VERSION = Comparator.comparing(
            dir -> Arrays.stream(dir.getFileName().toString().split("\\.")).mapToInt(Integer::parseInt).toArray(),
            Arrays::compare);

    private PostgresBinaries() {
    }

    /**
     * The newest version's {@code bin} under {@code root}; installs the package first when there is none. Only root
     * may install; otherwise, or when apt-get leaves no server, it fails and says how to go on.
     */
    static Path locate(Path root, boolean superuser, ToIntFunction<List<String>> apt) {
        Optional<Path> found = newest(root);
        if (found.isPresent()) {
            return found.get();
        }
        if (!superuser) {
            throw new IllegalStateException(absent(root) + ", and only root may install it with apt-get. " + HOW_TO);
        }
        if (apt.applyAsInt(INSTALL) != 0) {
            // A fresh machine may not have read the package lists yet (Debian's images ship none).
            apt.applyAsInt(UPDATE);
            apt.applyAsInt(INSTALL);
        }
        return newest(root).orElseThrow(() -> new IllegalStateException(
                absent(root) + ", and `" + String.join(" ", INSTALL) + "` did not install it. " + HOW_TO));
    }

    /**
     * The newest {@code <root>/<version>/bin} with a server in it. A version directory may hold only client
     * programs (the package {@code postgresql-client-16} beside the server 15), so the server's programs are
     * asked for.
     */
    static Optional<Path> newest(Path root) {
        if (!Files.isDirectory(root)) {
            return Optional.empty();
        }
        try (Stream<Path> versions = Files.list(root)) {
            return versions.filter(dir -> dir.getFileName().toString().matches("\\d+(\\.\\d+)*"))
                    .map(dir -> dir.resolve("bin"))
                    .filter(bin -> SERVER_PROGRAMS.stream().allMatch(p -> Files.isExecutable(bin.resolve(p))))
                    .max(Comparator.comparing(Path::getParent, BY_VERSION));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String absent(Path root) {
        return "No PostgreSQL server under " + root + " (a <version>/bin with initdb, pg_ctl and postgres)";
    }
}
