package market.feeds.application.service;

import java.util.Optional;
import market.feeds.application.model.Caller;
import market.feeds.application.port.in.AuthorizeVendorUseCase;
import market.feeds.application.port.out.ApiKeyStore;
import market.feeds.application.port.out.ApiKeyStore.MeteredCaller;
import market.feeds.domain.access.Scope;
import market.feeds.domain.limit.RateBucket;

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
        Optional<Caller> found = keys.callerBySecretHash(ApiKeyFormat.hash(bearer.get()));
        return judge(found.map(caller -> new MeteredCaller(caller, Optional.empty())), needed);
    }

    @Override
    public Access authorize(Optional<String> bearer, Optional<Scope> needed, RateBucket meteredIn) {
        if (bearer.isEmpty() || !ApiKeyFormat.wellFormed(bearer.get())) {
            return new Access.Unauthenticated();
        }
        // the bucket's log comes with the key, one round trip fewer for the admission (decision 0813)
        return judge(keys.callerWithRateLog(ApiKeyFormat.hash(bearer.get()), meteredIn), needed);
    }

    /**
     * The same judgement of a caller read again inside a write's unit ({@link ApiKeyStore#callerHeld}): the answer the
     * request would get had it arrived now (decision 0217).
     */
    static Access judgeAgain(Optional<Caller> found, Scope needed) {
        return judge(found.map(caller -> new MeteredCaller(caller, Optional.empty())), Optional.of(needed));
    }

    private static Access judge(Optional<MeteredCaller> found, Optional<Scope> needed) {
        if (found.isEmpty() || found.get().caller().key().revoked()) {
            return new Access.Unauthenticated();
        }
        Caller caller = found.get().caller();
        if (!caller.vendor().active()) {
            return new Access.Forbidden("vendor is inactive");
        }
        if (needed.isPresent() && !caller.may(needed.get())) {
            return new Access.Forbidden("key lacks scope " + needed.get().wire());
        }
        return new Access.Granted(caller, found.get().rateLog());
    }
}
