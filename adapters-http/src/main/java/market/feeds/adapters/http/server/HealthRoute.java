package market.feeds.adapters.http.server;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import java.util.function.BooleanSupplier;
import market.feeds.adapters.http.problem.ServiceUnavailable;
import market.feeds.adapters.http.routing.RouteTable;

/**
 * {@code GET /health}: 200 {"status":"ok"} while the database answers, otherwise the 503 {@code service_unavailable}
 * problem with {@code Retry-After} of every endpoint (operations contract, "When the service itself cannot serve");
 * no auth.
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
        if (databaseAnswers.getAsBoolean()) {
            ctx.status(200).contentType("application/json").result("{\"status\":\"ok\"}");
        } else {
            // The same answer as every other endpoint while the database is away, so that a monitor can branch
            // on code: service_unavailable (decision 0501).
            ServiceUnavailable.send(ctx, "The database does not answer; ask again after the Retry-After seconds.");
        }
    }
}
