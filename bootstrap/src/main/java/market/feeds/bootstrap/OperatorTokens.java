package market.feeds.bootstrap;

import java.io.PrintStream;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Optional;
import market.feeds.adapters.jdbc.infra.ServiceSettings;
import market.feeds.bootstrap.config.Secret;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Decides the operator token's hash: from FEEDS_ADMIN_TOKEN when set (never stored), else the stored
 * hash, else a new token printed once in a banner and only its hash stored. A set FEEDS_ADMIN_TOKEN replaces the
 * generated token for good: its stored hash is forgotten, so removing the variable later generates a new token
 * instead of bringing back one that may have been replaced because it leaked.
 */
final class OperatorTokens {

    static final String SETTING = "operator_token_sha256";
    static final String PREFIX = "fdadm_";
    private static final Logger LOG = LoggerFactory.getLogger(OperatorTokens.class);
    private static final int TOKEN_BYTES = 32;

    private OperatorTokens() {
    }

    static OperatorTokenHash resolve(Optional<Secret> configured, ServiceSettings settings,
                                     SecureRandom random, PrintStream console) {
        if (configured.isPresent()) {
            LOG.info("operator token taken from FEEDS_ADMIN_TOKEN");
            if (settings.remove(SETTING)) {
                LOG.warn("the generated operator token is replaced by FEEDS_ADMIN_TOKEN and no longer valid; a start "
                        + "without FEEDS_ADMIN_TOKEN will generate a new one");
            }
            return OperatorTokenHash.of(configured.get().text());
        }
        Optional<String> stored = settings.find(SETTING);
        if (stored.isPresent()) {
            LOG.info("operator token hash loaded from service_settings");
            return new OperatorTokenHash(stored.get());
        }
        String token = generate(random);
        OperatorTokenHash hash = OperatorTokenHash.of(token);
        if (settings.putIfAbsent(SETTING, hash.sha256Hex())) {
            printBanner(console, token);
            return hash;
        }
        // Another instance on the same database generated one at the same moment; theirs stands.
        return new OperatorTokenHash(settings.find(SETTING).orElseThrow());
    }

    private static String generate(SecureRandom random) {
        byte[] bytes = new byte[TOKEN_BYTES];
        random.nextBytes(bytes);
        return PREFIX + Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    // The one place a secret is printed, by design: the operator has no other way to learn it.
    private static void printBanner(PrintStream console, String token) {
        String rule = "=".repeat(78);
        console.println(rule);
        console.println("  Operator token generated. It is shown ONCE and only its SHA-256 is stored:");
        console.println();
        console.println("    " + token);
        console.println();
        console.println("  Use it as 'Authorization: Bearer <token>' on /admin/v1. To replace it,");
        console.println("  set FEEDS_ADMIN_TOKEN.");
        console.println(rule);
        console.flush();
    }
}
