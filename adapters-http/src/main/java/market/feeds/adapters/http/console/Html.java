package market.feeds.adapters.http.console;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Collection;
import java.util.function.Function;
import java.util.stream.Collectors;

/** The one place console text becomes HTML: every value from outside passes {@link #esc} on its way in. */
final class Html {

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'")
            .withZone(ZoneOffset.UTC);

    private Html() {
    }

    /** Escapes text for element content and for quoted attribute values alike. */
    static String esc(String text) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    /**
     * The published contract's prose (a code's meaning), escaped, with its Markdown code spans ({@code `items`}) as
     * {@code <code>} elements instead of back-ticks on the page.
     */
    static String prose(String markdown) {
        String[] parts = markdown.split("`", -1);
        if (parts.length % 2 == 0) {
            return esc(markdown);
        }
        StringBuilder out = new StringBuilder(markdown.length() + 16);
        for (int i = 0; i < parts.length; i++) {
            out.append(i % 2 == 1 ? "<code>" + esc(parts[i]) + "</code>" : esc(parts[i]));
        }
        return out.toString();
    }

    static String esc(Object value) {
        return esc(String.valueOf(value));
    }

    /** A path segment or query value: escaped for the URL, then for the attribute it sits in. */
    static String url(String value) {
        return esc(java.net.URLEncoder.encode(value, java.nio.charset.StandardCharsets.UTF_8));
    }

    static String when(Instant instant) {
        return "<time datetime=\"" + instant + "\">" + WHEN.format(instant) + "</time>";
    }

    static <T> String each(Collection<T> items, Function<T, String> render) {
        return items.stream().map(render).collect(Collectors.joining("\n"));
    }

    /**
     * A table with a caption (read out by screen readers) and column headers; rows are already HTML. Without rows it
     * is a line that says so, as the console's other empty states do, not a row of headers over nothing.
     */
    static String table(String caption, String headers, String rows) {
        if (rows.isBlank()) {
            return "<p class=\"none\">" + esc(caption) + ": none.</p>";
        }
        return "<div class=\"scroll\"><table><caption>" + esc(caption) + "</caption><thead><tr>" + headers
                + "</tr></thead><tbody>" + rows + "</tbody></table></div>";
    }

    /**
     * Text from outside, such as a vendor's name, in its own direction: an Arabic or Hebrew name is set right to left
     * without reordering the words around it.
     */
    static String bidi(String text) {
        return "<span dir=\"auto\">" + esc(text) + "</span>";
    }

    static String th(String... names) {
        StringBuilder out = new StringBuilder();
        for (String name : names) {
            out.append("<th scope=\"col\">").append(esc(name)).append("</th>");
        }
        return out.toString();
    }

    static String td(Object... cells) {
        StringBuilder out = new StringBuilder("<tr>");
        for (Object cell : cells) {
            out.append(cell instanceof Wrap wrap ? "<td class=\"wrap\">" + content(wrap.content()) : "<td>"
                    + content(cell)).append("</td>");
        }
        return out.append("</tr>").toString();
    }

    private static String content(Object cell) {
        return cell instanceof Raw raw ? raw.html() : esc(cell);
    }

    /** Markup that is already safe (built here from escaped parts). */
    record Raw(String html) {
    }

    static Raw raw(String html) {
        return new Raw(html);
    }

    /**
     * A cell whose value comes from outside and may be one long unbroken word (a 100-character sku, a key label): it
     * breaks inside its cell (console.css {@code td.wrap}) instead of pushing the other columns off the screen.
     * {@code content} is text, or {@link Raw} markup.
     */
    record Wrap(Object content) {
    }

    static Wrap wrap(Object content) {
        return new Wrap(content);
    }
}
