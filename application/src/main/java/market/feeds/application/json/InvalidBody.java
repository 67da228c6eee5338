package market.feeds.application.json;

import java.util.Optional;

/**
 * Ends a walk through the body at the first strictness violation; it never leaves this package, where it
 * becomes a {@link BodyRead.Invalid} value. An exception because the violation may sit deep inside nested
 * structures; no stack trace because it is an expected outcome, not a fault.
 */
final class InvalidBody extends Exception {

    private final transient BodyRead.Invalid invalid;

    InvalidBody(BodyRead.Invalid.Kind kind, Optional<String> pointer, String detail) {
        super(detail, null, false, false);
        this.invalid = new BodyRead.Invalid(kind, pointer, detail);
    }

    static InvalidBody syntax(Optional<String> pointer, String detail) {
        return new InvalidBody(BodyRead.Invalid.Kind.SYNTAX, pointer, detail);
    }

    BodyRead.Invalid invalid() {
        return invalid;
    }
}
