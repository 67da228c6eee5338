package market.feeds.application.port.in.admin;

/** Outcome of an operator action: the value, or the reason it was refused (mapped to 404, 409 or 400). */
public sealed interface AdminResult<T> {

    /** @param value the answer; null only for {@code AdminResult<Void>} (see {@link #done()}) */
    record Ok<T>(T value) implements AdminResult<T> {
    }

    /** An unknown vendor, key, position, offer or job ({@code not_found}). */
    record NotFound<T>(String detail) implements AdminResult<T> {
    }

    /** A state that forbids the action ({@code conflict}). */
    record Conflict<T>(String detail) implements AdminResult<T> {
    }

    /** Invalid operator input ({@code invalid_request}); {@code pointer} names the member. */
    record Invalid<T>(String pointer, String detail) implements AdminResult<T> {
    }

    static <T> AdminResult<T> ok(T value) {
        return new Ok<>(value);
    }

    /** Success of an action that answers nothing (a delete, a revoke): {@code Void} has no value to hold. */
    static AdminResult<Void> done() {
        return new Ok<>(null);
    }

    static <T> AdminResult<T> notFound(String detail) {
        return new NotFound<>(detail);
    }

    static <T> AdminResult<T> conflict(String detail) {
        return new Conflict<>(detail);
    }

    static <T> AdminResult<T> invalid(String pointer, String detail) {
        return new Invalid<>(pointer, detail);
    }
}
