package market.feeds.adapters.jdbc.infra;

import static org.assertj.core.api.Assertions.assertThat;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Audit 24 F10: the lock and the start output beside the cluster are the service's alone, whatever the umask. */
class FilesBesideTheClusterTest {

    @TempDir
    Path work;

    @Test
    void theDataDirectoryLockIsOwnerOnly() throws Exception {
        Path cluster = work.resolve("pg");
        try (DataDirectoryLock lock = DataDirectoryLock.acquire(cluster)) {
            assertThat(permissions(work.resolve("pg.lock"))).isEqualTo("rw-------");
        }
    }

    @Test
    void theStartOutputIsOwnerOnlyEvenWhenAnOlderStartLeftItOpenToAll() throws Exception {
        Path cluster = work.resolve("pg");
        Path output = Files.createFile(work.resolve("pg-start.log"));
        Files.setPosixFilePermissions(output, PosixFilePermissions.fromString("rw-rw-rw-"));

        ServerLog.beside(cluster).configure(EmbeddedPostgres.builder());

        assertThat(permissions(output)).isEqualTo("rw-------");
    }

    private static String permissions(Path file) throws Exception {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(file));
    }
}
