package market.feeds.docs;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;

/** The frame around the rendered reference: title, language switch, links to the machine formats, contents. */
final class HtmlPage {

    private static final String STYLE = resource("docs.css");

    private HtmlPage() {
    }

    static String render(Prose p, List<HtmlAnchors.Heading2> contents, String body) {
        String lang = p.locale().getLanguage();
        StringBuilder out = new StringBuilder(body.length() + 8192);
        out.append("<!DOCTYPE html>\n<html lang=\"").append(lang).append("\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>").append(escape(p.text("doc.title", OpenApiContract.VERSION))).append("</title>\n")
                .append("<style>\n").append(STYLE).append("</style>\n</head>\n<body>\n");
        out.append("<header class=\"bar\">\n<nav class=\"languages\" aria-label=\"").append(escape(p.text("html.languages")))
                .append("\">\n");
        for (Locale locale : ContractLocales.ALL) {
            String code = locale.getLanguage();
            out.append("<a href=\"/docs/").append(code).append("\" hreflang=\"").append(code).append("\" lang=\"")
                    .append(code).append('"').append(code.equals(lang) ? " aria-current=\"page\"" : "").append('>')
                    .append(escape(autonym(locale))).append("</a>\n");
        }
        out.append("</nav>\n<nav class=\"formats\">\n<a href=\"/docs/").append(lang).append("/reference.md\" type=\"text/markdown\">")
                .append(escape(p.text("html.markdown"))).append("</a>\n<a href=\"/openapi.json\" type=\"application/json\">")
                .append(escape(p.text("html.openapi"))).append("</a>\n</nav>\n</header>\n");
        out.append("<div class=\"page\">\n<nav class=\"contents\" id=\"contents\" aria-labelledby=\"contents-title\">\n")
                .append("<h2 id=\"contents-title\">").append(escape(p.text("html.contents"))).append("</h2>\n<ul>\n");
        for (HtmlAnchors.Heading2 heading : contents) {
            out.append("<li class=\"level-").append(heading.level()).append("\"><a href=\"#").append(heading.id()).append("\">")
                    .append(escape(heading.text())).append("</a></li>\n");
        }
        out.append("</ul>\n</nav>\n<main>\n").append(body).append("</main>\n</div>\n</body>\n</html>\n");
        return out.toString();
    }

    /** A language's name in itself, so a reader finds their own language whatever page they are on. */
    private static String autonym(Locale locale) {
        String name = locale.getDisplayLanguage(locale);
        return name.substring(0, 1).toUpperCase(locale) + name.substring(1);
    }

    static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    private static String resource(String name) {
        try (InputStream in = HtmlPage.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(name, e);
        }
    }
}
