package market.feeds.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.security.SecureRandom;
import java.util.Optional;
import market.feeds.adapters.feedpull.secret.AesGcmSecretBox;
import market.feeds.adapters.jdbc.infra.SealedSecrets;
import market.feeds.adapters.jdbc.infra.ServiceSettings;
import market.feeds.adapters.jdbc.store.JdbcStores;
import market.feeds.adapters.jdbc.testing.TestDatabase;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.port.out.SecretBox;
import org.junit.jupiter.api.Test;

/**
 * Decision 0006, amended in session 31: a rotation is one transaction. One that fails after the tokens were re-sealed
 * and before the key check was rewritten leaves both as they were, so the next start rotates from the same state.
 */
class SecretKeyRotationTest {

    private static final SecureRandom RANDOM = new SecureRandom();

    @Test
    void aRotationThatFailsBeforeItsCommitLeavesEveryTokenAndTheKeyCheckAsTheyWere() throws Exception {
        byte[] oldKey = StoredSecrets.key();
        AesGcmSecretBox oldBox = new AesGcmSecretBox(oldKey, RANDOM);
        AesGcmSecretBox newBox = new AesGcmSecretBox(StoredSecrets.key(), RANDOM);
        try (TestSchema schema = TestDatabase.freshSchema()) {
            ServiceSettings settings = new ServiceSettings(schema.dataSource());
            settings.putIfAbsent(SecretKeyCheck.SETTING, SecretKeyCheck.sealedCheck(oldBox));
            String vendor = StoredSecrets.storeToken(schema, oldKey, "token-before-the-failure");
            byte[] tokenBefore = StoredSecrets.sealedToken(schema, vendor);
            String checkBefore = StoredSecrets.keyCheck(schema);

            // The tokens are re-sealed and written first; sealing the new key check then fails.
            assertThatThrownBy(() -> SecretKeyRotation.verify(new SealedSecrets(schema.dataSource()), settings,
                    JdbcStores.create(schema.dataSource()).asStores().feedSettings(), new FailingAtTheKeyCheck(newBox),
                    oldBox, false)).hasMessageContaining("injected");

            assertThat(StoredSecrets.sealedToken(schema, vendor)).isEqualTo(tokenBefore);
            assertThat(StoredSecrets.keyCheck(schema)).isEqualTo(checkBefore);
            assertThat(oldBox.open(tokenBefore, vendor)).contains("token-before-the-failure");
        }
    }

    /** The new key's box, failing when asked to seal the key check: a process dying between the two writes. */
    private record FailingAtTheKeyCheck(SecretBox box) implements SecretBox {
        @Override
        public byte[] seal(String secret, String associatedData) {
            if (associatedData.startsWith("service_settings/")) {
                throw new IllegalStateException("injected failure before the commit");
            }
            return box.seal(secret, associatedData);
        }

        @Override
        public Optional<String> open(byte[] sealed, String associatedData) {
            return box.open(sealed, associatedData);
        }
    }
}
