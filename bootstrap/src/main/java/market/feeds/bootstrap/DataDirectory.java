package market.feeds.bootstrap;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;
import market.feeds.bootstrap.config.ConfigurationException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The layout of {@code FEEDS_DATA_DIR}: the embedded cluster and the generated secret key. */
record DataDirectory(Path root) {

    private static final Logger LOG = LoggerFactory.getLogger(DataDirectory.class);
    private static final Set<PosixFilePermission> OWNER_ONLY = PosixFilePermissions.fromString("rwx------");

    /**
     * Creates the directory owner-only when absent, whatever the umask: it holds {@code secret.key} and
     * {@code pg.password}, and whoever may write to it can replace them without reading them (audit 24 F10). An
     * existing directory is the operator's: it is left as it is, with a warning when others may write to it.
     */
    static DataDirectory prepare(Path root) {
        Path path = root.toAbsolutePath().normalize();
        try {
            if (Files.isDirectory(path)) {
                warnIfOthersMayWrite(path);
            } else {
                Files.createDirectories(path.getParent());
                Files.createDirectory(path);
                // Set after creation: a permission given at creation is narrowed by the umask, never widened.
                ownerOnly(path);
            }
            return new DataDirectory(path);
        } catch (IOException e) {
            // The operator named a place this account cannot make a directory in (under a file, a read-only or a
            // pseudo file system): a configuration error, exit code 2 and one line, as for a path that is a file.
            throw new ConfigurationException("FEEDS_DATA_DIR", "names " + path + ", which cannot be created: "
                    + reason(e));
        }
    }

    private static String reason(IOException e) {
        if (e instanceof FileSystemException fs && fs.getReason() != null) {
            return fs.getReason();
        }
        return e instanceof AccessDeniedException ? "permission denied" : e.getClass().getSimpleName();
    }

    private static void ownerOnly(Path path) throws IOException {
        try {
            Files.setPosixFilePermissions(path, OWNER_ONLY);
        } catch (UnsupportedOperationException notPosix) {
            // A file system without POSIX modes keeps its own rules.
        }
    }

    private static void warnIfOthersMayWrite(Path path) throws IOException {
        Set<PosixFilePermission> permissions;
        try {
            permissions = Files.getPosixFilePermissions(path);
        } catch (UnsupportedOperationException notPosix) {
            return;
        }
        if (permissions.contains(PosixFilePermission.GROUP_WRITE)
                || permissions.contains(PosixFilePermission.OTHERS_WRITE)) {
            LOG.warn("data directory {} is {}: other accounts may replace secret.key and pg.password in it; "
                    + "chmod 700 it", path, PosixFilePermissions.toString(permissions));
        }
    }

    Path postgres() {
        return root.resolve("pg");
    }

    Path secretKeyFile() {
        return root.resolve("secret.key");
    }
}
