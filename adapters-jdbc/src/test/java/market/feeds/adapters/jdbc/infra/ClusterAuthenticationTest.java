package market.feeds.adapters.jdbc.infra;

import static market.feeds.adapters.jdbc.infra.EmbeddedSql.execute;
import static market.feeds.adapters.jdbc.infra.EmbeddedSql.query;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The durable cluster admits only who proves its superuser's password: no other account of the machine. */
class ClusterAuthenticationTest {

    /** What PostgreSQL answers a wrong password: {@code invalid_password}. */
    private static final String INVALID_PASSWORD = "28P01";

    @TempDir
    Path temp;

    @Test
    void aNewDurableClusterRefusesAConnectionThatDoesNotProveThePassword() throws Exception {
        Path data = temp.resolve("pg");
        try (EmbeddedDatabase database = EmbeddedDatabase.startDurable(data)) {
            assertRefusesAWrongPassword(database);
            assertThat(query(database, "SELECT 1")).isEqualTo("1");
        }
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(temp.resolve("pg.password"))))
                .isEqualTo("rw-------");
    }

    @Test
    void aClusterInitialisedWhenEveryLocalConnectionWasTrustedIsMadeToAskForThePasswordWithItsDataKept()
            throws Exception {
        Path data = temp.resolve("pg");
        // What the embedded server set up before this rule: initdb -A trust, as its own default.
        try (EmbeddedPostgres before = EmbeddedPostgres.builder().setDataDirectory(data)
                .setCleanDataDirectory(false).setRegisterShutdownHook(false).start();
             Connection connection = before.getPostgresDatabase().getConnection();
             Statement statement = connection.createStatement()) {
            statement.execute("CREATE TABLE kept (id int); INSERT INTO kept VALUES (9)");
        }

        try (EmbeddedDatabase database = EmbeddedDatabase.startDurable(data)) {
            assertRefusesAWrongPassword(database);
            assertThat(query(database, "SELECT id FROM kept")).isEqualTo("9");
        }
    }

    @Test
    void aLostPasswordFileIsReplacedAndOnlyTheNewPasswordIsAccepted() throws Exception {
        Path data = temp.resolve("pg");
        String lost;
        try (EmbeddedDatabase database = EmbeddedDatabase.startDurable(data)) {
            execute(database, "CREATE TABLE kept (id int); INSERT INTO kept VALUES (10)");
            lost = database.endpoint().password().orElseThrow();
        }
        Files.delete(temp.resolve("pg.password"));

        try (EmbeddedDatabase database = EmbeddedDatabase.startDurable(data)) {
            assertThat(database.endpoint().password()).get().isNotEqualTo(lost);
            assertThat(query(database, "SELECT id FROM kept")).isEqualTo("10");
            assertRefusesPassword(database, lost);
        }
    }

    @Test
    void anEmptyPasswordFileLeftByAStartKilledWhileWritingItCountsAsLost() throws Exception {
        Path data = temp.resolve("pg");
        try (EmbeddedDatabase database = EmbeddedDatabase.startDurable(data)) {
            execute(database, "CREATE TABLE kept (id int); INSERT INTO kept VALUES (11)");
        }
        Files.writeString(temp.resolve("pg.password"), "");

        try (EmbeddedDatabase database = EmbeddedDatabase.startDurable(data)) {
            assertThat(database.endpoint().password()).get().asString().isNotBlank();
            assertThat(query(database, "SELECT id FROM kept")).isEqualTo("11");
            assertRefusesAWrongPassword(database);
        }
    }

    @Test
    void aPostmasterStartedAgainAfterItDiedStillAsksForThePassword() throws Exception {
        Path data = temp.resolve("pg");
        try (EmbeddedDatabase database = EmbeddedDatabase.startDurable(data)) {
            long pid = PostmasterPidFile.read(data).orElseThrow().pid();
            ProcessHandle.of(pid).orElseThrow().destroyForcibly();

            await().atMost(Duration.ofSeconds(90)).ignoreExceptions()
                    .untilAsserted(() -> assertThat(query(database, "SELECT 1")).isEqualTo("1"));
            assertRefusesAWrongPassword(database);
        }
    }

    private static void assertRefusesAWrongPassword(EmbeddedDatabase database) {
        assertRefusesPassword(database, "not-the-password");
    }

    private static void assertRefusesPassword(EmbeddedDatabase database, String password) {
        DatabaseEndpoint endpoint = database.endpoint();
        assertThatThrownBy(() -> DriverManager.getConnection(endpoint.jdbcUrl(), endpoint.user().orElseThrow(),
                password).close())
                .isInstanceOfSatisfying(SQLException.class,
                        refused -> assertThat(refused.getSQLState()).isEqualTo(INVALID_PASSWORD));
    }
}
