package market.feeds.domain.limit;

import java.util.Objects;
import java.util.Optional;

/** The {@code Idempotency-Key} header: 16 to 255 characters (counted as Unicode code points). */
public record IdempotencyKey(String value) {

    public static final int MIN_LENGTH = 16;
    public static final int MAX_LENGTH = 255;

    public IdempotencyKey {
        Objects.requireNonNull(value, "value");
        int length = value.codePointCount(0, value.length());
        if (length < MIN_LENGTH || length > MAX_LENGTH) {
            throw new IllegalArgumentException("Idempotency-Key must be " + MIN_LENGTH + " to " + MAX_LENGTH
                    + " characters long, got " + length);
        }
    }

    public static Optional<IdempotencyKey> parse(String value) {
        if (value == null) {
            return Optional.empty();
        }
        int length = value.codePointCount(0, value.length());
        return length < MIN_LENGTH || length > MAX_LENGTH ? Optional.empty() : Optional.of(new IdempotencyKey(value));
    }

    /** Never prints the key itself: it is a client's secret-like token. */
    @Override
    public String toString() {
        return "IdempotencyKey[" + value.length() + " chars]";
    }
}
