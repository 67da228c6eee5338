package market.feeds.adapters.http.operatorapi;

import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.http.Context;
import java.util.Optional;
import java.util.function.Function;
import market.feeds.adapters.http.json.Json;
import market.feeds.adapters.http.problem.Problem;
import market.feeds.adapters.http.problem.ProblemResponse;
import market.feeds.application.port.in.admin.AdminResult;
import market.feeds.domain.code.RequestCode;

/** Answers an operator action: the value as JSON, or not_found (404), conflict (409), invalid_request (400). */
final class AdminReply {

    private AdminReply() {
    }

    static <T> void send(Context ctx, AdminResult<T> result, int status, Function<T, ? extends JsonNode> json) {
        if (result instanceof AdminResult.Ok<T> ok) {
            ctx.status(status).contentType("application/json").result(Json.bytes(json.apply(ok.value())));
        } else {
            refuse(ctx, result);
        }
    }

    /** 204 on success: deletions and revocations. */
    static void noContent(Context ctx, AdminResult<?> result) {
        if (result instanceof AdminResult.Ok<?>) {
            // Javalin types every response text/plain up front; a 204 has no body to type (audit F14).
            ctx.status(204).res().setContentType(null);
        } else {
            refuse(ctx, result);
        }
    }

    static void refuse(Context ctx, AdminResult<?> result) {
        if (result instanceof AdminResult.NotFound<?> notFound) {
            ProblemResponse.send(ctx, Problem.of(RequestCode.NOT_FOUND, notFound.detail()));
        } else if (result instanceof AdminResult.Conflict<?> conflict) {
            ProblemResponse.send(ctx, Problem.of(RequestCode.CONFLICT, conflict.detail()));
        } else if (result instanceof AdminResult.Invalid<?> invalid) {
            ProblemResponse.send(ctx, Problem.of(RequestCode.INVALID_REQUEST, invalid.detail(),
                    Optional.ofNullable(invalid.pointer())));
        } else {
            throw new IllegalStateException("unhandled admin result " + result.getClass().getSimpleName());
        }
    }
}
