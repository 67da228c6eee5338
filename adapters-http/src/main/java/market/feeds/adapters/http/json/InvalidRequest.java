package market.feeds.adapters.http.json;

import java.util.Objects;
import java.util.Optional;

/**
 * Operator input the adapter cannot even hand to a use case (not JSON, unknown member, wrong type): thrown
 * while parsing, answered as 400 {@code invalid_request} by the problem mapping.
 */
public final class InvalidRequest extends RuntimeException {

    private final transient Optional<String> pointer;

    public InvalidRequest(Optional<String> pointer, String detail) {
        super(detail, null, false, false);
        this.pointer = Objects.requireNonNull(pointer, "pointer");
    }

    public InvalidRequest(String pointer, String detail) {
        this(Optional.of(pointer), detail);
    }

    public Optional<String> pointer() {
        return pointer;
    }
}
