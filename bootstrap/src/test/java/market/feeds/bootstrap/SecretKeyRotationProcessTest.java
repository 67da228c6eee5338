package market.feeds.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import market.feeds.adapters.feedpull.secret.AesGcmSecretBox;
import market.feeds.adapters.jdbc.testing.TestDatabase;
import market.feeds.adapters.jdbc.testing.TestSchema;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Decision 0006, amended in session 31: a start with FEEDS_SECRET_KEY_PREVIOUS re-seals the stored feed tokens of a
 * database pinned to that key with FEEDS_SECRET_KEY and pins it to the new key, once, whatever the number of nodes
 * starting; a pair of keys neither of which opens the check is refused with exit code 2 and no key shown.
 */
class SecretKeyRotationProcessTest {

    private static final Duration HEALTHY_WITHIN = Duration.ofSeconds(90);
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final String TOKEN = "feed-token-kept-through-rotation-81c2";

    @RegisterExtension
    final ServiceProcesses services = new ServiceProcesses();
    private int nodesStarted;

    @Test
    void aStartWithThePreviousKeyReSealsTheTokensWithTheNewKeyAndASecondStartChangesNothing() throws Exception {
        byte[] oldKey = key();
        byte[] newKey = key();
        byte[] strayKey = key();
        try (TestSchema schema = TestDatabase.freshSchema()) {
            pinned(schema, oldKey);
            String vendor = StoredSecrets.storeToken(schema, oldKey, TOKEN);
            String stray = StoredSecrets.storeToken(schema, strayKey, "feed-token-of-no-key-here");
            byte[] strayBefore = StoredSecrets.sealedToken(schema, stray);

            ServiceProcess rotating = start(schema, newKey, Optional.of(oldKey));
            assertThat(rotating.awaitHealthy(HEALTHY_WITHIN)).as(rotating.output()).isTrue();

            AesGcmSecretBox newBox = new AesGcmSecretBox(newKey, RANDOM);
            assertThat(newBox.open(StoredSecrets.sealedToken(schema, vendor), vendor)).contains(TOKEN);
            assertThat(StoredSecrets.sealedToken(schema, stray)).as("a token neither key opens stays")
                    .isEqualTo(strayBefore);
            assertThat(SecretKeyCheck.opens(StoredSecrets.keyCheck(schema), newBox)).isTrue();
            assertThat(rotating.stdout()).contains("secret key rotated: 1 stored feed token(s) re-sealed",
                    "1 stored feed token(s) cannot be opened with this secret key");
            assertNoKeys(rotating, oldKey, newKey, strayKey);
            assertThat(rotating.terminate(HEALTHY_WITHIN)).isTrue();

            byte[] rotatedToken = StoredSecrets.sealedToken(schema, vendor);
            String rotatedCheck = StoredSecrets.keyCheck(schema);
            ServiceProcess again = start(schema, newKey, Optional.of(oldKey));
            assertThat(again.awaitHealthy(HEALTHY_WITHIN)).as(again.output()).isTrue();
            assertThat(StoredSecrets.sealedToken(schema, vendor)).isEqualTo(rotatedToken);
            assertThat(StoredSecrets.keyCheck(schema)).isEqualTo(rotatedCheck);
            assertThat(again.stdout()).contains("FEEDS_SECRET_KEY_PREVIOUS is set but no longer needed")
                    .doesNotContain("secret key rotated");
            assertNoKeys(again, oldKey, newKey, strayKey);
        }
    }

    @Test
    void twoNodesStartingAtOnceWithTheSamePairRotateOnceAndBothServe() throws Exception {
        byte[] oldKey = key();
        byte[] newKey = key();
        try (TestSchema schema = TestDatabase.freshSchema()) {
            pinned(schema, oldKey);
            String vendor = StoredSecrets.storeToken(schema, oldKey, TOKEN);

            ServiceProcess one = start(schema, newKey, Optional.of(oldKey));
            ServiceProcess two = start(schema, newKey, Optional.of(oldKey));

            assertThat(one.awaitHealthy(HEALTHY_WITHIN)).as(one.output()).isTrue();
            assertThat(two.awaitHealthy(HEALTHY_WITHIN)).as(two.output()).isTrue();
            assertThat(Stream.of(one, two).filter(node -> node.stdout().contains("secret key rotated"))).hasSize(1);
            assertThat(Stream.of(one, two).filter(node -> node.stdout().contains("no longer needed"))).hasSize(1);
            assertThat(new AesGcmSecretBox(newKey, RANDOM).open(StoredSecrets.sealedToken(schema, vendor), vendor))
                    .contains(TOKEN);
        }
    }

