package market.feeds.application.model;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import market.feeds.domain.access.Scope;

/** A vendor's API key as stored: never the secret, only what identifies and limits it. */
public record ApiKey(String id, String vendorId, Optional<String> label, Set<Scope> scopes, Instant createdAt,
                     Optional<Instant> revokedAt) {

    public ApiKey {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(vendorId, "vendorId");
        Objects.requireNonNull(label, "label");
        scopes = Set.copyOf(scopes);
        Objects.requireNonNull(createdAt, "createdAt");
        Objects.requireNonNull(revokedAt, "revokedAt");
    }

    public boolean revoked() {
        return revokedAt.isPresent();
    }
}
