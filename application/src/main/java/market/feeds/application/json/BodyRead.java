package market.feeds.application.json;

import java.util.Objects;
import java.util.Optional;
import market.feeds.domain.json.RawEnvelope;

/**
 * What the strict reader made of a request or feed body: an envelope for the domain, or why it is not one.
 *
 * <p>Callers map {@link Invalid.Kind}: the HTTP API answers every kind with {@code invalid_envelope}; the
 * feed pull maps {@code ENCODING} to {@code bad_encoding}, {@code SYNTAX} to {@code malformed_json} ("the
 * response is not valid JSON"), and {@code STRICTNESS} and {@code SHAPE} to {@code invalid_envelope}: a body any
 * JSON parser reads is not called malformed because it breaks a rule of this service.
 */
public sealed interface BodyRead {

    /** The body is a JSON object whose {@code items} member is an array of objects. */
    record Envelope(RawEnvelope envelope) implements BodyRead {
        public Envelope {
            Objects.requireNonNull(envelope, "envelope");
        }
    }

    /**
     * The body was refused.
     *
     * @param pointer RFC 6901 pointer to the offending place where one applies ({@code ""} is the document)
     * @param detail  a short sentence naming the problem; it never quotes the body
     */
    record Invalid(Kind kind, Optional<String> pointer, String detail) implements BodyRead {
        public Invalid {
            Objects.requireNonNull(kind, "kind");
            Objects.requireNonNull(pointer, "pointer");
            Objects.requireNonNull(detail, "detail");
            if (detail.isBlank()) {
                throw new IllegalArgumentException("detail must name the problem");
            }
        }

        /** Checked in this order: a body failing several is reported by the first. */
        public enum Kind {
            /** The bytes are not strict UTF-8. */
            ENCODING,
            /** The text is not one JSON document (RFC 8259 grammar, no lenient extension). */
            SYNTAX,
            /**
             * JSON by the grammar, but outside the contract's strict rules: a member name twice in one object, a
             * string or member name holding U+0000 or an unpaired surrogate, nesting deeper than 64 levels.
             */
            STRICTNESS,
            /** Strict JSON, but not an object with an {@code items} array of objects. */
            SHAPE
        }
    }
}
