package market.feeds.domain.feed;

import java.util.Optional;

/**
 * What a stored feed token may be: it travels as {@code Authorization: Bearer <token>}, so a character a header value
 * cannot carry (a line break, a space, anything outside printable ASCII) would make every run fail {@code bad_auth}
 * long after the operator saved it; it is refused at the save instead (decision 0605).
 */
public final class FeedToken {

    /** Far above any real bearer token, far below what a request header may hold. */
    public static final int MAX_LENGTH = 4096;

    private FeedToken() {
    }

    /** Why {@code token} (already trimmed) cannot be stored, or empty when it can. */
    public static Optional<String> problem(String token) {
        if (token.length() > MAX_LENGTH) {
            return Optional.of("a token is at most " + MAX_LENGTH + " characters");
        }
        for (int i = 0; i < token.length(); i++) {
            char c = token.charAt(i);
            if (c < 0x21 || c > 0x7e) {
                return Optional.of("a token is printable ASCII without spaces: it travels in the Authorization header");
            }
        }
        return Optional.empty();
    }
}
