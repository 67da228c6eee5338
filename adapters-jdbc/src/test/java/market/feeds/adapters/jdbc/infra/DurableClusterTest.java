package market.feeds.adapters.jdbc.infra;

import static market.feeds.adapters.jdbc.infra.EmbeddedSql.execute;
import static market.feeds.adapters.jdbc.infra.EmbeddedSql.query;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The service's own cluster (the default run): durable settings, and a first start that can be killed. */
class DurableClusterTest {

    @TempDir
    Path temp;

    @Test
    void theDurableClusterSyncsItsWritesToDiskUnlikeTheTestClusters() throws Exception {
        try (EmbeddedDatabase database = EmbeddedDatabase.startDurable(temp.resolve("pg"))) {
            assertThat(setting(database, "fsync")).isEqualTo("on");
            assertThat(setting(database, "full_page_writes")).isEqualTo("on");
            assertThat(setting(database, "synchronous_commit")).isEqualTo("on");
        }
    }

    @Test
    void aFirstStartKilledBeforeInitdbFinishedIsStartedOverNotLeftUnstartable() throws Exception {
        Path data = temp.resolve("pg");
        // What a kill -9 of the whole process group leaves during initdb: a configuration, part of a cluster, and
        // the marker of an unfinished first start.
        Files.createDirectories(data.resolve("base/1"));
        Files.writeString(data.resolve("postgresql.conf"), "# written by an initdb that was killed\n");
        Files.writeString(temp.resolve("pg.first-start"), "initdb has not finished\n");

        try (EmbeddedDatabase database = EmbeddedDatabase.startDurable(data)) {
            assertThat(setting(database, "server_version_num")).isNotBlank();
        }
        assertThat(temp.resolve("pg.first-start")).doesNotExist();
    }

    @Test
    void aFinishedFirstStartLeavesNoMarkerSoTheClusterIsNeverStartedOver() throws Exception {
        Path data = temp.resolve("pg");
        try (EmbeddedDatabase database = EmbeddedDatabase.startDurable(data)) {
            execute(database, "CREATE TABLE kept (id int); INSERT INTO kept VALUES (7)");
        }
        assertThat(temp.resolve("pg.first-start")).doesNotExist();

        try (EmbeddedDatabase again = EmbeddedDatabase.startDurable(data)) {
            assertThat(query(again, "SELECT id FROM kept")).isEqualTo("7");
        }
    }

    @Test
    void aPostmasterKilledWhileTheServiceRunsIsStartedAgainOnTheSamePortWithItsDataAndNotAfterTheStop()
            throws Exception {
        Path data = temp.resolve("pg");
        try (EmbeddedDatabase database = EmbeddedDatabase.startDurable(data)) {
            execute(database, "CREATE TABLE kept (id int); INSERT INTO kept VALUES (8)");
            PostmasterPidFile before = PostmasterPidFile.read(data).orElseThrow();

            ProcessHandle.of(before.pid()).orElseThrow().destroyForcibly();

            await().atMost(Duration.ofSeconds(90)).ignoreExceptions()
                    .untilAsserted(() -> assertThat(query(database, "SELECT id FROM kept")).isEqualTo("8"));
            PostmasterPidFile after = PostmasterPidFile.read(data).orElseThrow();
            assertThat(after.pid()).isNotEqualTo(before.pid());
            assertThat(after.port()).isEqualTo(before.port());
        }
        // A stopped server stays stopped: the owner's stop is not a death to repair.
        await().during(Duration.ofSeconds(3)).atMost(Duration.ofSeconds(10))
                .until(() -> PostmasterPidFile.read(data).isEmpty());
    }

    private static String setting(EmbeddedDatabase database, String name) throws Exception {
        return query(database, "SHOW " + name);
    }
}
