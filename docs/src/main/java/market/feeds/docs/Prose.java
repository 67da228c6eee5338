package market.feeds.docs;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;

/**
 * The translated prose of one locale ({@code messages_<lang>.properties}, UTF-8). It remembers which keys a
 * rendering asked for, so a test can prove that every key is used and none is missing.
 */
final class Prose {

    private final Locale locale;
    private final Properties texts;
    private final Set<String> used = new LinkedHashSet<>();

    private Prose(Locale locale, Properties texts) {
        this.locale = locale;
        this.texts = texts;
    }

    /** The prose of a published locale; any other locale gets English. */
    static Prose of(Locale requested) {
        Locale locale = ContractLocales.published(requested);
        String name = "messages_" + locale.getLanguage() + ".properties";
        try (InputStream in = Prose.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + name);
            }
            Properties texts = new Properties();
            texts.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            return new Prose(locale, texts);
        } catch (IOException e) {
            throw new UncheckedIOException(name, e);
        }
    }

    Locale locale() {
        return locale;
    }

    boolean isEnglish() {
        return locale.equals(ContractLocales.ENGLISH);
    }

    /** The text of {@code key}, with {@code {0}}, {@code {1}}… replaced by the arguments. */
    String text(String key, Object... args) {
        used.add(key);
        String text = texts.getProperty(key);
        if (text == null) {
            throw new IllegalStateException("no " + locale.getLanguage() + " text for " + key);
        }
        for (int i = 0; i < args.length; i++) {
            text = text.replace("{" + i + "}", String.valueOf(args[i]));
        }
        return text;
    }

    /** Every key this locale defines. */
    Set<String> keys() {
        return texts.stringPropertyNames();
    }

    /** The keys asked for so far. */
    Set<String> used() {
        return Collections.unmodifiableSet(used);
    }
}
