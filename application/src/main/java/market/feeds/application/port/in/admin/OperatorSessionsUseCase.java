package market.feeds.application.port.in.admin;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/** Operator console: the operator token exchanged for an expiring server-side session (decision 1001). */
public interface OperatorSessionsUseCase {

    /** Failed sign-ins from one client address within {@link #FAILURE_WINDOW} before further tries are refused. */
    int MAX_FAILURES = 10;
    Duration FAILURE_WINDOW = Duration.ofMinutes(15);
    Duration SESSION_LIFETIME = Duration.ofHours(8);

    SignIn signIn(String token, String clientAddress);

    /** The live session behind a cookie's session id. */
    Optional<ActiveSession> resume(String sessionId);

    void signOut(String sessionId);

    /** @param csrfToken the synchronizer token every form of this session must carry */
    record ActiveSession(String csrfToken, Instant expiresAt) {
        @Override
        public String toString() {
            return "ActiveSession[csrfToken=<redacted>, expiresAt=" + expiresAt + "]";
        }
    }

    sealed interface SignIn {
        /** @param sessionId the cookie value; only its hash is stored */
        record SignedIn(String sessionId, ActiveSession session) implements SignIn {
            @Override
            public String toString() {
                return "SignedIn[sessionId=<redacted>, session=" + session + "]";
            }
        }

        record WrongToken() implements SignIn {
        }

        /** Too many failures from this address: refused without looking at the token. */
        record Throttled(Duration retryAfter) implements SignIn {
        }
    }
}
