package market.feeds.adapters.jdbc.store;

import java.util.Collection;
import java.util.Optional;
import java.util.UUID;

/** Ids travel as text through the ports and are {@code uuid} columns here. */
final class Ids {

    private Ids() {
    }

    /** An id the service generated: anything but a UUID is a programming error. */
    static UUID of(String id) {
        return UUID.fromString(id);
    }

    static UUID ofNullable(Optional<String> id) {
        return id.map(Ids::of).orElse(null);
    }

    /** An id that came from outside (a path, a test): not a UUID means no such row. */
    static Optional<UUID> parse(String id) {
        if (id == null || id.length() != 36) {
            return Optional.empty();
        }
        try {
            return Optional.of(UUID.fromString(id));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    static UUID[] array(Collection<String> ids) {
        return ids.stream().map(Ids::of).toArray(UUID[]::new);
    }
}
