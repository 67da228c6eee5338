package market.feeds.adapters.jdbc.move;

/** Names read from the catalog, quoted for SQL text: a name is never a value that a parameter could carry. */
final class SqlNames {

    private SqlNames() {
    }

    static String quoted(String name) {
        return '"' + name.replace("\"", "\"\"") + '"';
    }
}
