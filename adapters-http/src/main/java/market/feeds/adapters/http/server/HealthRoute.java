package market.feeds.adapters.http.server;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import java.util.function.BooleanSupplier;
import market.feeds.adapters.http.problem.ServiceUnavailable;
import market.feeds.adapters.http.routing.RouteTable;

/**
 * {@code GET /health}: 200 {"status":"ok"} while the database answers, 503 otherwise, with the {@code Retry-After}
 * every 503 of the service carries (operations contract, "When the service itself cannot serve"); no auth.
 */
final class HealthRoute implements Routes {

    static final String PATH = "/health";

    private final BooleanSupplier databaseAnswers;

    HealthRoute(BooleanSupplier databaseAnswers) {
        this.databaseAnswers = databaseAnswers;
    }

    @Override
    public void register(RoutesConfig routes) {
        // Through the table: a HEAD of it (a load balancer's probe) must answer 503 too, not Javalin's bare 200.
        RouteTable table = new RouteTable(routes).add(HandlerType.GET, PATH, this::handle);
        table.refuseOtherMethods();
    }

    private void handle(Context ctx) {
        boolean ok = databaseAnswers.getAsBoolean();
        if (!ok) {
            ctx.header("Retry-After", String.valueOf(ServiceUnavailable.RETRY_AFTER_SECONDS));
        }
        ctx.status(ok ? 200 : 503)
                .contentType("application/json")
                .result(ok ? "{\"status\":\"ok\"}" : "{\"status\":\"unavailable\"}");
    }
}
