package market.feeds.application.port.out;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import market.feeds.application.model.ApiKey;
import market.feeds.application.model.Caller;

/** API keys, found by the SHA-256 hash of their secret; the secret itself is never stored. */
public interface ApiKeyStore {

    void insert(ApiKey key, String secretHash);

    /** The key with this secret hash, revoked or not. */
    Optional<ApiKey> bySecretHash(String secretHash);

    /**
     * The key with this secret hash together with its vendor, read in one round trip (every vendor request
     * authenticates with it); revoked or not.
     */
    Optional<Caller> callerBySecretHash(String secretHash);

    List<ApiKey> forVendor(String vendorId);

    /** Marks the key revoked at {@code at}; false when the vendor has no such key. Revoking twice keeps the first time. */
    boolean revoke(String vendorId, String keyId, Instant at);
}
