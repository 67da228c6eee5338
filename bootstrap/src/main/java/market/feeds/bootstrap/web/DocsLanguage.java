package market.feeds.bootstrap.web;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import market.feeds.docs.ContractLocales;

/**
 * Which rendition of {@code /docs} a reader gets (decision 0900): an explicit {@code lang} wins, then the
 * reader's {@code Accept-Language}, then English. Values the service does not publish count as no choice.
 */
final class DocsLanguage {

    private DocsLanguage() {
    }

    static Locale choose(String lang, String acceptLanguage) {
        return ContractLocales.byLanguage(lang).or(() -> accepted(acceptLanguage)).orElse(ContractLocales.ENGLISH);
    }

    private static Optional<Locale> accepted(String acceptLanguage) {
        if (acceptLanguage == null || acceptLanguage.isBlank()) {
            return Optional.empty();
        }
        try {
            List<Locale.LanguageRange> ranges = Locale.LanguageRange.parse(acceptLanguage);
            return Optional.ofNullable(Locale.lookup(ranges, ContractLocales.ALL));
        } catch (IllegalArgumentException malformed) {
            // A malformed header is the reader's browser talking nonsense, not a reason to refuse the docs.
            return Optional.empty();
        }
    }
}
