package market.feeds.adapters.http.vendorapi;

import io.javalin.http.Context;
import java.util.Optional;
import market.feeds.adapters.http.json.Json;
import market.feeds.adapters.http.problem.Problem;
import market.feeds.adapters.http.problem.ProblemResponse;
import market.feeds.adapters.http.routing.QueryInt;
import market.feeds.adapters.http.routing.RequestIdText;
import market.feeds.application.model.Caller;
import market.feeds.application.port.in.PageRejectionsUseCase;
import market.feeds.application.port.in.PageRejectionsUseCase.Outcome;
import market.feeds.domain.code.RequestCode;

/** {@code GET /v1/requests/{request_id}/rejections}: no scope needed, not metered. */
final class RejectionsEndpoint {

    static final String PATH = "/v1/requests/{request_id}/rejections";

    private final VendorGate gate;
    private final PageRejectionsUseCase rejections;

    RejectionsEndpoint(VendorGate gate, PageRejectionsUseCase rejections) {
        this.gate = gate;
        this.rejections = rejections;
    }

    void handle(Context ctx) {
        Optional<Caller> caller = gate.authorize(ctx, Optional.empty());
        if (caller.isEmpty()) {
            return;
        }
        Optional<String> requestId = RequestIdText.parse(ctx.pathParam("request_id"));
        if (requestId.isEmpty()) {
            notFound(ctx);
            return;
        }
        Optional<Integer> offset = QueryInt.of(ctx, "offset", Optional.empty());
        Optional<Integer> limit = QueryInt.of(ctx, "limit", Optional.empty());
        Outcome outcome = rejections.page(caller.get(), requestId.get(), offset, limit);
        if (outcome instanceof Outcome.Page page) {
            ctx.status(200).contentType("application/json").result(Json.bytes(ResultJson.page(page)));
        } else if (outcome instanceof Outcome.InvalidRequest invalid) {
            ProblemResponse.send(ctx, Problem.of(RequestCode.INVALID_REQUEST, invalid.detail()));
        } else {
            notFound(ctx);
        }
    }

    private static void notFound(Context ctx) {
        ProblemResponse.send(ctx, Problem.of(RequestCode.NOT_FOUND, "No such request for this vendor."));
    }
}
