package market.feeds.domain.envelope;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import market.feeds.domain.code.RequestCode;
import market.feeds.domain.json.JsonValue;
import market.feeds.domain.json.RawEnvelope;
import market.feeds.domain.json.RawItem;

/**
 * The envelope rules that follow a well-formed body: {@code unknown_field}, then {@code no_items}, then
 * {@code too_many_items}. {@code invalid_envelope} is the reader's, decided before this runs.
 */
public final class EnvelopeRules {

    public static final int MAX_ITEMS = 5000;
    public static final String ITEMS = "items";

    private EnvelopeRules() {
    }

    public static Optional<EnvelopeViolation> check(RawEnvelope envelope, Set<String> itemFieldNames) {
        Optional<String> unknown = firstUnknownMember(envelope, itemFieldNames);
        if (unknown.isPresent()) {
            return Optional.of(new EnvelopeViolation(RequestCode.UNKNOWN_FIELD, unknown,
                    "the service does not read the member at " + unknown.get()));
        }
        int count = envelope.itemCount();
        if (count == 0) {
            return Optional.of(new EnvelopeViolation(RequestCode.NO_ITEMS, Optional.empty(), "items is empty"));
        }
        if (count > MAX_ITEMS) {
            return Optional.of(new EnvelopeViolation(RequestCode.TOO_MANY_ITEMS, Optional.empty(),
                    count + " items sent; at most " + MAX_ITEMS + " are accepted"));
        }
        return Optional.empty();
    }

    /**
     * Document order: top-level members in order, descending into items where the items member stands. A name is
     * echoed cut like any echoed value ({@link JsonPointer#token}): a member name may be 16 MiB long, and the answer
     * would carry it twice, in {@code pointer} and {@code detail}. A cut pointer ends in the cut mark.
     */
    private static Optional<String> firstUnknownMember(RawEnvelope envelope, Set<String> itemFieldNames) {
        for (String member : envelope.topLevelMembers()) {
            if (!ITEMS.equals(member)) {
                return Optional.of("/" + JsonPointer.token(member));
            }
            for (RawItem item : envelope.items()) {
                for (Map.Entry<String, JsonValue> entry : item.members().entrySet()) {
                    if (!itemFieldNames.contains(entry.getKey())) {
                        return Optional.of("/items/" + item.index() + "/"
                                + JsonPointer.token(entry.getKey()));
                    }
                }
            }
        }
        return Optional.empty();
    }
}
