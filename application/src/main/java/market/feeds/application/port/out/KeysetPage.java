package market.feeds.application.port.out;

import java.util.Optional;

/**
 * Which page of a listing to read: at most {@code limit} items whose key follows {@code after} (from the first item
 * when absent), in key order. A page follows the last key it was given rather than an offset, so reading the
 * thousandth page costs what reading the first does (decision 0408).
 */
public record KeysetPage(Optional<String> after, int limit) {

    public KeysetPage {
        if (limit < 1) {
            throw new IllegalArgumentException("a page holds at least one item, not " + limit);
        }
    }

    public static KeysetPage first(int limit) {
        return new KeysetPage(Optional.empty(), limit);
    }

    public KeysetPage next(String lastKey) {
        return new KeysetPage(Optional.of(lastKey), limit);
    }
}
