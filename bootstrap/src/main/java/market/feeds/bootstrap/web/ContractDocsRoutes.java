package market.feeds.bootstrap.web;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import market.feeds.adapters.http.server.Routes;
import market.feeds.docs.ContractLocales;
import market.feeds.docs.MarkdownContract;
import market.feeds.docs.OpenApiContract;

/**
 * Publishes the contract: {@code /openapi.json} for machines and the Markdown renditions for people at
 * {@code /docs} (language chosen by {@link DocsLanguage}) and {@code /docs/<lang>} (en, uk, ru).
 */
public final class ContractDocsRoutes implements Routes {

    private static final String MARKDOWN = "text/markdown; charset=utf-8";

    private final String openApi = OpenApiContract.json();
    private final Map<Locale, byte[]> renditions = new LinkedHashMap<>();

    public ContractDocsRoutes() {
        // Rendered once: the contract cannot change while the process runs.
        ContractLocales.ALL.forEach(locale ->
                renditions.put(locale, MarkdownContract.render(locale).getBytes(StandardCharsets.UTF_8)));
    }

    @Override
    public void register(RoutesConfig routes) {
        routes.get("/openapi.json", ctx -> ctx.contentType("application/json").result(openApi));
        routes.get("/docs", ctx -> {
            // The same URL answers in several languages, so caches must key on the header that chose one.
            ctx.header("Vary", "Accept-Language");
            markdown(ctx, DocsLanguage.choose(ctx.queryParam("lang"), ctx.header("Accept-Language")));
        });
        for (Locale locale : ContractLocales.ALL) {
            routes.get("/docs/" + locale.getLanguage(), ctx -> markdown(ctx, locale));
        }
    }

    private void markdown(Context ctx, Locale locale) {
        ctx.contentType(MARKDOWN).header("Content-Language", locale.getLanguage()).result(renditions.get(locale));
    }
}
