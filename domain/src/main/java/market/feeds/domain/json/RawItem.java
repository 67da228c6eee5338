package market.feeds.domain.json;

import java.util.Map;
import java.util.Optional;

/**
 * One element of {@code items}: its position in the vendor's array and its members in document order
 * (immutable; {@link ItemMembers}).
 */
public record RawItem(int index, Map<String, JsonValue> members) {

    public RawItem {
        if (index < 0) {
            throw new IllegalArgumentException("index must be >= 0");
        }
        members = ItemMembers.copyOf(members);
    }

    /** The member's value, treating JSON {@code null} as not sent. */
    public Optional<JsonValue> sent(String field) {
        JsonValue value = members.get(field);
        return value == null || value == JsonValue.JsonNull.INSTANCE ? Optional.empty() : Optional.of(value);
    }
}
