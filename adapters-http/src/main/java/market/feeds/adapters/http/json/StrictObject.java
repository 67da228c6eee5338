package market.feeds.adapters.http.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import market.feeds.application.json.StrictText;
import market.feeds.domain.envelope.JsonPointer;
import market.feeds.domain.field.BoundedDecimal;
import market.feeds.domain.field.FieldText;
import market.feeds.domain.limit.EchoedValue;

/**
 * An operator body read strictly: an unknown member or a wrong type is {@code invalid_request} with the
 * member's JSON Pointer, never silently ignored. JSON {@code null} counts as "not sent" for optional members, except
 * where a caller asks {@link #sentAsNull} or {@link #nullableObjects} because null there says "remove".
 * Every string is trimmed of outer white space here, before any check, as item fields are (decision 0506); only a
 * secret is read as sent ({@link #optionalSecret}).
 */
public final class StrictObject {

    /** The JSON Pointer of the whole document: where a body that is not one JSON object goes wrong. */
    public static final String WHOLE_BODY = "";

    private final ObjectNode node;
    private final String pointer;

    private StrictObject(ObjectNode node, String pointer) {
        this.node = node;
        this.pointer = pointer;
    }

    /**
     * The body as an object allowing only {@code members}. Its bytes must be strict UTF-8, as on the vendor API; the
     * text is then parsed as such, so no other encoding is guessed.
     */
    public static StrictObject parse(byte[] body, Set<String> members) {
        StrictText.utf8Fault(body).ifPresent(fault -> {
            throw new InvalidRequest(WHOLE_BODY, fault);
        });
        JsonNode tree;
        try {
            tree = Json.tree(StrictText.text(body));
        } catch (StreamReadException e) {
            throw duplicateMember(e).orElseGet(() ->
                    new InvalidRequest(WHOLE_BODY, "The body is not a single valid JSON document."));
        } catch (IOException e) {
            throw new InvalidRequest(WHOLE_BODY, "The body is not a single valid JSON document.");
        }
        if (tree == null || tree.isMissingNode() || !tree.isObject()) {
            throw new InvalidRequest(WHOLE_BODY, "The body must be a JSON object.");
        }
        return new StrictObject((ObjectNode) tree, "").allowing(members);
    }

    /**
     * A member named twice points at that member, as on the vendor API (operations audit 28, F7): Jackson's parser
     * stops with the name just read as its context's current name.
     */
    private static Optional<InvalidRequest> duplicateMember(StreamReadException e) {
        JsonParser parser = e.getProcessor();
        if (parser == null || e.getOriginalMessage() == null || !e.getOriginalMessage().startsWith("Duplicate field")) {
            return Optional.empty();
        }
        StringBuilder pointer = new StringBuilder();
        for (JsonStreamContext at = parser.getParsingContext(); at != null && !at.inRoot(); at = at.getParent()) {
            String segment = at.inArray() ? String.valueOf(at.getCurrentIndex())
                    : JsonPointer.token(Optional.ofNullable(at.getCurrentName()).orElse(""));
            pointer.insert(0, "/" + segment);
        }
        return Optional.of(new InvalidRequest(pointer.toString(), "A member name appears twice in the same object."));
    }

    /** Like {@link #parse}, but an empty body counts as {@code {}}, for actions whose members are all optional. */
    public static StrictObject parseOrEmpty(byte[] body, Set<String> members) {
        return body.length == 0 ? new StrictObject(Json.object(), "") : parse(body, members);
    }

    private StrictObject allowing(Set<String> members) {
        Iterator<String> names = node.fieldNames();
        while (names.hasNext()) {
            String name = names.next();
            if (!members.contains(name)) {
                throw new InvalidRequest(pointerOf(name), "Unknown member " + EchoedValue.cut(name) + ".");
            }
        }
        return this;
    }

    public String requiredString(String name) {
        return optionalString(name).orElseThrow(() -> missing(name));
    }

    /** The string trimmed of outer white space, so every later check and the stored value see the same text. */
    public Optional<String> optionalString(String name) {
        return optionalSecret(name).map(FieldText::trim);
    }

    /**
     * A secret exactly as sent: what white space means in it is the secret's own rule (a feed token, decision 0605),
     * not this reader's to remove.
     */
    public Optional<String> optionalSecret(String name) {
        return sent(name).map(value -> {
            if (!value.isTextual()) {
                throw wrongType(name, "a string");
            }
            return storable(pointerOf(name), name, value.textValue());
        });
    }

