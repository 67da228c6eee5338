package market.feeds.application.service;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import market.feeds.application.memory.InMemoryOperatorSessionStore;
import market.feeds.application.port.in.admin.OperatorSessionsUseCase;
import market.feeds.application.port.in.admin.OperatorSessionsUseCase.SignIn;
import org.junit.jupiter.api.Test;

/** Console sign-in: the operator token buys an expiring session; wrong tokens are throttled per address. */
class OperatorSessionsTest {

    private static final String TOKEN = "operator-token-for-sessions";
    private static final Instant T0 = Instant.parse("2026-11-01T09:00:00Z");

    private final InMemoryOperatorSessionStore store = new InMemoryOperatorSessionStore();

    @Test
    void theRightTokenStartsASessionThatExpiresAfterItsLifetime() throws Exception {
        SignIn.SignedIn signedIn = (SignIn.SignedIn) service(T0).signIn(TOKEN, "10.0.0.1");

        assertThat(signedIn.session().csrfToken()).isNotEqualTo(signedIn.sessionId()).hasSizeGreaterThan(40);
        assertThat(service(T0.plus(Duration.ofHours(1))).resume(signedIn.sessionId())).contains(signedIn.session());
        assertThat(service(T0.plus(OperatorSessionsUseCase.SESSION_LIFETIME)).resume(signedIn.sessionId())).isEmpty();
        assertThat(signedIn.toString()).doesNotContain(signedIn.sessionId(), signedIn.session().csrfToken());
    }

    @Test
    void signOutEndsTheSession() throws Exception {
        SignIn.SignedIn signedIn = (SignIn.SignedIn) service(T0).signIn(TOKEN, "10.0.0.1");
        service(T0).signOut(signedIn.sessionId());
        assertThat(service(T0).resume(signedIn.sessionId())).isEmpty();
    }

    @Test
    void tooManyWrongTokensFromOneAddressRefuseEvenTheRightOneUntilTheWindowPasses() throws Exception {
        for (int i = 0; i < OperatorSessionsUseCase.MAX_FAILURES; i++) {
            assertThat(service(T0).signIn("guess-" + i, "10.0.0.2")).isInstanceOf(SignIn.WrongToken.class);
        }

        assertThat(service(T0).signIn(TOKEN, "10.0.0.2")).isInstanceOf(SignIn.Throttled.class);
        assertThat(service(T0).signIn(TOKEN, "10.0.0.3")).as("another address").isInstanceOf(SignIn.SignedIn.class);
        assertThat(service(T0.plus(OperatorSessionsUseCase.FAILURE_WINDOW).plusSeconds(1)).signIn(TOKEN, "10.0.0.2"))
                .isInstanceOf(SignIn.SignedIn.class);
    }

    private OperatorSessionsService service(Instant now) throws Exception {
        byte[] hash = MessageDigest.getInstance("SHA-256").digest(TOKEN.getBytes(StandardCharsets.UTF_8));
        return new OperatorSessionsService(store, hash, new SecureRandom(), Clock.fixed(now, ZoneOffset.UTC));
    }
}
