package market.feeds.application.model;

import java.util.Objects;
import java.util.Optional;

/**
 * Where a page of the journal starts, for a person leafing through it: at the newest entry, or next to a request
 * shown before, towards older or towards newer entries. A request id, not an offset, marks the place, so a page
 * reached after a thousand more requests arrived still starts where the operator left off (as {@code KeysetPage}).
 */
public record JournalPlace(Optional<String> requestId, boolean towardsNewer) {

    public static final JournalPlace NEWEST = new JournalPlace(Optional.empty(), false);

    public JournalPlace {
        Objects.requireNonNull(requestId, "requestId");
        if (requestId.isEmpty() && towardsNewer) {
            throw new IllegalArgumentException("nothing is newer than the newest page");
        }
    }

    public static JournalPlace olderThan(String requestId) {
        return new JournalPlace(Optional.of(requestId), false);
    }

    public static JournalPlace newerThan(String requestId) {
        return new JournalPlace(Optional.of(requestId), true);
    }
}
