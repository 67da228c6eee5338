package market.feeds.adapters.jdbc.infra;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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

    /**
     * Reads {@code <dir>.password} beside the cluster, or writes a new one there if there is none (an empty file
     * counts as none). Called with the directory locked, so no other process writes it meanwhile.
     */
    static ClusterPassword of(Path dataDirectory) {
        Path file = dataDirectory.resolveSibling(dataDirectory.getFileName() + ".password");
        try {
            if (Files.exists(file)) {
                String stored = Files.readString(file, StandardCharsets.US_ASCII).strip();
                if (!stored.isEmpty()) {
                    return new ClusterPassword(file, stored, true);
                }
            }
            byte[] random = new byte[RANDOM_BYTES];
            new SecureRandom().nextBytes(random);
            String value = Base64.getUrlEncoder().withoutPadding().encodeToString(random);
            Files.createDirectories(file.getParent());
            OwnerOnlyFile.write(file, value);
            return new ClusterPassword(file, value, false);
        } catch (IOException e) {
            throw new UncheckedIOException("could not keep the embedded cluster's password in " + file, e);
        }
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
