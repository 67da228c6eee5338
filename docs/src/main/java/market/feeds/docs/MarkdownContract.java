package market.feeds.docs;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Locale;

/**
 * The Markdown rendition of the contract for people, in every published language, rendered from the same
 * source as the OpenAPI document; only the prose differs between languages.
 */
public final class MarkdownContract {

    private MarkdownContract() {
    }

    /** The English rendition. */
    public static String render() {
        return render(ContractLocales.ENGLISH);
    }

    /** The rendition in {@code locale}; a locale that is not published gets English. */
    public static String render(Locale locale) {
        return render(Prose.of(locale));
    }

    static String render(Prose p) {
        ObjectNode document = OpenApiContract.document();
        Md md = new Md();
        OverviewSections.header(md, p);
        OverviewSections.authentication(md, p);
        OverviewSections.endpoints(md, p, document);
        RequestSections.pipeline(md, p);
        RequestSections.errors(md, p);
        WriteSections.idempotency(md, p);
        WriteSections.dryRuns(md, p);
        WriteSections.paging(md, p);
        ItemSections.product(md, p);
        ItemSections.offer(md, p);
        CodeSections.rowCodes(md, p);
        FeedPullSection.render(md, p);
        TermSections.categories(md, p);
        TermSections.units(md, p);
        WriteSections.limits(md, p);
        return md.toString().stripTrailing() + "\n";
    }
}