    @Test
    void aPairOfKeysNeitherOfWhichOpensTheCheckRefusesWithExitCode2NamingBothAndChangesNothing() throws Exception {
        byte[] oldKey = key();
        byte[] newKey = key();
        byte[] wrongPrevious = key();
        try (TestSchema schema = TestDatabase.freshSchema()) {
            pinned(schema, oldKey);
            String vendor = StoredSecrets.storeToken(schema, oldKey, TOKEN);
            byte[] tokenBefore = StoredSecrets.sealedToken(schema, vendor);
            String checkBefore = StoredSecrets.keyCheck(schema);

            ServiceProcess refused = start(schema, newKey, Optional.of(wrongPrevious));

            assertThat(refused.awaitExit(HEALTHY_WITHIN)).as(refused.output()).isEqualTo(Main.EXIT_CONFIGURATION);
            List<String> lines = refused.stderr().lines().toList();
            assertThat(lines).as(refused.output()).singleElement().asString().startsWith("configuration error: "
                    + "FEEDS_SECRET_KEY and FEEDS_SECRET_KEY_PREVIOUS both differ from the key this database's");
            assertThat(refused.output()).doesNotContain("Exception", "\tat ");
            assertNoKeys(refused, oldKey, newKey, wrongPrevious);
            assertThat(StoredSecrets.sealedToken(schema, vendor)).isEqualTo(tokenBefore);
            assertThat(StoredSecrets.keyCheck(schema)).isEqualTo(checkBefore);
        }
    }

    @Test
    void aPreviousKeyThatIsNotBase64Of32BytesIsAConfigurationErrorThatDoesNotShowIt() throws Exception {
        String shortKey = Base64.getEncoder().encodeToString(new byte[16]);
        try (TestSchema schema = TestDatabase.freshSchema()) {
            Map<String, String> env = environment(schema, key());
            env.put("FEEDS_SECRET_KEY_PREVIOUS", shortKey);

            ServiceProcess refused = services.start(env);

            assertThat(refused.awaitExit(HEALTHY_WITHIN)).as(refused.output()).isEqualTo(Main.EXIT_CONFIGURATION);
            assertThat(refused.stderr().lines().toList()).as(refused.output()).singleElement().asString()
                    .startsWith("configuration error: FEEDS_SECRET_KEY_PREVIOUS must be base64 of 32 bytes");
            assertThat(refused.output()).doesNotContain(shortKey);
        }
    }

    @Test
    void theEmbeddedRunRotatedFromItsKeyFileKeepsTheNewKeyInTheFileAndStartsWithoutEitherVariable() throws Exception {
        Path dataDir = services.work().resolve("embedded");
        ServiceProcess first = services.start(embedded(dataDir));
        assertThat(first.awaitHealthy(HEALTHY_WITHIN)).as(first.output()).isTrue();
        assertThat(first.terminate(HEALTHY_WITHIN)).isTrue();
        String oldKey = Files.readString(dataDir.resolve("secret.key")).strip();
        String newKey = Base64.getEncoder().encodeToString(key());

        Map<String, String> rotating = embedded(dataDir);
        rotating.put("FEEDS_SECRET_KEY", newKey);
        rotating.put("FEEDS_SECRET_KEY_PREVIOUS", oldKey);
        ServiceProcess rotated = services.start(rotating);
        assertThat(rotated.awaitHealthy(HEALTHY_WITHIN)).as(rotated.output()).isTrue();
        assertThat(rotated.terminate(HEALTHY_WITHIN)).isTrue();

        assertThat(Files.readString(dataDir.resolve("secret.key")).strip()).isEqualTo(newKey);
        assertThat(rotated.stdout()).contains("secret key rotated", "secret.key held FEEDS_SECRET_KEY_PREVIOUS")
                .doesNotContain(oldKey, newKey);
        ServiceProcess later = services.start(embedded(dataDir));
        assertThat(later.awaitHealthy(HEALTHY_WITHIN)).as(later.output()).isTrue();
    }

    private static Map<String, String> embedded(Path dataDir) {
        Map<String, String> env = new HashMap<>();
        env.put("FEEDS_DATA_DIR", dataDir.toString());
        env.put("FEEDS_ADMIN_TOKEN", "key-rotation-operator-token-40aa");
        env.put("FEEDS_PULL_ENABLED", "false");
        return env;
    }

    /** The database as a node with {@code key} leaves it: migrated and pinned to the key. */
    private void pinned(TestSchema schema, byte[] key) throws InterruptedException {
        ServiceProcess node = start(schema, key, Optional.empty());
        assertThat(node.awaitHealthy(HEALTHY_WITHIN)).as(node.output()).isTrue();
        assertThat(node.terminate(HEALTHY_WITHIN)).isTrue();
    }

    private ServiceProcess start(TestSchema schema, byte[] key, Optional<byte[]> previous) {
        Map<String, String> env = environment(schema, key);
        previous.ifPresent(bytes -> env.put("FEEDS_SECRET_KEY_PREVIOUS", Base64.getEncoder().encodeToString(bytes)));
        return services.start(env);
    }

    private Map<String, String> environment(TestSchema schema, byte[] key) {
        return StoredSecrets.nodeOn(schema, key, services.work().resolve("data-" + nodesStarted++));
    }

    private static void assertNoKeys(ServiceProcess service, byte[]... keys) {
        StoredSecrets.assertNoKeys(service.output(), keys);
    }

    private static byte[] key() {
        return StoredSecrets.key();
    }
}
