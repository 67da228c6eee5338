package market.feeds.adapters.jdbc.store;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * A store's statement with its {@code :name} parameters numbered {@code $1, $2 …} for {@code PREPARE}, so a plan test
 * can have PostgreSQL plan it as a prepared statement (generic or custom) and {@code EXECUTE} it with SQL literals.
 */
record PositionalStatement(String text, List<String> names) {

    private static final Pattern NAME = Pattern.compile("(?<!:):([A-Za-z]+)");

    static PositionalStatement of(String statement) {
        List<String> names = new ArrayList<>();
        Matcher found = NAME.matcher(statement);
        StringBuilder positional = new StringBuilder();
        while (found.find()) {
            if (!names.contains(found.group(1))) {
                names.add(found.group(1));
            }
            found.appendReplacement(positional, "\\$" + (names.indexOf(found.group(1)) + 1));
        }
        found.appendTail(positional);
        return new PositionalStatement(positional.toString(), List.copyOf(names));
    }

    /** The {@code EXECUTE} arguments in parameter order, each an SQL literal given by name. */
    String arguments(Map<String, String> literals) {
        return names.stream().map(name -> Objects.requireNonNull(literals.get(name), name))
                .collect(Collectors.joining(", "));
    }
}
