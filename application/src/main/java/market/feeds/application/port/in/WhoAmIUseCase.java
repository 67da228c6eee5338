package market.feeds.application.port.in;

import java.time.Instant;
import java.util.List;
import market.feeds.application.model.Caller;

/** {@code GET /v1/whoami}: confirms a key works and lists its scopes. */
public interface WhoAmIUseCase {

    Identity whoami(Caller caller, String requestId);

    record Identity(String requestId, String vendorSlug, List<String> scopes, Instant serverTime) {
        public Identity {
            scopes = List.copyOf(scopes);
        }
    }
}
