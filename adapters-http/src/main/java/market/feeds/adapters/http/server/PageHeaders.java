package market.feeds.adapters.http.server;

import io.javalin.http.Context;
import java.util.Locale;
import java.util.Optional;

/**
 * The headers of a page a browser shows, for every page that sets no policy of its own: the contract's reference at
 * /docs (HTML, or its Markdown, which must never be sniffed into HTML). Such a page has no script and no form, and
 * its one style sheet is inlined (decision 0901), so it may load nothing but that style; nobody may frame it. The
 * console sets its own, fitted to its script and forms (ConsoleHeaders), and is left as it is.
 */
final class PageHeaders {

    static final String POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; "
            + "form-action 'none'; frame-ancestors 'none'; base-uri 'none'";

    private PageHeaders() {
    }

    /** An after-handler on every path: does nothing unless the answer is a page without a policy. */
    static void apply(Context ctx) {
        String type = Optional.ofNullable(ctx.res().getContentType()).orElse("").toLowerCase(Locale.ROOT);
        boolean page = type.startsWith("text/html") || type.startsWith("text/markdown");
        if (!page || ctx.res().containsHeader("Content-Security-Policy")) {
            return;
        }
        ctx.header("Content-Security-Policy", POLICY);
        ctx.header("X-Content-Type-Options", "nosniff");
        ctx.header("X-Frame-Options", "DENY");
    }
}
