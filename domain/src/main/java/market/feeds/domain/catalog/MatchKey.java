package market.feeds.domain.catalog;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * The comparison key of a brand or product name: lower-case, Cyrillic look-alike letters folded to their
 * Latin twins, punctuation as a word break, words sorted. Two texts match when their keys are equal, i.e.
 * when they hold the same multiset of words. Public so stores can index the key (decision 0106).
 */
public final class MatchKey {

    /** Cyrillic letters whose lower-case glyph (or upper-case twin) reads as a Latin letter. */
    private static final String CYRILLIC = "авеёкмнорстухіїјѕԛԝ";
    private static final String LATIN = "abeekmhopctyxiijsqw";

    private MatchKey() {
    }

    public static String of(String text) {
        String lower = text.toLowerCase(Locale.ROOT);
        StringBuilder folded = new StringBuilder(lower.length());
        lower.codePoints().forEach(cp -> folded.appendCodePoint(fold(cp)));
        List<String> words = new ArrayList<>();
        for (String word : folded.toString().split(" +")) {
            if (!word.isEmpty()) {
                words.add(word);
            }
        }
        Collections.sort(words);
        return String.join(" ", words);
    }

    /** Letters and digits stay (look-alikes folded); everything else becomes a word break. */
    private static int fold(int codePoint) {
        if (!Character.isLetterOrDigit(codePoint)) {
            return ' ';
        }
        int at = CYRILLIC.indexOf(codePoint);
        return at >= 0 ? LATIN.charAt(at) : codePoint;
    }
}
