package market.feeds.application.model;

import java.util.Objects;
import market.feeds.domain.access.Scope;

/** The vendor and key behind an authenticated vendor request. */
public record Caller(Vendor vendor, ApiKey key) {

    public Caller {
        Objects.requireNonNull(vendor, "vendor");
        Objects.requireNonNull(key, "key");
    }

    public boolean may(Scope scope) {
        return key.scopes().contains(scope);
    }
}
