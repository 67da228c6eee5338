package market.feeds.bootstrap;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.Base64;
import market.feeds.bootstrap.config.Secret;
import market.feeds.bootstrap.config.SecretKeys;

/** With the embedded database and no FEEDS_SECRET_KEY: the key generated once into the data directory (mode 600). */
final class SecretKeyFile {

    private SecretKeyFile() {
    }

    static Secret loadOrCreate(Path file, SecureRandom random) {
        if (!Files.exists(file)) {
            byte[] key = new byte[SecretKeys.LENGTH];
            random.nextBytes(key);
            try {
                Files.writeString(createOwnerOnly(file), Base64.getEncoder().encodeToString(key), StandardCharsets.US_ASCII);
                return Secret.ofBytes(key);
            } catch (FileAlreadyExistsException raced) {
                // another start created it first: use theirs
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write secret key file " + file, e);
            }
        }
        try {
            return SecretKeys.decode("secret key file " + file, Files.readString(file, StandardCharsets.US_ASCII).strip());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read secret key file " + file, e);
        }
    }

    private static Path createOwnerOnly(Path file) throws IOException {
        if (FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
            FileAttribute<?> ownerOnly = PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------"));
            return Files.createFile(file, ownerOnly);
        }
        return Files.createFile(file);
    }
}
