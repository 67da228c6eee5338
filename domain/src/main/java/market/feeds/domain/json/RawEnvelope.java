package market.feeds.domain.json;

import java.util.List;

/**
 * A request body that is a JSON object with an {@code items} array of objects.
 *
 * @param topLevelMembers the names of the body's members in document order ({@code items} among them)
 * @param items           the elements of {@code items}, in order
 */
public record RawEnvelope(List<String> topLevelMembers, List<RawItem> items) {

    public RawEnvelope {
        topLevelMembers = List.copyOf(topLevelMembers);
        items = List.copyOf(items);
    }
}
