package market.feeds.bootstrap.web;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import market.feeds.adapters.http.auth.OperatorGuard;
import market.feeds.adapters.http.auth.Unauthorized;
import market.feeds.adapters.http.routing.RouteTable;
import market.feeds.adapters.http.server.Routes;
import market.feeds.docs.ContractLocales;
import market.feeds.docs.HtmlContract;
import market.feeds.docs.MarkdownContract;
import market.feeds.docs.OpenApiContract;
import market.feeds.docs.OperatorApiContract;

/**
 * Publishes the contract: {@code /openapi.json} for machines ({@code /admin/openapi.json}, the operator API's
 * document, behind the operator token), and for people {@code /docs} and
 * {@code /docs/<lang>} (en, uk, ru) as an HTML page, or as Markdown to a client that asks for
 * {@code text/markdown} ({@link DocsFormat}); the Markdown also has its own address, {@code /docs/reference.md}
 * and {@code /docs/<lang>/reference.md}. The language of {@code /docs} is chosen by {@link DocsLanguage}.
 */
public final class ContractDocsRoutes implements Routes {

    private static final String MARKDOWN = "text/markdown; charset=utf-8";
    private static final String HTML = "text/html; charset=utf-8";

    private final String openApi = OpenApiContract.json();
    private final String operatorOpenApi = OperatorApiContract.json();
    private final OperatorGuard guard;
    private final Map<Locale, byte[]> markdown = new LinkedHashMap<>();
    private final Map<Locale, byte[]> html = new LinkedHashMap<>();

    public ContractDocsRoutes(OperatorGuard guard) {
        this.guard = guard;
        // Rendered once: the contract cannot change while the process runs.
        ContractLocales.ALL.forEach(locale -> {
            markdown.put(locale, MarkdownContract.render(locale).getBytes(StandardCharsets.UTF_8));
            html.put(locale, HtmlContract.render(locale).getBytes(StandardCharsets.UTF_8));
        });
    }

    @Override
    public void register(RoutesConfig routes) {
        // Through the table, so that HEAD runs the same handler (the operator document's token check included).
        RouteTable table = new RouteTable(routes);
        table.add(HandlerType.GET, "/openapi.json", ctx -> ctx.contentType("application/json").result(openApi));
        table.add(HandlerType.GET, "/admin/openapi.json", ctx -> {
            if (guard.admits(ctx)) {
                ctx.contentType("application/json").result(operatorOpenApi);
            } else {
                Unauthorized.send(ctx);
            }
        });
        table.add(HandlerType.GET, "/docs", ctx -> {
            // The same URL answers in several languages and formats, so caches must key on the headers that chose.
            ctx.header("Vary", "Accept, Accept-Language");
            negotiated(ctx, chosenLanguage(ctx));
        });
        table.add(HandlerType.GET, "/docs/reference.md", ctx -> {
            ctx.header("Vary", "Accept-Language");
            send(ctx, chosenLanguage(ctx), DocsFormat.MARKDOWN);
        });
        for (Locale locale : ContractLocales.ALL) {
            table.add(HandlerType.GET, "/docs/" + locale.getLanguage(), ctx -> {
                ctx.header("Vary", "Accept");
                negotiated(ctx, locale);
            });
            table.add(HandlerType.GET, "/docs/" + locale.getLanguage() + "/reference.md",
                    ctx -> send(ctx, locale, DocsFormat.MARKDOWN));
        }
        table.refuseOtherMethods();
    }

    private static Locale chosenLanguage(Context ctx) {
        return DocsLanguage.choose(ctx.queryParam("lang"), ctx.header("Accept-Language"));
    }

    private void negotiated(Context ctx, Locale locale) {
        send(ctx, locale, DocsFormat.choose(ctx.header("Accept")));
    }

    private void send(Context ctx, Locale locale, DocsFormat format) {
        boolean page = format == DocsFormat.HTML;
        ctx.contentType(page ? HTML : MARKDOWN).header("Content-Language", locale.getLanguage())
                .result((page ? html : markdown).get(locale));
    }
}
