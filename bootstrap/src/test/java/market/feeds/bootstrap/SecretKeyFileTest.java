package market.feeds.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import market.feeds.bootstrap.config.ConfigurationException;
import market.feeds.bootstrap.config.Secret;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Embedded database without FEEDS_SECRET_KEY: 32 random bytes generated once (mode 600) and reused. */
class SecretKeyFileTest {

    @Test
    void generatedOnceOwnerOnlyAndReused(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("secret.key");
        Secret first = SecretKeyFile.loadOrCreate(file, new SecureRandom());

        assertThat(first.length()).isEqualTo(32);
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).isEqualTo("rw-------");
        assertThat(SecretKeyFile.loadOrCreate(file, new SecureRandom())).isEqualTo(first);
    }

    @Test
    void aDamagedKeyFileStopsTheStart(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("secret.key"), "c2hvcnQ=");
        assertThatThrownBy(() -> SecretKeyFile.loadOrCreate(file, new SecureRandom()))
                .isInstanceOf(ConfigurationException.class)
                .hasMessageContaining("must be base64 of 32 bytes");
    }

    @Test
    void afterARotationAFileHoldingThePreviousKeyHoldsTheCurrentOneOwnerOnly(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("secret.key");
        Secret previous = SecretKeyFile.loadOrCreate(file, new SecureRandom());
        Secret current = SecretKeyFile.loadOrCreate(dir.resolve("other.key"), new SecureRandom());

        assertThat(SecretKeyFile.followRotation(file, previous, current)).isTrue();

        assertThat(SecretKeyFile.load(file)).contains(current);
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).isEqualTo("rw-------");
        assertThat(SecretKeyFile.followRotation(file, previous, current)).as("a second start").isFalse();
    }

    @Test
    void aFileHoldingAnotherKeyThanThePreviousOneIsLeftAlone(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("secret.key");
        Secret held = SecretKeyFile.loadOrCreate(file, new SecureRandom());
        Secret previous = SecretKeyFile.loadOrCreate(dir.resolve("previous.key"), new SecureRandom());
        Secret current = SecretKeyFile.loadOrCreate(dir.resolve("current.key"), new SecureRandom());

        assertThat(SecretKeyFile.followRotation(file, previous, current)).isFalse();
        assertThat(SecretKeyFile.followRotation(dir.resolve("absent.key"), previous, current)).isFalse();

        assertThat(SecretKeyFile.load(file)).contains(held);
        assertThat(dir.resolve("absent.key")).doesNotExist();
    }
}
