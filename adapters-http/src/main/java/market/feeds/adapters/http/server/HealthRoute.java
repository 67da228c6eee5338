package market.feeds.adapters.http.server;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.function.BooleanSupplier;

/** {@code GET /health}: 200 {"status":"ok"} while the database answers, 503 otherwise; no auth. */
final class HealthRoute implements Routes {

    static final String PATH = "/health";

    private final BooleanSupplier databaseAnswers;

    HealthRoute(BooleanSupplier databaseAnswers) {
        this.databaseAnswers = databaseAnswers;
    }

    @Override
    public void register(RoutesConfig routes) {
        routes.get(PATH, this::handle);
    }

    private void handle(Context ctx) {
        boolean ok = databaseAnswers.getAsBoolean();
        ctx.status(ok ? 200 : 503)
                .contentType("application/json")
                .result(ok ? "{\"status\":\"ok\"}" : "{\"status\":\"unavailable\"}");
    }
}
