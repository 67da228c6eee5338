package market.feeds.domain.product;

import java.util.Locale;
import market.feeds.domain.field.FieldText;

/**
 * The normalisation applied to both sides when a category or unit value is looked up: trim, lower-case
 * (locale-neutral, any script), strip a trailing run of punctuation (operations contract §2).
 */
public final class TermKey {

    private TermKey() {
    }

    public static String of(String value) {
        String lower = FieldText.trim(value).toLowerCase(Locale.ROOT);
        int end = lower.length();
        while (end > 0) {
            int cp = lower.codePointBefore(end);
            if (!isPunctuation(cp) && !FieldText.isSpace(cp)) {
                break;
            }
            end -= Character.charCount(cp);
        }
        return lower.substring(0, end);
    }

    private static boolean isPunctuation(int codePoint) {
        return switch (Character.getType(codePoint)) {
            case Character.CONNECTOR_PUNCTUATION, Character.DASH_PUNCTUATION, Character.START_PUNCTUATION,
                    Character.END_PUNCTUATION, Character.INITIAL_QUOTE_PUNCTUATION,
                    Character.FINAL_QUOTE_PUNCTUATION, Character.OTHER_PUNCTUATION -> true;
            default -> false;
        };
    }
}
