package market.feeds.adapters.jdbc.move;

import java.util.List;
import java.util.Objects;

/**
 * One table of the service's schema as the copy sees it.
 *
 * @param name             the table's name in its schema
 * @param columns          the columns a COPY names, in their order: every column but generated ones, which the
 *                         target computes itself
 * @param identityColumns  the columns whose values an identity sequence hands out
 */
public record ServiceTable(String name, List<String> columns, List<String> identityColumns) {

    public ServiceTable {
        Objects.requireNonNull(name, "name");
        columns = List.copyOf(columns);
        identityColumns = List.copyOf(identityColumns);
    }

    /** {@code name (a, b, c)} with every name quoted, for {@code COPY}. */
    String copyTarget() {
        return SqlNames.quoted(name) + " (" + String.join(", ", columns.stream().map(SqlNames::quoted).toList()) + ")";
    }
}
