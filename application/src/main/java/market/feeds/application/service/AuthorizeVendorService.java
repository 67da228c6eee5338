package market.feeds.application.service;

import java.util.Optional;
import market.feeds.application.model.ApiKey;
import market.feeds.application.model.Caller;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.in.AuthorizeVendorUseCase;
import market.feeds.application.port.out.ApiKeyStore;
import market.feeds.application.port.out.VendorStore;
import market.feeds.domain.access.Scope;

/** Bearer key → caller: 401 for a missing, malformed, unknown or revoked key; 403 for inactive or scope. */
public final class AuthorizeVendorService implements AuthorizeVendorUseCase {

    private final ApiKeyStore keys;
    private final VendorStore vendors;

    public AuthorizeVendorService(ApiKeyStore keys, VendorStore vendors) {
        this.keys = keys;
        this.vendors = vendors;
    }

    @Override
    public Access authorize(Optional<String> bearer, Optional<Scope> needed) {
        if (bearer.isEmpty() || !ApiKeyFormat.wellFormed(bearer.get())) {
            return new Access.Unauthenticated();
        }
        Optional<ApiKey> key = keys.bySecretHash(ApiKeyFormat.hash(bearer.get())).filter(k -> !k.revoked());
        Optional<Vendor> vendor = key.flatMap(k -> vendors.byId(k.vendorId()));
        if (vendor.isEmpty()) {
            return new Access.Unauthenticated();
        }
        if (!vendor.get().active()) {
            return new Access.Forbidden("vendor is inactive");
        }
        Caller caller = new Caller(vendor.get(), key.get());
        if (needed.isPresent() && !caller.may(needed.get())) {
            return new Access.Forbidden("key lacks scope " + needed.get().wire());
        }
        return new Access.Granted(caller);
    }
}
