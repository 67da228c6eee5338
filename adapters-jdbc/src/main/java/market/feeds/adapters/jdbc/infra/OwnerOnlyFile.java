package market.feeds.adapters.jdbc.infra;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * A file only its owner may read, written whole: under another name first, then renamed into place, so a process
 * killed meanwhile leaves the old file or none, never half of one (decision 0008, amended). For the secrets the
 * service keeps in its data directory and for the cluster's {@code pg_hba.conf}.
 */
public final class OwnerOnlyFile {

    private OwnerOnlyFile() {
    }

    /** Replaces {@code file} (or creates it) with {@code text}. */
    public static void write(Path file, String text) throws IOException {
        Path next = file.resolveSibling(file.getFileName() + ".next");
        Files.deleteIfExists(next);
        if (FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
            Files.createFile(next, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        } else {
            Files.createFile(next);
        }
        Files.writeString(next, text, StandardCharsets.UTF_8);
        Files.move(next, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /**
     * Makes an existing file owner-only (read and write), whatever the umask it was created under and whatever an
     * older version left: for files beside the cluster that hold no secret but that nobody else may change.
     */
    static void narrow(Path file) throws IOException {
        if (FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        }
    }
}
