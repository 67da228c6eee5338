package market.feeds.application.port.out;

import java.time.Instant;

/**
 * Idempotency records, scoped per vendor. Used inside the request's transaction: a concurrent claim of the
 * same key waits until the first transaction ends, then sees its outcome.
 */
public interface IdempotencyStore {

    Claim claim(String vendorId, String key, String fingerprint, String requestId, Instant now);

    /**
     * Returns once no unit in flight holds an uncommitted claim of this key any more: a unit whose commit lost its
     * answer may still be committing, and only after it ended does the journal say whether it did (decision 0407).
     * Bounded by the store's lock timeout, then {@link StorageFailure}; leaves nothing behind.
     */
    void awaitSettled(String vendorId, String key);

    /** Deletes records created before {@code cutoff}; returns how many. */
    int purgeCreatedBefore(Instant cutoff);

    sealed interface Claim {
        /** The key is new: this request executes, and its record commits with it. */
        record Fresh() implements Claim {
        }

        /** The key was used with the same fingerprint: answer with that request's stored result. */
        record Replay(String requestId) implements Claim {
        }

        /** The key was used with a different fingerprint. */
        record Reused() implements Claim {
        }
    }
}
