package market.feeds.docs;

import java.util.List;

/** A small Markdown writer, so the sections say what they render rather than how Markdown is spelt. */
final class Md {

    private final StringBuilder out = new StringBuilder();

    Md heading(int level, String text) {
        out.append("#".repeat(level)).append(' ').append(text).append("\n\n");
        return this;
    }

    Md paragraph(String text) {
        out.append(text).append("\n\n");
        return this;
    }

    Md bullets(List<String> items) {
        items.forEach(item -> out.append("- ").append(item).append('\n'));
        out.append('\n');
        return this;
    }

    Md numbered(List<String> items) {
        for (int i = 0; i < items.size(); i++) {
            out.append(i + 1).append(". ").append(items.get(i)).append('\n');
        }
        out.append('\n');
        return this;
    }

    Md code(String language, String text) {
        out.append("```").append(language).append('\n').append(text).append("\n```\n\n");
        return this;
    }

    /** Starts a table; end it with {@link #endTable()}. */
    Md table(String... headers) {
        row(headers);
        out.append('|');
        for (int i = 0; i < headers.length; i++) {
            out.append("---|");
        }
        out.append('\n');
        return this;
    }

    Md row(String... cells) {
        out.append('|');
        // A pipe inside a cell would split it; no contract value holds one, but the table must never break.
        for (String cell : cells) {
            out.append(' ').append(cell.replace("|", "\\|")).append(" |");
        }
        out.append('\n');
        return this;
    }

    Md endTable() {
        out.append('\n');
        return this;
    }

    static String code(String text) {
        return "`" + text + "`";
    }

    @Override
    public String toString() {
        return out.toString();
    }
}
