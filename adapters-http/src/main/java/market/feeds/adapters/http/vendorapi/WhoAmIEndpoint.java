package market.feeds.adapters.http.vendorapi;

import io.javalin.http.Context;
import java.util.Optional;
import market.feeds.adapters.http.json.Json;
import market.feeds.adapters.http.server.RequestIds;
import market.feeds.application.model.Caller;
import market.feeds.application.port.in.WhoAmIUseCase;

/** {@code GET /v1/whoami}: no scope needed, not metered; an inactive vendor still gets 403. */
final class WhoAmIEndpoint {

    private final VendorGate gate;
    private final WhoAmIUseCase whoami;

    WhoAmIEndpoint(VendorGate gate, WhoAmIUseCase whoami) {
        this.gate = gate;
        this.whoami = whoami;
    }

    void handle(Context ctx) {
        Optional<Caller> caller = gate.authorize(ctx, Optional.empty());
        if (caller.isEmpty()) {
            return;
        }
        WhoAmIUseCase.Identity identity = whoami.whoami(caller.get(), RequestIds.of(ctx));
        ctx.status(200).contentType("application/json").result(Json.bytes(ResultJson.identity(identity)));
    }
}
