package market.feeds.domain.offer;

import java.util.Locale;
import java.util.Optional;

/** An offer's publication state; set only by the dashboard, never by a patch. */
public enum Visibility {
    DRAFT,
    PAUSED,
    PUBLISHED;

    public String wire() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<Visibility> fromWire(String wire) {
        for (Visibility visibility : values()) {
            if (visibility.wire().equals(wire)) {
                return Optional.of(visibility);
            }
        }
        return Optional.empty();
    }
}
