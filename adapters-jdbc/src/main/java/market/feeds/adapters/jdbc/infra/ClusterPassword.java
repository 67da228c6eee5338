package market.feeds.adapters.jdbc.infra;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.Base64;

/**
 * The durable cluster's superuser password (decision 0008, amended): random, written once beside the cluster in a
 * file only its owner may read, and never logged. It lives outside the cluster's directory because initdb, which reads
 * it ({@code --pwfile}), refuses a directory that is not empty.
 */
final class ClusterPassword {

    private static final int RANDOM_BYTES = 32;

    private final Path file;
    private final String value;
    private final boolean foundStored;

    private ClusterPassword(Path file, String value, boolean foundStored) {
        this.file = file;
        this.value = value;
        this.foundStored = foundStored;
    }

    /** Reads {@code <dir>.password} beside the cluster, or writes a new one there if there is none. */
    static ClusterPassword of(Path dataDirectory) {
        Path file = dataDirectory.resolveSibling(dataDirectory.getFileName() + ".password");
        try {
            if (Files.exists(file)) {
                return new ClusterPassword(file, Files.readString(file, StandardCharsets.US_ASCII).strip(), true);
            }
            byte[] random = new byte[RANDOM_BYTES];
            new SecureRandom().nextBytes(random);
            String value = Base64.getUrlEncoder().withoutPadding().encodeToString(random);
            Files.createDirectories(file.getParent());
            writeOwnerOnly(file, value);
            return new ClusterPassword(file, value, false);
        } catch (IOException e) {
            throw new UncheckedIOException("could not keep the embedded cluster's password in " + file, e);
        }
    }

    private static void writeOwnerOnly(Path file, String value) throws IOException {
        try {
            Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        } catch (UnsupportedOperationException notPosix) {
            Files.createFile(file);
        } catch (FileAlreadyExistsException raced) {
            throw new IOException("another process wrote " + file + " at the same time", raced);
        }
        Files.writeString(file, value, StandardCharsets.US_ASCII);
    }

    Path file() {
        return file;
    }

    String value() {
        return value;
    }

    /** False when this start wrote the file: the cluster may not know the password yet. */
    boolean foundStored() {
        return foundStored;
    }

    /** The password is a secret. */
    @Override
    public String toString() {
        return "ClusterPassword[" + file + "]";
    }
}
