package market.feeds.domain.offer;

import java.util.Locale;
import java.util.Optional;

/** An offer's publication state; set only by the dashboard, never by a patch. */
public enum Visibility {
    DRAFT,
    PAUSED,
    PUBLISHED;

    private static final Visibility[] ALL = values();

    // Read for every offer a write path looks up: computed once, not per call.
    private final String wire = name().toLowerCase(Locale.ROOT);

    public String wire() {
        return wire;
    }

    public static Optional<Visibility> fromWire(String wire) {
        for (Visibility visibility : ALL) {
            if (visibility.wire.equals(wire)) {
                return Optional.of(visibility);
            }
        }
        return Optional.empty();
    }
}
