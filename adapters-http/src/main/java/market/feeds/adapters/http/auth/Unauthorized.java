package market.feeds.adapters.http.auth;

import io.javalin.http.Context;
import market.feeds.adapters.http.problem.Problem;
import market.feeds.adapters.http.problem.ProblemResponse;
import market.feeds.domain.code.RequestCode;

/** The one 401 answer: the same body whether the credential is missing, malformed, unknown or revoked. */
public final class Unauthorized {

    private static final String DETAIL = "A valid bearer credential is required.";

    private Unauthorized() {
    }

    public static void send(Context ctx) {
        ctx.header("WWW-Authenticate", "Bearer");
        ProblemResponse.send(ctx, Problem.of(RequestCode.UNAUTHORIZED, DETAIL));
    }
}
