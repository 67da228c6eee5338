package market.feeds.domain.json;

import java.util.List;

/**
 * A request body that is a JSON object with an {@code items} array of objects.
 *
 * @param topLevelMembers the names of the body's members in document order ({@code items} among them)
 * @param items           the elements of {@code items}, in order; a reader may keep fewer of a body that is
 *                        refused anyway (too many items, too many members), as long as the first unknown
 *                        member in document order is among what it kept
 * @param itemCount       how many elements {@code items} had
 */
public record RawEnvelope(List<String> topLevelMembers, List<RawItem> items, int itemCount) {

    public RawEnvelope {
        topLevelMembers = List.copyOf(topLevelMembers);
        items = List.copyOf(items);
        if (itemCount < 0) {
            throw new IllegalArgumentException("itemCount must be >= 0, got " + itemCount);
        }
    }

    /** Every element kept. */
    public RawEnvelope(List<String> topLevelMembers, List<RawItem> items) {
        this(topLevelMembers, items, items.size());
    }
}
