package market.feeds.domain.field;

import java.util.Optional;

/** How the contract reads a string value: outer white space trimmed, length in Unicode code points. */
public final class FieldText {

    private static final int NEXT_LINE = 0x85;

    private FieldText() {
    }

    /**
     * Trims outer white space of any kind: Java white space plus Unicode space separators such as the
     * no-break space that spreadsheets export (decision 0100); String.strip alone keeps U+00A0.
     */
    public static String trim(String value) {
        int start = 0;
        int end = value.length();
        while (start < end && isSpace(value.codePointAt(start))) {
            start += Character.charCount(value.codePointAt(start));
        }
        while (end > start && isSpace(value.codePointBefore(end))) {
            end -= Character.charCount(value.codePointBefore(end));
        }
        return value.substring(start, end);
    }

    /**
     * Unicode white space: Java's test and the space separators together miss only U+0085 NEXT LINE, which some
     * exports from mainframe encodings (EBCDIC's NL) carry (decision 0100, amended in session 31).
     */
    public static boolean isSpace(int codePoint) {
        return Character.isWhitespace(codePoint) || Character.isSpaceChar(codePoint) || codePoint == NEXT_LINE;
    }

    public static int length(String trimmed) {
        return trimmed.codePointCount(0, trimmed.length());
    }

    /** The trimmed text when a string was sent and is not empty after trimming. */
    public static Optional<String> nonEmpty(Sent<String> text) {
        return text.value().filter(value -> !value.isEmpty());
    }

    public static boolean tooLong(String trimmed, FieldRule rule) {
        return length(trimmed) > rule.limit();
    }
}
