package market.feeds.bootstrap.web;

import io.javalin.config.RoutesConfig;
import market.feeds.adapters.http.server.Routes;
import market.feeds.docs.MarkdownContract;
import market.feeds.docs.OpenApiContract;

/** Publishes the contract: {@code /openapi.json} for machines and {@code /docs} (Markdown) for people. */
public final class ContractDocsRoutes implements Routes {

    private final String openApi = OpenApiContract.json();
    private final String markdown = MarkdownContract.render();

    @Override
    public void register(RoutesConfig routes) {
        routes.get("/openapi.json", ctx -> ctx.contentType("application/json").result(openApi));
        routes.get("/docs", ctx -> ctx.contentType("text/markdown; charset=utf-8").result(markdown));
    }
}
