package market.feeds.docs;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** The languages the contract is published in; English is the default and the language of codes and JSON. */
public final class ContractLocales {

    public static final Locale ENGLISH = Locale.ENGLISH;
    public static final Locale UKRAINIAN = Locale.forLanguageTag("uk");
    public static final Locale RUSSIAN = Locale.forLanguageTag("ru");

    /** Every published locale, English first. */
    public static final List<Locale> ALL = List.of(ENGLISH, UKRAINIAN, RUSSIAN);

    private ContractLocales() {
    }

    /** The published locale whose language is {@code language} ("uk", "ru", "en"; case ignored), if any. */
    public static Optional<Locale> byLanguage(String language) {
        if (language == null) {
            return Optional.empty();
        }
        String wanted = language.trim().toLowerCase(Locale.ROOT);
        return ALL.stream().filter(locale -> locale.getLanguage().equals(wanted)).findFirst();
    }

    /** The published locale, or English for any other. */
    static Locale published(Locale locale) {
        return byLanguage(locale.getLanguage()).orElse(ENGLISH);
    }
}
