package market.feeds.docs;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.function.Function;
import market.feeds.domain.code.PullRunCode;
import market.feeds.domain.code.RequestCode;
import market.feeds.domain.code.RowCode;

/**
 * The English meaning of every code for the OpenAPI document, read from the same English prose as the
 * Markdown rendition (keys {@code code.row.*}, {@code code.request.*}, {@code code.pull.*}).
 */
final class CodeMeanings {

    private static final Prose ENGLISH = Prose.of(ContractLocales.ENGLISH);

    static final Map<RowCode, String> ROW = meanings(RowCode.class, "code.row.", RowCode::wire);
    static final Map<RequestCode, String> REQUEST = meanings(RequestCode.class, "code.request.", RequestCode::wire);
    static final Map<PullRunCode, String> PULL = meanings(PullRunCode.class, "code.pull.", PullRunCode::wire);

    private CodeMeanings() {
    }

    private static <E extends Enum<E>> Map<E, String> meanings(Class<E> type, String prefix, Function<E, String> wire) {
        Map<E, String> meanings = new EnumMap<>(type);
        for (E code : type.getEnumConstants()) {
            meanings.put(code, ENGLISH.text(prefix + wire.apply(code)));
        }
        return Collections.unmodifiableMap(meanings);
    }
}
