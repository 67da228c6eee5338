package market.feeds.domain.field;

/** How the contract reads a string value: outer white space trimmed, length in Unicode code points. */
public final class FieldText {

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

    public static boolean isSpace(int codePoint) {
        return Character.isWhitespace(codePoint) || Character.isSpaceChar(codePoint);
    }

    public static int length(String trimmed) {
        return trimmed.codePointCount(0, trimmed.length());
    }

    public static boolean tooLong(String trimmed, FieldRule rule) {
        return length(trimmed) > rule.limit();
    }
}
