package market.feeds.adapters.jdbc.store;

/**
 * PostgreSQL array literals ({@code {a,b,NULL}}) written straight from values whose text needs no escaping: ids,
 * row addresses, plain decimals, ISO instants, integers, booleans. A batch's arrays then cost one pass each, where
 * the driver's own array binding quotes and escapes every element of every array (decision 0812). Bound as text
 * and cast in SQL ({@code CAST(:x AS numeric[])}). Never for text a sender chose (skus, names): those go through
 * the driver, which escapes them.
 */
final class ArrayLiterals {

    private ArrayLiterals() {
    }

    /** A literal collected element by element; {@code null} is SQL NULL. */
    static final class Builder {
        private final StringBuilder text;
        private final boolean quote;
        private boolean first = true;

        private Builder(int elements, int width, boolean quote) {
            this.text = new StringBuilder(2 + elements * (width + 1)).append('{');
            this.quote = quote;
        }

        Builder add(Object element) {
            if (!first) {
                text.append(',');
            }
            first = false;
            if (element == null) {
                text.append("NULL");
            } else if (quote) {
                text.append('"').append(element).append('"');
            } else {
                text.append(element);
            }
            return this;
        }

        String build() {
            return text.append('}').toString();
        }
    }

    /**
     * Elements written as they are: their text holds none of {@code {},"\} nor white space, and is never the
     * word NULL (digits, letters, {@code -.:+}).
     */
    static Builder plain(int elements, int width) {
        return new Builder(elements, width, false);
    }

    /** Elements holding a comma but never a quote or a backslash, such as a row address {@code (12,3)}. */
    static Builder quoted(int elements, int width) {
        return new Builder(elements, width + 2, true);
    }
}
