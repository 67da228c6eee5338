package market.feeds.application.service;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.util.Base64;
import java.util.HexFormat;
import java.util.Optional;
import market.feeds.application.port.in.admin.OperatorSessionsUseCase;
import market.feeds.application.port.out.OperatorSessionStore;

/** Signs operators in with the operator token; throttles failures per client address in the shared store. */
public final class OperatorSessionsService implements OperatorSessionsUseCase {

    private static final int RANDOM_BYTES = 32;

    private final OperatorSessionStore store;
    private final byte[] tokenSha256;
    private final SecureRandom random;
    private final Clock clock;

    /** @param operatorTokenSha256 SHA-256 of the operator token's UTF-8 bytes (the token itself is never held) */
    public OperatorSessionsService(OperatorSessionStore store, byte[] operatorTokenSha256, SecureRandom random,
                                   Clock clock) {
        if (operatorTokenSha256.length != 32) {
            throw new IllegalArgumentException("the operator token hash must be 32 bytes of SHA-256");
        }
        this.store = store;
        this.tokenSha256 = operatorTokenSha256.clone();
        this.random = random;
        this.clock = clock;
    }

    @Override
    public SignIn signIn(String token, String clientAddress) {
        Instant now = clock.instant();
        if (store.failuresSince(clientAddress, now.minus(FAILURE_WINDOW)) >= MAX_FAILURES) {
            return new SignIn.Throttled(FAILURE_WINDOW);
        }
        // Constant-time over the digests: the comparison tells nothing about how much of the token was right.
        if (!MessageDigest.isEqual(sha256(token.getBytes(StandardCharsets.UTF_8)), tokenSha256)) {
            store.recordFailure(clientAddress, now);
            return new SignIn.WrongToken();
        }
        store.purge(now, now.minus(FAILURE_WINDOW));
        String sessionId = randomToken();
        ActiveSession session = new ActiveSession(randomToken(), now.plus(SESSION_LIFETIME));
        store.insert(idHash(sessionId), session.csrfToken(), now, session.expiresAt());
        return new SignIn.SignedIn(sessionId, session);
    }

    @Override
    public Optional<ActiveSession> resume(String sessionId) {
        return store.find(idHash(sessionId), clock.instant())
                .map(stored -> new ActiveSession(stored.csrfToken(), stored.expiresAt()));
    }

    @Override
    public void signOut(String sessionId) {
        store.delete(idHash(sessionId));
    }

    private String randomToken() {
        byte[] bytes = new byte[RANDOM_BYTES];
        random.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    private static String idHash(String sessionId) {
        return HexFormat.of().formatHex(sha256(sessionId.getBytes(StandardCharsets.UTF_8)));
    }

    private static byte[] sha256(byte[] bytes) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(bytes);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK provides SHA-256", e);
        }
    }
}
