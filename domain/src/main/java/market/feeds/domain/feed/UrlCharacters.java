package market.feeds.domain.feed;

import java.nio.charset.StandardCharsets;

/**
 * Character rules of a feed URL: what is refused anywhere in it, and how a path or query is written
 * in the stored ASCII form.
 */
final class UrlCharacters {

    private UrlCharacters() {
    }

    /** The first forbidden character class found, as a refusal reason, or null. */
    static String forbiddenCharacter(String input) {
        for (int i = 0; i < input.length(); ) {
            int c = input.codePointAt(i);
            i += Character.charCount(c);
            if (c == '\\') {
                return "a backslash is not allowed";
            }
            if (Character.isWhitespace(c) || Character.isSpaceChar(c)) {
                return "white space is not allowed";
            }
            // Format characters (zero-width, bidi) vanish in IDN mapping; refused like control characters,
            // and so is half a surrogate pair (codePointAt only returns a surrogate when it is unpaired).
            int type = Character.getType(c);
            if (Character.isISOControl(c) || type == Character.FORMAT || type == Character.SURROGATE) {
                return "a control character is not allowed";
            }
        }
        return null;
    }

    /** Percent-encodes (UTF-8) what may not stand raw in a path or query, so the stored form is ASCII. */
    static String canonicalPath(String path) {
        StringBuilder out = new StringBuilder(path.length());
        for (byte b : path.getBytes(StandardCharsets.UTF_8)) {
            int c = b & 0xff;
            if (c > 0x20 && c < 0x7f && "\"<>`{}|^".indexOf(c) < 0) {
                out.append((char) c);
            } else {
                out.append('%').append(Character.toUpperCase(Character.forDigit(c >> 4, 16)))
                        .append(Character.toUpperCase(Character.forDigit(c & 0xf, 16)));
            }
        }
        return out.toString();
    }
}
