package market.feeds.domain.field;

/** How the contract reads a string value: outer white space trimmed, length in Unicode code points. */
public final class FieldText {

    private FieldText() {
    }

    /** Trims outer white space of any script (String.strip), not only ASCII controls as String.trim does. */
    public static String trim(String value) {
        return value.strip();
    }

    public static int length(String trimmed) {
        return trimmed.codePointCount(0, trimmed.length());
    }

    public static boolean tooLong(String trimmed, FieldRule rule) {
        return length(trimmed) > rule.limit();
    }
}
