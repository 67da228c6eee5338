package market.feeds.application.json;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import market.feeds.domain.envelope.EnvelopeRules;
import market.feeds.domain.json.ItemMembers;
import market.feeds.domain.json.JsonValue;
import market.feeds.domain.json.RawEnvelope;
import market.feeds.domain.json.RawItem;

/**
 * Walks one body, token by token, into a {@link RawEnvelope}. A strictness or shape problem is remembered but
 * the walk goes on to the end, so that a body that is also not JSON is reported as such (syntax first).
 *
 * <p>What it keeps is bounded whatever the body's shape (decision 0504): a 16 MiB body of {@code {}} or of
 * one-character members would otherwise become hundreds of MiB of parsed items. Past {@link #KEPT_ITEMS}
 * items the body is refused anyway ({@code too_many_items}, or {@code unknown_field} before it), and past
 * {@link #KEPT_MEMBERS} members an item is refused with {@code unknown_field}; so beyond those only what
 * can still decide the first unknown member in document order is kept.
 */
final class EnvelopeWalker {

    private static final String ITEMS = "items";
    /** One more than the contract accepts, enough for {@code too_many_items}. */
    static final int KEPT_ITEMS = EnvelopeRules.MAX_ITEMS + 1;
    /**
     * More than any item has fields: names in an object are distinct, so an item with more members than this
     * has an unknown one among its first {@code KEPT_MEMBERS}; likewise among the first {@code KEPT_MEMBERS}
     * distinct names past {@link #KEPT_ITEMS} items.
     */
    static final int KEPT_MEMBERS = 64;
    /** Room for an offer row's fields before an item's members grow. */
    private static final int TYPICAL_MEMBERS = 8;

    private final StrictTokens tokens;
    private final List<String> topLevelMembers = new ArrayList<>();
    private final List<RawItem> items = new ArrayList<>();
    private final Set<String> namesPastKeptItems = new HashSet<>();
    private int itemCount;
    private BodyRead.Invalid shapeProblem;

    EnvelopeWalker(StrictTokens tokens) {
        this.tokens = tokens;
    }

    BodyRead walk() throws IOException, InvalidBody {
        JsonToken first = tokens.next();
        if (first == null) {
            throw InvalidBody.syntax(Optional.empty(), "The body is empty.");
        }
        if (first == JsonToken.START_OBJECT) {
            readTopLevel();
        } else {
            shape("The body is not a JSON object.");
            tokens.skip(first);
        }
        requireEndOfInput();
        Optional<BodyRead.Invalid> notStrict = tokens.strictnessProblem();
        if (notStrict.isPresent()) {
            return notStrict.get();
        }
        if (shapeProblem != null) {
            return shapeProblem;
        }
        return new BodyRead.Envelope(new RawEnvelope(topLevelMembers, items, itemCount));
    }

    private void readTopLevel() throws IOException, InvalidBody {
        boolean sawItems = false;
        while (tokens.nextInside() == JsonToken.FIELD_NAME) {
            String name = tokens.memberName();
            topLevelMembers.add(name);
            JsonToken value = tokens.nextInside();
            if (ITEMS.equals(name)) {
                sawItems = true;
                readItems(value);
            } else {
                tokens.skip(value);
            }
        }
        if (!sawItems) {
            shape(Optional.of("/" + ITEMS), "The body has no items member.");
        }
    }

    private void readItems(JsonToken value) throws IOException, InvalidBody {
        if (value != JsonToken.START_ARRAY) {
            shape("The items member is not an array.");
            tokens.skip(value);
            return;
        }
        int index = 0;
        for (JsonToken element = tokens.nextInside(); element != JsonToken.END_ARRAY;
                element = tokens.nextInside()) {
            if (element == JsonToken.START_OBJECT) {
                itemCount++;
                RawItem item = index < KEPT_ITEMS ? readItem(index) : readFirstNames(index);
                if (!item.members().isEmpty() || index < KEPT_ITEMS) {
                    items.add(item);
                }
            } else {
                shape("An element of items is not an object.");
                tokens.skip(element);
            }
            index++;
        }
    }

    private RawItem readItem(int index) throws IOException, InvalidBody {
        ItemMembers.Builder members = new ItemMembers.Builder(TYPICAL_MEMBERS);
        while (tokens.nextInside() == JsonToken.FIELD_NAME) {
            String name = tokens.memberName();
            JsonToken value = tokens.nextInside();
            if (members.size() < KEPT_MEMBERS) {
                members.put(name, value(value));
            } else {
                tokens.skip(value);
            }
        }
        return new RawItem(index, members.build());
    }

    /** An item past the kept ones: only names not seen past them before, as null, while fewer than the cap. */
    private RawItem readFirstNames(int index) throws IOException, InvalidBody {
        ItemMembers.Builder members = new ItemMembers.Builder(0);
        while (tokens.nextInside() == JsonToken.FIELD_NAME) {
            String name = tokens.memberName();
            if (namesPastKeptItems.size() < KEPT_MEMBERS && namesPastKeptItems.add(name)) {
                members.put(name, JsonValue.JsonNull.INSTANCE);
            }
            tokens.skip(tokens.nextInside());
        }
        return new RawItem(index, members.build());
    }

    private JsonValue value(JsonToken token) throws IOException, InvalidBody {
        switch (token) {
            case VALUE_STRING:
                return new JsonValue.JsonString(tokens.text());
            case VALUE_NUMBER_INT:
            case VALUE_NUMBER_FLOAT:
                // The literal as written: the domain alone judges it, and never parses an unbounded exponent.
                return new JsonValue.JsonNumber(tokens.text());
            case VALUE_TRUE:
                return new JsonValue.JsonBoolean(true);
            case VALUE_FALSE:
                return new JsonValue.JsonBoolean(false);
            case VALUE_NULL:
                return JsonValue.JsonNull.INSTANCE;
            case START_OBJECT:
                tokens.skip(token);
                return new JsonValue.JsonStructure(JsonValue.JsonStructure.Kind.OBJECT);
            case START_ARRAY:
                tokens.skip(token);
                return new JsonValue.JsonStructure(JsonValue.JsonStructure.Kind.ARRAY);
            default:
                throw new IllegalStateException("No JSON value starts with " + token);
        }
    }

    private void requireEndOfInput() throws IOException, InvalidBody {
        String trailing = "Content follows the end of the JSON document.";
        try {
            if (!tokens.atEndOfInput()) {
                throw InvalidBody.syntax(Optional.empty(), trailing);
            }
        } catch (JsonProcessingException notJson) {
            throw InvalidBody.syntax(Optional.empty(), trailing);
        }
    }

    private void shape(String detail) {
        shape(Optional.of(tokens.pointer()), detail);
    }

    private void shape(Optional<String> pointer, String detail) {
        if (shapeProblem == null) {
            shapeProblem = new BodyRead.Invalid(BodyRead.Invalid.Kind.SHAPE, pointer, detail);
        }
    }
}
