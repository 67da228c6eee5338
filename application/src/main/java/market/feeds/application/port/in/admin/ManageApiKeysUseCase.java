package market.feeds.application.port.in.admin;

import java.util.List;
import java.util.Optional;
import market.feeds.application.model.ApiKey;

/** Operator API: a vendor's API keys. The secret exists only in the answer to {@link #issue}. */
public interface ManageApiKeysUseCase {

    /** @param scopes wire names ({@code products:write}, {@code offers:write}); unknown → Invalid */
    AdminResult<IssuedKey> issue(String vendorSlug, List<String> scopes, Optional<String> label);

    /**
     * As {@link #issue}, once per {@code issueToken} (the one-time token of a console form): sent again, it issues
     * nothing and is Conflict, naming the key it issued, whose secret cannot be shown again.
     */
    AdminResult<IssuedKey> issueOnce(String vendorSlug, List<String> scopes, Optional<String> label, String issueToken);

    AdminResult<List<ApiKey>> list(String vendorSlug);

    AdminResult<Void> revoke(String vendorSlug, String keyId);

    record IssuedKey(ApiKey key, String secret) {
        @Override
        public String toString() {
            return "IssuedKey[key=" + key + ", secret=<redacted>]";
        }
    }
}
