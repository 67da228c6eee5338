package market.feeds.adapters.http.operatorapi;

import io.javalin.http.Handler;
import io.javalin.http.HandlerType;
import market.feeds.adapters.http.auth.OperatorGuard;
import market.feeds.adapters.http.auth.Unauthorized;
import market.feeds.adapters.http.body.BoundedBody;
import market.feeds.adapters.http.routing.RouteTable;

/** Registers operator routes under {@code /admin/v1}, each behind the operator token (401 otherwise). */
final class AdminTable {

    static final String BASE = "/admin/v1";

    private final RouteTable table;
    private final OperatorGuard guard;

    AdminTable(RouteTable table, OperatorGuard guard) {
        this.table = table;
        this.guard = guard;
    }

    AdminTable add(HandlerType method, String path, Handler handler) {
        table.add(method, BASE + path, ctx -> {
            if (guard.admits(ctx)) {
                // A body arrives without a thread waiting on the client, then the handler runs (decision 0508).
                BoundedBody.readAheadThen(ctx, handler);
            } else {
                Unauthorized.send(ctx);
            }
        });
        return this;
    }
}
