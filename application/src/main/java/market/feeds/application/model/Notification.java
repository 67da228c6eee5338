package market.feeds.application.model;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/** An in-app notification about a feed-run failure the vendor can act on. */
public record Notification(String id, String vendorId, Instant createdAt, String code, String message,
                           Optional<String> requestId) {

    public Notification {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(vendorId, "vendorId");
        Objects.requireNonNull(createdAt, "createdAt");
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(requestId, "requestId");
    }
}
