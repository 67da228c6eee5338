package market.feeds.adapters.jdbc.infra;

import static market.feeds.adapters.jdbc.infra.EmbeddedSql.execute;
import static market.feeds.adapters.jdbc.infra.EmbeddedSql.query;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.awaitility.Awaitility.await;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
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

    @Test
    void theServersOwnLogIsKeptInTheClusterDirectoryAndNotLostInAQuietLogger() throws Exception {
        Path data = temp.resolve("pg");
        try (EmbeddedDatabase database = EmbeddedDatabase.startDurable(data)) {
            assertThatThrownBy(() -> execute(database, "SELECT * FROM no_such_table_for_the_log"));

            await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> assertThat(serverLog(data))
                    .contains("relation \"no_such_table_for_the_log\" does not exist"));
        }
        assertThat(Files.readString(temp.resolve("pg-start.log"))).contains("server started");
    }

    @Test
    void aStartTheServerRefusesEndsWithoutWaitingOutTheStartupBoundAndQuotesTheServersReason() throws Exception {
        Path data = temp.resolve("pg");
        try (EmbeddedDatabase database = EmbeddedDatabase.startDurable(data)) {
            execute(database, "SELECT 1");
        }
        Files.writeString(data.resolve("postgresql.conf"), "no_such_setting = 1\n", StandardOpenOption.APPEND);

        // The embedded server's own bound is 60 s; the refusal is known within a second or so.
        Throwable failure = assertTimeout(Duration.ofSeconds(30),
                () -> catchThrowable(() -> EmbeddedDatabase.startDurable(data).close()));

        assertThat(failure).hasMessageContaining("the server said:")
                .hasMessageContaining("FATAL:  configuration file")
                .hasMessageContaining(temp.resolve("pg-start.log").toString());
        assertThat(Thread.currentThread().isInterrupted()).isFalse();
        // Nothing is left holding the directory: once the cause is mended, the next start succeeds.
        Files.writeString(data.resolve("postgresql.conf"),
                Files.readString(data.resolve("postgresql.conf")).replace("no_such_setting = 1\n", ""));
        try (EmbeddedDatabase again = EmbeddedDatabase.startDurable(data)) {
            assertThat(setting(again, "fsync")).isEqualTo("on");
        }
    }

    @Test
    void aClusterOfAnotherMajorVersionIsRefusedBeforeAnyServerStartsNamingBothVersions() throws Exception {
        Path data = temp.resolve("pg");
        try (EmbeddedDatabase database = EmbeddedDatabase.startDurable(data)) {
            execute(database, "SELECT 1");
        }
        String embedded = Files.readString(data.resolve("PG_VERSION")).strip();
        Files.writeString(data.resolve("PG_VERSION"), "17\n");

        assertThatThrownBy(() -> EmbeddedDatabase.startDurable(data).close())
                .isInstanceOf(IncompatibleCluster.class)
                .hasMessageContaining("holds a PostgreSQL 17 cluster")
                .hasMessageContaining("embeds PostgreSQL " + embedded)
                .hasMessageContaining("pg_upgrade");
        assertThat(embedded).isEqualTo(ClusterVersion.embeddedMajor());
        assertThat(PostmasterPidFile.read(data)).isEmpty();
    }

    private static String serverLog(Path data) throws Exception {
        StringBuilder all = new StringBuilder();
        try (var files = Files.list(data.resolve("log"))) {
            for (Path file : files.toList()) {
                all.append(Files.readString(file));
            }
        }
        return all.toString();
    }

    private static String setting(EmbeddedDatabase database, String name) throws Exception {
        return query(database, "SHOW " + name);
    }
}
