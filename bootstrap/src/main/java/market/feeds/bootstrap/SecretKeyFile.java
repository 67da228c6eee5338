package market.feeds.bootstrap;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Optional;
import market.feeds.adapters.jdbc.infra.OwnerOnlyFile;
import market.feeds.bootstrap.config.ConfigurationException;
import market.feeds.bootstrap.config.Secret;
import market.feeds.bootstrap.config.SecretKeys;

/** With the embedded database and no FEEDS_SECRET_KEY: the key generated once into the data directory (mode 600). */
final class SecretKeyFile {

    private SecretKeyFile() {
    }

    /**
     * Only with the embedded database, whose start holds the data directory's lock: no other start writes the file
     * meanwhile. It is written whole (renamed into place), so a start killed while writing it leaves none.
     */
    static Secret loadOrCreate(Path file, SecureRandom random) {
        if (!Files.exists(file)) {
            byte[] key = new byte[SecretKeys.LENGTH];
            random.nextBytes(key);
            try {
                OwnerOnlyFile.write(file, Base64.getEncoder().encodeToString(key));
                return Secret.ofBytes(key);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write secret key file " + file, e);
            }
        }
        return load(file).orElseThrow();
    }

    /**
     * After a rotation with the embedded database (decision 0006, amended in session 31): a file still holding the
     * previous key is replaced with the current one, so the data directory and its backups hold the key that opens
     * the database, and a later start without the variables uses it. Any other file is left alone.
     */
    static boolean followRotation(Path file, Secret previous, Secret current) {
        Optional<Secret> held;
        try {
            held = load(file);
        } catch (ConfigurationException damaged) {
            return false;
        }
        if (held.isEmpty() || !held.get().equals(previous) || previous.equals(current)) {
            return false;
        }
        try {
            OwnerOnlyFile.write(file, Base64.getEncoder().encodeToString(current.bytes()));
            return true;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write secret key file " + file, e);
        }
    }

    /** The key in {@code file}, or empty when there is no such file; never creates one. */
    static Optional<Secret> load(Path file) {
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        try {
            return Optional.of(SecretKeys.decode("secret key file " + file,
                    Files.readString(file, StandardCharsets.US_ASCII).strip()));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read secret key file " + file, e);
        }
    }
}
