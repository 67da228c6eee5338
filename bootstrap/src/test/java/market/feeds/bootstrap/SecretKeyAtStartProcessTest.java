package market.feeds.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;

import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import market.feeds.adapters.jdbc.testing.TestDatabase;
import market.feeds.adapters.jdbc.testing.TestSchema;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Decision 0006, amended: every node on one database uses one secret key. A start whose FEEDS_SECRET_KEY cannot open
 * the key check the database keeps, or, before there is one, none of its stored feed tokens, ends with exit code 2
 * and one line on stderr that names the variable and never a key.
 */
class SecretKeyAtStartProcessTest {

    private static final Duration HEALTHY_WITHIN = Duration.ofSeconds(90);
    private static final SecureRandom RANDOM = new SecureRandom();

    @RegisterExtension
    final ServiceProcesses services = new ServiceProcesses();
    private int nodesStarted;

    @Test
    void aSecondNodeWithAnotherKeyRefusesToStartWithExitCode2AndANodeWithTheSameKeyStarts() throws Exception {
        byte[] key = key();
        byte[] otherKey = key();
        try (TestSchema schema = TestDatabase.freshSchema()) {
            ServiceProcess first = start(schema, key);
            assertThat(first.awaitHealthy(HEALTHY_WITHIN)).as(first.output()).isTrue();

            ServiceProcess other = start(schema, otherKey);
            assertThat(other.awaitExit(HEALTHY_WITHIN)).as(other.output())
                    .isEqualTo(Main.EXIT_CONFIGURATION);
            assertOneRefusalLineWithoutKeys(other, key, otherKey);

            ServiceProcess same = start(schema, key);
            assertThat(same.awaitHealthy(HEALTHY_WITHIN)).as(same.output()).isTrue();
        }
    }

    @Test
    void aFreshDatabaseGetsOneKeyCheckWhenTwoNodesWithTheSameKeyStartAtOnce() throws Exception {
        byte[] key = key();
        try (TestSchema schema = TestDatabase.freshSchema()) {
            ServiceProcess one = start(schema, key);
            ServiceProcess two = start(schema, key);

            assertThat(one.awaitHealthy(HEALTHY_WITHIN)).as(one.output()).isTrue();
            assertThat(two.awaitHealthy(HEALTHY_WITHIN)).as(two.output()).isTrue();
            assertThat(keyChecks(schema)).isEqualTo(1);
        }
    }

    @Test
    void aDatabaseWithoutAKeyCheckWhoseTokensNoneOpensWithThisKeyRefusesAndTheirKeyStarts() throws Exception {
        byte[] sealedWith = key();
        byte[] otherKey = key();
        try (TestSchema schema = TestDatabase.freshSchema()) {
            StoredSecrets.storeToken(schema, sealedWith, "feed-token-of-another-key");

            ServiceProcess other = start(schema, otherKey);
            assertThat(other.awaitExit(HEALTHY_WITHIN)).as(other.output())
                    .isEqualTo(Main.EXIT_CONFIGURATION);
            assertOneRefusalLineWithoutKeys(other, sealedWith, otherKey);
            assertThat(keyChecks(schema)).as("a refused start stores no key check").isZero();

            ServiceProcess right = start(schema, sealedWith);
            assertThat(right.awaitHealthy(HEALTHY_WITHIN)).as(right.output()).isTrue();
            assertThat(keyChecks(schema)).isEqualTo(1);
        }
    }

    private ServiceProcess start(TestSchema schema, byte[] key) {
        return services.start(StoredSecrets.nodeOn(schema, key, services.work().resolve("data-" + nodesStarted++)));
    }

    private static void assertOneRefusalLineWithoutKeys(ServiceProcess service, byte[]... keys) {
        List<String> lines = service.stderr().lines().toList();
        assertThat(lines).as(service.output()).hasSize(1);
        assertThat(lines.get(0)).startsWith("configuration error: FEEDS_SECRET_KEY differs from the key this "
                + "database's feed tokens were sealed with");
        assertThat(service.output()).doesNotContain("Exception", "\tat ");
        StoredSecrets.assertNoKeys(service.output(), keys);
    }

    private static int keyChecks(TestSchema schema) throws SQLException {
        try (Connection connection = schema.dataSource().getConnection();
             PreparedStatement count = connection.prepareStatement(
                     "SELECT count(*) FROM service_settings WHERE key = 'secret_key_check'");
             ResultSet rows = count.executeQuery()) {
            rows.next();
            return rows.getInt(1);
        }
    }

    private static byte[] key() {
        byte[] key = new byte[32];
        RANDOM.nextBytes(key);
        return key;
    }
}
