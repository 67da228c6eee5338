package market.feeds.application.port.out;

import java.time.Instant;
import java.util.Optional;

/**
 * Console sessions and failed sign-ins, shared by every node through the database. Only a hash of a session
 * id is stored, so a copy of the table does not sign anyone in.
 */
public interface OperatorSessionStore {

    void insert(String idHash, String csrfToken, Instant createdAt, Instant expiresAt);

    /** The session with this id hash if it has not expired at {@code now}. */
    Optional<StoredSession> find(String idHash, Instant now);

    void delete(String idHash);

    /** Deletes sessions expired at {@code now} and failures recorded before {@code failuresBefore}. */
    int purge(Instant now, Instant failuresBefore);

    void recordFailure(String clientAddress, Instant at);

    /** Failed sign-ins from {@code clientAddress} at or after {@code since}. */
    int failuresSince(String clientAddress, Instant since);

    record StoredSession(String csrfToken, Instant expiresAt) {
        @Override
        public String toString() {
            return "StoredSession[csrfToken=<redacted>, expiresAt=" + expiresAt + "]";
        }
    }
}
