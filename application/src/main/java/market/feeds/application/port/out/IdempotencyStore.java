package market.feeds.application.port.out;

import java.time.Instant;

/**
 * Idempotency records, scoped per vendor. Used inside the request's transaction: a concurrent claim of the
 * same key waits until the first transaction ends, then sees its outcome.
 */
public interface IdempotencyStore {

    Claim claim(String vendorId, String key, String fingerprint, String requestId, Instant now);

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
