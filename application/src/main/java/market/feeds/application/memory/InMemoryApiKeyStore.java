package market.feeds.application.memory;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import market.feeds.application.model.ApiKey;
import market.feeds.application.model.Caller;
import market.feeds.application.port.out.ApiKeyStore;
import market.feeds.application.port.out.VendorStore;

/** API keys held in memory by the hash of their secret; thread-safe. */
public final class InMemoryApiKeyStore implements ApiKeyStore {

    private final Map<String, ApiKey> byHash = new LinkedHashMap<>();
    private final Map<String, String> keyIdByIssueToken = new HashMap<>();
    private final VendorStore vendors;

    /** @param vendors where {@link #callerBySecretHash} finds the key's vendor */
    public InMemoryApiKeyStore(VendorStore vendors) {
        this.vendors = vendors;
    }

    @Override
    public synchronized void insert(ApiKey key, String secretHash) {
        if (byHash.containsKey(secretHash)) {
            throw new IllegalStateException("a key with this secret hash exists");
        }
        byHash.put(secretHash, key);
    }

    @Override
    public synchronized Optional<String> insertOnce(ApiKey key, String secretHash, String issueToken) {
        String issued = keyIdByIssueToken.get(issueToken);
        if (issued != null) {
            return Optional.of(issued);
        }
        insert(key, secretHash);
        keyIdByIssueToken.put(issueToken, key.id());
        return Optional.empty();
    }

    @Override
    public synchronized Optional<ApiKey> bySecretHash(String secretHash) {
        return Optional.ofNullable(byHash.get(secretHash));
    }

    @Override
    public Optional<Caller> callerBySecretHash(String secretHash) {
        // The vendor store is another monitor: read the key under this one, the vendor outside it.
        return bySecretHash(secretHash).flatMap(key -> vendors.byId(key.vendorId()).map(vendor -> new Caller(vendor, key)));
    }

    /**
     * A plain read: in memory a revocation or a deactivation is not a unit and does not wait for one, so this store
     * keeps the port's hold only for callers that run both inside units (InMemoryTransactions runs them one at a time).
     */
    @Override
    public Optional<Caller> callerHeld(String keyId) {
        Optional<ApiKey> key;
        synchronized (this) {
            key = byHash.values().stream().filter(stored -> stored.id().equals(keyId)).findFirst();
        }
        return key.flatMap(found -> vendors.byId(found.vendorId()).map(vendor -> new Caller(vendor, found)));
    }

    @Override
    public synchronized List<ApiKey> forVendor(String vendorId) {
        List<ApiKey> keys = new ArrayList<>();
        byHash.values().stream().filter(key -> key.vendorId().equals(vendorId)).forEach(keys::add);
        keys.sort(Comparator.comparing(ApiKey::createdAt).thenComparing(ApiKey::id));
        return keys;
    }

    @Override
    public synchronized boolean revoke(String vendorId, String keyId, Instant at) {
        for (Map.Entry<String, ApiKey> entry : byHash.entrySet()) {
            ApiKey key = entry.getValue();
            if (key.id().equals(keyId) && key.vendorId().equals(vendorId)) {
                if (!key.revoked()) {
                    entry.setValue(new ApiKey(key.id(), key.vendorId(), key.label(), key.scopes(), key.createdAt(),
                            Optional.of(at)));
                }
                return true;
            }
        }
        return false;
    }
}
