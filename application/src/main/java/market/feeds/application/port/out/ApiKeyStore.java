package market.feeds.application.port.out;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import market.feeds.application.model.ApiKey;
import market.feeds.application.model.Caller;
import market.feeds.application.model.RateLogRead;
import market.feeds.domain.limit.RateBucket;

/** API keys, found by the SHA-256 hash of their secret; the secret itself is never stored. */
public interface ApiKeyStore {

    void insert(ApiKey key, String secretHash);

    /**
     * Inserts the key as {@link #insert} does, unless {@code issueToken} issued a key already (one form of the
     * operator console, sent again by a reload): then nothing is stored, and the answer is the id of that key.
     */
    Optional<String> insertOnce(ApiKey key, String secretHash, String issueToken);

    /** The key with this secret hash, revoked or not. */
    Optional<ApiKey> bySecretHash(String secretHash);

    /**
     * The key with this secret hash together with its vendor, read in one round trip (every vendor request
     * authenticates with it); revoked or not.
     */
    Optional<Caller> callerBySecretHash(String secretHash);

    /**
     * As {@link #callerBySecretHash}, for a request that will be metered in {@code bucket}: a store that can may read
     * the caller's vendor's log of that bucket in the same round trip (decision 0813), for
     * {@link RateCounterStore#update(String, RateBucket, Optional, java.util.function.Function)}; empty when it did
     * not.
     */
    default Optional<MeteredCaller> callerWithRateLog(String secretHash, RateBucket bucket) {
        return callerBySecretHash(secretHash).map(caller -> new MeteredCaller(caller, Optional.empty()));
    }

    /**
     * The key with this id together with its vendor as they stand now, read inside the running unit and held until
     * it ends: meanwhile a {@link #revoke} of any key of that vendor and a {@link VendorStore#changeFlags} of that
     * vendor wait, so a write whose caller was held is refused once its key is revoked or its vendor deactivated, or
     * commits before that change is answered (decision 0217). Revoked or not; empty for an unknown id.
     */
    Optional<Caller> callerHeld(String keyId);

    List<ApiKey> forVendor(String vendorId);

    /**
     * Marks the key revoked at {@code at}; false when the vendor has no such key. Revoking twice keeps the first time.
     * Waits for the units that hold a caller of this vendor ({@link #callerHeld}).
     */
    boolean revoke(String vendorId, String keyId, Instant at);

    /** A caller and, when it was read ahead with the key, its vendor's log of the bucket asked for. */
    record MeteredCaller(Caller caller, Optional<RateLogRead> rateLog) {

        public MeteredCaller {
            Objects.requireNonNull(caller, "caller");
            Objects.requireNonNull(rateLog, "rateLog");
        }
    }
}
