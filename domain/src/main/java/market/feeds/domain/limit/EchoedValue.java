package market.feeds.domain.limit;

/**
 * The operations contract's cut of values echoed in rejections and stored with them: at most
 * {@link #MAX_CHARACTERS} characters (Unicode code points), then {@link #CUT_MARK}. Keeps an answer and the
 * rejection log a small multiple of the rejections' count, whatever a vendor sends as a sku.
 */
public final class EchoedValue {

    public static final int MAX_CHARACTERS = 256;
    public static final String CUT_MARK = "…";

    private EchoedValue() {
    }

    /** {@code value} itself when short enough, else its first 256 code points and the mark; never splits a pair. */
    public static String cut(String value) {
        if (value == null || value.length() <= MAX_CHARACTERS) {
            return value;
        }
        int end = 0;
        for (int kept = 0; kept < MAX_CHARACTERS && end < value.length(); kept++) {
            end += Character.charCount(value.codePointAt(end));
        }
        return end >= value.length() ? value : value.substring(0, end) + CUT_MARK;
    }
}
