package market.feeds.adapters.http.metrics;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import io.javalin.router.Endpoint;
import market.feeds.adapters.http.auth.OperatorGuard;
import market.feeds.adapters.http.auth.Unauthorized;
import market.feeds.adapters.http.problem.ProblemResponse;
import market.feeds.adapters.http.routing.RouteTable;
import market.feeds.adapters.http.server.Routes;

/** Times every request and serves {@code GET /metrics} (Prometheus text) behind the operator token. */
public final class MetricsRoutes implements Routes {

    static final String PATH = "/metrics";
    private static final String STARTED = MetricsRoutes.class.getName() + ".started";
    private static final String CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

    private final HttpMetrics metrics;
    private final OperatorGuard guard;

    public MetricsRoutes(HttpMetrics metrics, OperatorGuard guard) {
        this.metrics = metrics;
        this.guard = guard;
    }

    @Override
    public void register(RoutesConfig routes) {
        routes.before(ctx -> ctx.attribute(STARTED, System.nanoTime()));
        routes.after(this::record);
        RouteTable table = new RouteTable(routes).add(HandlerType.GET, PATH, this::scrape);
        table.refuseOtherMethods();
    }

    private void scrape(Context ctx) {
        if (!guard.admits(ctx)) {
            Unauthorized.send(ctx);
            return;
        }
        ctx.status(200).contentType(CONTENT_TYPE).result(metrics.scrape());
    }

    private void record(Context ctx) {
        Long started = ctx.attribute(STARTED);
        long nanos = started == null ? 0 : System.nanoTime() - started;
        String code = ctx.attribute(ProblemResponse.CODE_ATTRIBUTE);
        metrics.request(template(ctx), ctx.method().name(), ctx.statusCode(), code == null ? "none" : code, nanos);
    }

    /** The matched route template; unmatched requests share one label so ids and probes add no series. */
    private static String template(Context ctx) {
        Endpoint matched = ctx.endpoints().matchedHttpEndpoint();
        return matched == null ? "unmatched" : matched.path;
    }
}
