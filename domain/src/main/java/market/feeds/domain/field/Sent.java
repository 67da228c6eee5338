package market.feeds.domain.field;

import java.util.Optional;

/**
 * An item member as a rule sees it: not sent (absent or JSON null), sent with a value of the wrong type
 * or out of bounds, or a usable value. Rules decide what each case means for their field.
 */
public sealed interface Sent<T> {

    record Absent<T>() implements Sent<T> {
    }

    record Unusable<T>() implements Sent<T> {
    }

    record Usable<T>(T get) implements Sent<T> {
        public Usable {
            java.util.Objects.requireNonNull(get, "get");
        }
    }

    default boolean absent() {
        return this instanceof Absent;
    }

    default boolean unusable() {
        return this instanceof Unusable;
    }

    default Optional<T> value() {
        return this instanceof Usable<T> usable ? Optional.of(usable.get()) : Optional.empty();
    }
}
