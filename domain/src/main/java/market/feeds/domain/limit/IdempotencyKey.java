package market.feeds.domain.limit;

import java.util.Objects;
import java.util.Optional;

/** The {@code Idempotency-Key} header: 16 to 255 characters (counted as Unicode code points). */
public record IdempotencyKey(String value) {

    public static final int MIN_LENGTH = 16;
    public static final int MAX_LENGTH = 255;

    public IdempotencyKey {
        Objects.requireNonNull(value, "value");
        int length = length(value);
        if (!fits(length)) {
            throw new IllegalArgumentException("Idempotency-Key must be " + MIN_LENGTH + " to " + MAX_LENGTH
                    + " characters long, got " + length);
        }
    }

    public static Optional<IdempotencyKey> parse(String value) {
        return value != null && fits(length(value)) ? Optional.of(new IdempotencyKey(value)) : Optional.empty();
    }

    /** Characters as the contract counts them: Unicode code points, so a surrogate pair is one. */
    private static int length(String value) {
        return value.codePointCount(0, value.length());
    }

    private static boolean fits(int length) {
        return length >= MIN_LENGTH && length <= MAX_LENGTH;
    }

    /** Never prints the key itself: it is a client's secret-like token. */
    @Override
    public String toString() {
        return "IdempotencyKey[" + length(value) + " chars]";
    }
}
