package market.feeds.application.service;

import java.util.Optional;
import market.feeds.application.model.Caller;
import market.feeds.application.port.in.AuthorizeVendorUseCase;
import market.feeds.application.port.out.ApiKeyStore;
import market.feeds.domain.access.Scope;

/** Bearer key → caller: 401 for a missing, malformed, unknown or revoked key; 403 for inactive or scope. */
public final class AuthorizeVendorService implements AuthorizeVendorUseCase {

    private final ApiKeyStore keys;

    public AuthorizeVendorService(ApiKeyStore keys) {
        this.keys = keys;
    }

    @Override
    public Access authorize(Optional<String> bearer, Optional<Scope> needed) {
        if (bearer.isEmpty() || !ApiKeyFormat.wellFormed(bearer.get())) {
            return new Access.Unauthenticated();
        }
        Optional<Caller> found = keys.callerBySecretHash(ApiKeyFormat.hash(bearer.get()))
                .filter(c -> !c.key().revoked());
        if (found.isEmpty()) {
            return new Access.Unauthenticated();
        }
        Caller caller = found.get();
        if (!caller.vendor().active()) {
            return new Access.Forbidden("vendor is inactive");
        }
        if (needed.isPresent() && !caller.may(needed.get())) {
            return new Access.Forbidden("key lacks scope " + needed.get().wire());
        }
        return new Access.Granted(caller);
    }
}
