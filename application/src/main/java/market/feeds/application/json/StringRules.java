package market.feeds.application.json;

import java.util.Optional;

/**
 * The contract's rules on decoded JSON strings: no U+0000 and no unpaired surrogate. Both can only come
 * from escapes ({@code \u0000}, {@code \ud800}) because the bytes were already checked as strict UTF-8.
 */
final class StringRules {

    private StringRules() {
    }

    static Optional<String> violation(char[] chars, int offset, int length) {
        int end = offset + length;
        for (int i = offset; i < end; i++) {
            char c = chars[i];
            if (c == '\u0000') {
                return Optional.of("U+0000");
            }
            if (Character.isHighSurrogate(c)) {
                if (i + 1 == end || !Character.isLowSurrogate(chars[i + 1])) {
                    return Optional.of("an unpaired surrogate");
                }
                i++;
            } else if (Character.isLowSurrogate(c)) {
                return Optional.of("an unpaired surrogate");
            }
        }
        return Optional.empty();
    }

    static Optional<String> violation(String text) {
        return violation(text.toCharArray(), 0, text.length());
    }
}
