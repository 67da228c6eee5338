package market.feeds.bootstrap;

import java.security.SecureRandom;
import java.time.Duration;
import java.util.Base64;
import java.util.Optional;
import javax.sql.DataSource;
import market.feeds.adapters.jdbc.infra.DatabaseTurn;
import market.feeds.adapters.jdbc.infra.ServiceSettings;
import market.feeds.bootstrap.config.Secret;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Decides the operator token's hash: from FEEDS_ADMIN_TOKEN when set (never stored), else the stored
 * hash, else a new token, stored and shown only once the service listens ({@link PendingOperatorToken}). A set
 * FEEDS_ADMIN_TOKEN replaces the generated token for good: its stored hash is forgotten, so removing the variable
 * later generates a new token instead of bringing back one that may have been replaced because it leaked.
 */
final class OperatorTokens {

    static final String SETTING = "operator_token_sha256";
    static final String PREFIX = "fdadm_";
    /** Shorter than this, a configured token is weak next to the generated one's 256 bits (audit 24 F11). */
    static final int SHORTEST_ADVISED = 32;
    /**
     * The turn at issuing the token (advisory lock key "optoken"). Its holder idles in its transaction from the read
     * until the service listens, about a second; after 20 s without a word the server ends its session, so a holder
     * whose connection vanished frees the turn then. A node waits 25 s, longer than that and shorter than the
     * pool's 35 s socket timeout, so the wait ends either with the turn or as the lock's own timeout (decision 0006).
     */
    static final DatabaseTurn.Rules ISSUE_TURN = new DatabaseTurn.Rules(0x6f70746f6b656eL,
            "issuing the operator token", Duration.ofSeconds(25), Duration.ofSeconds(20));
    private static final Logger LOG = LoggerFactory.getLogger(OperatorTokens.class);
    private static final int TOKEN_BYTES = 32;

    private OperatorTokens() {
    }

    /**
     * The token this start serves with. A node that must generate one keeps the turn until it has stored and shown
     * it, so a node starting at the same moment waits and then loads that hash instead of issuing its own.
     */
    static PendingOperatorToken begin(Optional<Secret> configured, ServiceSettings settings, DataSource pool,
                                      SecureRandom random) {
        if (configured.isPresent()) {
            LOG.info("operator token taken from FEEDS_ADMIN_TOKEN");
            if (configured.get().text().length() < SHORTEST_ADVISED) {
                // Not refused: deployments and test harnesses start with short tokens; the operator is told once.
                LOG.warn("FEEDS_ADMIN_TOKEN is shorter than {} characters and guards the whole operator API; "
                        + "use a long random one (e.g. openssl rand -base64 32)", SHORTEST_ADVISED);
            }
            if (settings.remove(SETTING)) {
                LOG.warn("the generated operator token is replaced by FEEDS_ADMIN_TOKEN and no longer valid; a start "
                        + "without FEEDS_ADMIN_TOKEN will generate a new one");
            }
            return PendingOperatorToken.known(OperatorTokenHash.of(configured.get().text()));
        }
        // Only a start that finds no stored token takes the turn; the others never wait for it, whoever holds it.
        Optional<String> stored = settings.find(SETTING);
        if (stored.isPresent()) {
            return loaded(stored.get());
        }
        DatabaseTurn turn = DatabaseTurn.take(pool, ISSUE_TURN);
        stored = settings.find(SETTING);
        if (stored.isPresent()) {
            turn.close();
            return loaded(stored.get());
        }
        return PendingOperatorToken.generated(generate(random), settings, turn);
    }

    private static PendingOperatorToken loaded(String sha256Hex) {
        LOG.info("operator token hash loaded from service_settings");
        return PendingOperatorToken.known(new OperatorTokenHash(sha256Hex));
    }

    private static String generate(SecureRandom random) {
        byte[] bytes = new byte[TOKEN_BYTES];
        random.nextBytes(bytes);
        return PREFIX + Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }
}
