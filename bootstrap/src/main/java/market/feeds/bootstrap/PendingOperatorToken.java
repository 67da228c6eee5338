package market.feeds.bootstrap;

import java.io.PrintStream;
import java.util.Optional;
import market.feeds.adapters.jdbc.infra.DatabaseTurn;
import market.feeds.adapters.jdbc.infra.ServiceSettings;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The operator token a start serves with. A generated one is stored and shown only by {@link #shown}, once the
 * service listens: a start that failed before (a port in use) used to show a token and store its hash, and the start
 * that then served showed nothing (audit 24 F2). Until then the issuing turn is held, and closing gives it up.
 */
final class PendingOperatorToken implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(PendingOperatorToken.class);

    private final OperatorTokenHash hash;
    private final Optional<String> generated;
    private final ServiceSettings settings;
    private final DatabaseTurn turn;

    private PendingOperatorToken(OperatorTokenHash hash, Optional<String> generated, ServiceSettings settings,
                                 DatabaseTurn turn) {
        this.hash = hash;
        this.generated = generated;
        this.settings = settings;
        this.turn = turn;
    }

    static PendingOperatorToken known(OperatorTokenHash hash) {
        return new PendingOperatorToken(hash, Optional.empty(), null, null);
    }

    static PendingOperatorToken generated(String token, ServiceSettings settings, DatabaseTurn turn) {
        return new PendingOperatorToken(OperatorTokenHash.of(token), Optional.of(token), settings, turn);
    }

    OperatorTokenHash hash() {
        return hash;
    }

    /** Called once the service listens: stores a generated token's hash, shows the token once, ends the turn. */
    void shown(PrintStream console) {
        try {
            generated.ifPresent(token -> {
                if (settings.putIfAbsent(OperatorTokens.SETTING, hash.sha256Hex())) {
                    printBanner(console, token);
                } else {
                    // Only a node of a version without the turn can get here first; its token is the stored one.
                    LOG.error("another node stored an operator token at the same moment; this node accepts no "
                            + "operator token until it is restarted");
                }
            });
        } finally {
            close();
        }
    }

    @Override
    public void close() {
        if (turn != null) {
            turn.close();
        }
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
