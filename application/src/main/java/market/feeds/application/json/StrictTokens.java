package market.feeds.application.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Jackson's token stream with the contract's strictness added on every token, skipped or not: nesting
 * depth, duplicate member names and forbidden characters in strings and names, all JSON by the grammar
 * ({@code STRICTNESS}), and NaN/Infinity, which is not ({@code SYNTAX}). It also knows where it is, so that
 * each violation carries its JSON pointer.
 */
final class StrictTokens {

    /** Open containers allowed at once; the body's own object counts as the first. */
    static final int MAX_DEPTH = 64;

    private final JsonParser parser;
    private final List<Frame> open = new ArrayList<>();
    private BodyRead.Invalid strictnessProblem;

    StrictTokens(JsonParser parser) {
        this.parser = parser;
    }

    /** The next token, or null at the end of the input. */
    JsonToken next() throws IOException, InvalidBody {
        JsonToken token = parser.nextToken();
        if (token == null) {
            return null;
        }
        switch (token) {
            case FIELD_NAME -> enterMember(parser.currentName());
            case END_OBJECT, END_ARRAY -> open.remove(open.size() - 1);
            default -> enterValue(token);
        }
        return token;
    }

    /** Whether nothing but white space is left; used once the document is complete. */
    boolean atEndOfInput() throws IOException {
        return parser.nextToken() == null;
    }

    /** The next token where the document cannot end yet. */
    JsonToken nextInside() throws IOException, InvalidBody {
        JsonToken token = next();
        if (token == null) {
            throw InvalidBody.syntax(Optional.empty(), "The body ends before the JSON document is complete.");
        }
        return token;
    }

    /** Reads past the value that starts with {@code token}, checking everything inside it. */
    void skip(JsonToken token) throws IOException, InvalidBody {
        if (!token.isStructStart()) {
            return;
        }
        int depth = open.size();
        while (open.size() >= depth) {
            nextInside();
        }
    }

    /** The first strict rule the body broke so far (in document order), if any. */
    Optional<BodyRead.Invalid> strictnessProblem() {
        return Optional.ofNullable(strictnessProblem);
    }

    String memberName() {
        return ((Frame.InObject) open.get(open.size() - 1)).name;
    }

    String text() throws IOException {
        return parser.getText();
    }

    /** Pointer to the value the stream is at (after its first token) or, for a member name, its member. */
    String pointer() {
        return pointerTo(open.size());
    }

    private void enterMember(String name) {
        Frame.InObject object = (Frame.InObject) open.get(open.size() - 1);
        Optional<String> broken = StringRules.violation(name);
        if (broken.isPresent()) {
            // Points at the enclosing object: the name may not even be encodable in a pointer.
            broken(() -> pointerTo(open.size() - 1), "A member name holds " + broken.get() + ".");
        }
        object.name = name;
        if (!object.add(name)) {
            broken(this::pointer, "A member name appears twice in the same object.");
        }
    }

    /**
     * Keeps the first strict rule broken, for {@link #strictnessProblem} once the document proved to be JSON: the
     * body may still break the grammar further on, and then it is not JSON at all (SYNTAX comes first). The pointer
     * is built for the first only: a body of a million duplicates 64 levels deep must not build a million pointers.
     */
    private void broken(Supplier<String> pointer, String detail) {
        if (strictnessProblem == null) {
            strictnessProblem = new BodyRead.Invalid(BodyRead.Invalid.Kind.STRICTNESS, Optional.of(pointer.get()),
                    detail);
        }
    }

    private void enterValue(JsonToken token) throws IOException, InvalidBody {
        if (!open.isEmpty() && open.get(open.size() - 1) instanceof Frame.InArray array) {
            array.index++;
        }
        if (token.isStructStart()) {
            if (open.size() == MAX_DEPTH) {
                // Refused at once, not kept for the end like the other strict rules: reading on would hold every
                // further level in Jackson's context chain (16 MiB of "[" is 16 million levels).
                throw new InvalidBody(BodyRead.Invalid.Kind.STRICTNESS, Optional.of(pointer()),
                        "The body nests deeper than " + MAX_DEPTH + " levels.");
            }
            open.add(token == JsonToken.START_OBJECT ? new Frame.InObject() : new Frame.InArray());
        } else if (token == JsonToken.VALUE_STRING) {
            Optional<String> broken = StringRules.violation(
                    parser.getTextCharacters(), parser.getTextOffset(), parser.getTextLength());
            if (broken.isPresent()) {
                broken(this::pointer, "A string holds " + broken.get() + ".");
            }
        } else if (token == JsonToken.VALUE_NUMBER_FLOAT && parser.isNaN()) {
            // Jackson reads these only so that the refusal can say where; the grammar has no such number.
            throw InvalidBody.syntax(Optional.of(pointer()), "A number is NaN or Infinity, which JSON does not allow.");
        }
    }

    /** Pointer built from the first {@code frames} open containers. */
    private String pointerTo(int frames) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < frames; i++) {
            text.append(ownSegment(i));
        }
        return text.toString();
    }

    /** The segment the container at {@code level} adds: the member or element currently read in it. */
    private String ownSegment(int level) {
        JsonPointer segment = new JsonPointer();
        Frame frame = open.get(level);
        if (frame instanceof Frame.InObject object) {
            return object.name == null ? "" : segment.member(object.name).toString();
        }
        int index = ((Frame.InArray) frame).index;
        return index < 0 ? "" : segment.element(index).toString();
    }

    /** One open container and the place reached inside it. */
    private abstract static sealed class Frame {

        /**
         * The names read so far, for the duplicate check: in an array while the object is small (an item has a
         * handful of members, and a body has thousands of items), in a hash set once it is not.
         */
        static final class InObject extends Frame {
            private static final int SEARCHED_IN_ORDER = 8;
            private final String[] first = new String[SEARCHED_IN_ORDER];
            private int count;
            private Set<String> more;
            String name;

            /** False when the object already has a member of that name. */
            boolean add(String name) {
                if (more != null) {
                    return more.add(name);
                }
                for (int i = 0; i < count; i++) {
                    if (first[i].equals(name)) {
                        return false;
                    }
                }
                if (count < SEARCHED_IN_ORDER) {
                    first[count++] = name;
                    return true;
                }
                more = new HashSet<>(List.of(first));
                return more.add(name);
            }
        }

        static final class InArray extends Frame {
            int index = -1;
        }
    }
}
