package market.feeds.adapters.http.server;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import java.nio.charset.StandardCharsets;
import market.feeds.adapters.http.routing.RouteTable;

/**
 * {@code GET /favicon.ico}: a browser asks for it beside every page (the console, /docs), and a 404 for it is logged
 * as an error in the browser and in the access log each time. A tiny icon, cached for a day, ends both.
 */
final class FaviconRoute implements Routes {

    static final String PATH = "/favicon.ico";
    private static final byte[] ICON = ("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 16 16\">"
            + "<rect width=\"16\" height=\"16\" rx=\"3\" fill=\"#182338\"/>"
            + "<path d=\"M5 3h7v2H7v2h4v2H7v4H5z\" fill=\"#fff\"/></svg>").getBytes(StandardCharsets.UTF_8);

    @Override
    public void register(RoutesConfig routes) {
        new RouteTable(routes).add(HandlerType.GET, PATH, FaviconRoute::serve).refuseOtherMethods();
    }

    private static void serve(Context ctx) {
        ctx.header("Cache-Control", "max-age=86400").header("X-Content-Type-Options", "nosniff")
                .contentType("image/svg+xml").result(ICON);
    }
}