    public Optional<Boolean> optionalBoolean(String name) {
        return sent(name).map(value -> {
            if (!value.isBoolean()) {
                throw wrongType(name, "true or false");
            }
            return value.booleanValue();
        });
    }

    /** A whole number by value, as the contract compares numbers: {@code 3.0} is 3, {@code 3.5} is refused. */
    public int requiredInt(String name) {
        JsonNode value = sent(name).orElseThrow(() -> missing(name));
        if (!value.isNumber()) {
            throw wrongType(name, "a whole number");
        }
        try {
            return value.decimalValue().intValueExact();
        } catch (ArithmeticException notWholeOrBeyondInt) {
            throw wrongType(name, "a whole number");
        }
    }

    public BigDecimal requiredNumber(String name) {
        return optionalNumber(name).orElseThrow(() -> missing(name));
    }

    public Optional<BigDecimal> optionalNumber(String name) {
        return sent(name).map(value -> {
            if (!value.isNumber()) {
                throw wrongType(name, "a number");
            }
            return BoundedDecimal.within(value.decimalValue()).orElseThrow(() -> new InvalidRequest(pointerOf(name),
                    name + " must have at most " + BoundedDecimal.MAX_INTEGER_DIGITS + " integer digits and "
                            + BoundedDecimal.MAX_DECIMALS + " decimals."));
        });
    }

    public List<String> requiredStrings(String name) {
        List<String> strings = new ArrayList<>();
        JsonNode array = requiredArray(name);
        for (int i = 0; i < array.size(); i++) {
            if (!array.get(i).isTextual()) {
                throw new InvalidRequest(pointerOf(name) + "/" + i, name + " must hold strings only.");
            }
            strings.add(FieldText.trim(storable(pointerOf(name) + "/" + i, name, array.get(i).textValue())));
        }
        return strings;
    }

    /** The elements of an array of objects, each read strictly with its own pointer ({@code /items/3/…}). */
    public List<StrictObject> requiredObjects(String name, Set<String> members) {
        return objects(name, requiredArray(name), members);
    }

    /** Empty when not sent; an explicit JSON {@code null} or array is "sent". */
    public Optional<List<StrictObject>> nullableObjects(String name, Set<String> members) {
        if (!node.has(name)) {
            return Optional.empty();
        }
        JsonNode value = node.get(name);
        if (value.isNull()) {
            return Optional.of(List.of());
        }
        if (!value.isArray()) {
            throw wrongType(name, "an array or null");
        }
        return Optional.of(objects(name, value, members));
    }

    /** True when {@code name} is present as JSON {@code null} (left out is false). */
    public boolean sentAsNull(String name) {
        JsonNode value = node.get(name);
        return value != null && value.isNull();
    }

    /** This object's own JSON Pointer ({@code ""} for the body). */
    public String pointer() {
        return pointer;
    }

    /** A pointer below this object, for refusals the caller finds after reading. */
    public String pointerOf(String name) {
        return pointer + "/" + JsonPointer.token(name);
    }

    private List<StrictObject> objects(String name, JsonNode array, Set<String> members) {
        List<StrictObject> objects = new ArrayList<>();
        for (int i = 0; i < array.size(); i++) {
            JsonNode element = array.get(i);
            String at = pointerOf(name) + "/" + i;
            if (!element.isObject()) {
                throw new InvalidRequest(at, name + " must hold objects only.");
            }
            objects.add(new StrictObject((ObjectNode) element, at).allowing(members));
        }
        return objects;
    }

    private JsonNode requiredArray(String name) {
        JsonNode value = sent(name).orElseThrow(() -> missing(name));
        if (!value.isArray()) {
            throw wrongType(name, "an array");
        }
        return value;
    }

    private Optional<JsonNode> sent(String name) {
        JsonNode value = node.get(name);
        return value == null || value.isNull() ? Optional.empty() : Optional.of(value);
    }

    /** A string the vendor API would accept as text: no U+0000, no unpaired surrogate (operations contract §2). */
    public static String storable(String pointer, String name, String text) {
        StrictText.stringFault(text).ifPresent(fault -> {
            throw new InvalidRequest(pointer, name + " must not hold " + fault + ".");
        });
        return text;
    }

    private InvalidRequest missing(String name) {
        return new InvalidRequest(pointerOf(name), name + " is required.");
    }

    private InvalidRequest wrongType(String name, String expected) {
        return new InvalidRequest(pointerOf(name), name + " must be " + expected + ".");
    }
}
