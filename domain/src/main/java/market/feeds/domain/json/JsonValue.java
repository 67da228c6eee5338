package market.feeds.domain.json;

/**
 * A member value of a request item as the strict reader saw it, before any contract rule is applied.
 *
 * <p>The domain judges these neutral values; it never sees a JSON library. Numbers keep their literal
 * text so that the domain alone decides what is a valid price, stock or moq (and never parses an
 * unbounded exponent).
 */
public sealed interface JsonValue {

    /** A JSON string, already decoded (escapes resolved). */
    record JsonString(String value) implements JsonValue {
        public JsonString {
            java.util.Objects.requireNonNull(value, "value");
        }
    }

    /** A JSON number, as its literal text, e.g. {@code 10.50} or {@code 1e3}. */
    record JsonNumber(String literal) implements JsonValue {
        public JsonNumber {
            java.util.Objects.requireNonNull(literal, "literal");
        }
    }

    /** {@code true} or {@code false}. */
    record JsonBoolean(boolean value) implements JsonValue {
    }

    /** {@code null}: for item fields, the same as not sent. */
    enum JsonNull implements JsonValue {
        INSTANCE
    }

    /** A nested object or array; never a valid value for any item field. */
    record JsonStructure(Kind kind) implements JsonValue {
        public enum Kind { OBJECT, ARRAY }
    }
}
