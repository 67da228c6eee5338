package market.feeds.docs;

import java.util.Optional;
import java.util.function.Function;

/** The published English meaning of a row, request or pull-run code by its wire name (for the operator console). */
public final class CodeGlossary {

    private CodeGlossary() {
    }

    public static Optional<String> meaning(String wire) {
        return find(CodeMeanings.ROW, wire, c -> c.wire())
                .or(() -> find(CodeMeanings.REQUEST, wire, c -> c.wire()))
                .or(() -> find(CodeMeanings.PULL, wire, c -> c.wire()));
    }

    private static <E> Optional<String> find(java.util.Map<E, String> meanings, String wire, Function<E, String> name) {
        return meanings.entrySet().stream().filter(e -> name.apply(e.getKey()).equals(wire))
                .map(java.util.Map.Entry::getValue).findFirst();
    }
}
