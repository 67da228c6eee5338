package market.feeds.docs;

import java.util.List;
import java.util.Locale;
import org.commonmark.Extension;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.Node;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;

/**
 * The reference as a web page: the Markdown rendition rendered to HTML on the server (commonmark-java with
 * GFM tables), with a table of contents, anchors per endpoint and per code, and a language switch; the page
 * needs nothing from the network.
 */
public final class HtmlContract {

    private static final List<Extension> EXTENSIONS = List.of(TablesExtension.create());
    private static final Parser PARSER = Parser.builder().extensions(EXTENSIONS).build();

    private HtmlContract() {
    }

    /** The page in {@code locale}; a locale that is not published gets English. */
    public static String render(Locale locale) {
        return render(Prose.of(locale));
    }

    static String render(Prose p) {
        Node document = PARSER.parse(MarkdownContract.render(p));
        HtmlAnchors anchors = HtmlAnchors.apply(document, OpenApiContract.document());
        // Markdown from our own properties files is trusted, but raw HTML in it would bypass the page's escaping.
        HtmlRenderer renderer = HtmlRenderer.builder().extensions(EXTENSIONS).escapeHtml(true)
                .attributeProviderFactory(context -> (node, tag, attributes) -> {
                    String id = anchors.idOf(node);
                    if (id != null) {
                        attributes.put("id", id);
                    }
                })
                .build();
        return HtmlPage.render(p, anchors.contents(), renderer.render(document));
    }
}
