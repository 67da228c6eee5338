package market.feeds.adapters.http.problem;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import market.feeds.adapters.http.json.Json;
import market.feeds.adapters.http.server.RequestIds;

/**
 * Writes every error response of the service, so the problem shape lives in one place.
 *
 * <p>{@code type} is {@code about:blank} throughout: the machine-readable reason is {@code code}, and
 * {@code title} is then the status phrase, as RFC 9457 §4.2.1 asks.
 */
public final class ProblemResponse {

    public static final String CONTENT_TYPE = "application/problem+json";
    /** The reason code of an error response, for the metrics; absent on successes. */
    public static final String CODE_ATTRIBUTE = ProblemResponse.class.getName() + ".code";
    /** The problem itself, for an area that shows it to people in its own form (the console's HTML pages). */
    public static final String PROBLEM_ATTRIBUTE = ProblemResponse.class.getName() + ".problem";

    private ProblemResponse() {
    }

    public static void send(Context ctx, Problem problem) {
        ObjectNode body = Json.object();
        body.put("type", "about:blank");
        body.put("title", HttpStatus.forStatus(problem.status()).getMessage());
        body.put("status", problem.status());
        body.put("detail", problem.detail());
        body.put("code", problem.code());
        body.put("request_id", RequestIds.of(ctx));
        problem.pointer().ifPresent(pointer -> body.put("pointer", pointer));
        ctx.attribute(CODE_ATTRIBUTE, problem.code());
        ctx.attribute(PROBLEM_ATTRIBUTE, problem);
        ctx.status(problem.status()).contentType(CONTENT_TYPE).result(Json.bytes(body));
    }
}
