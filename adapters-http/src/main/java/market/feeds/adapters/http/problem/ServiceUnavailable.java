package market.feeds.adapters.http.problem;

import io.javalin.http.Context;
import market.feeds.domain.code.RequestCode;

/**
 * The answer when the service itself cannot serve (operations contract, "When the service itself cannot
 * serve"): 503 {@code service_unavailable} with {@code Retry-After}, never 500, for a passing fault.
 */
public final class ServiceUnavailable {

    /**
     * Seconds a client should wait: about the pool's connection timeout, the time the database needs to be
     * back before a retry can get a connection at all.
     */
    public static final int RETRY_AFTER_SECONDS = 2;
    /** Set when the database went away while committing: whether the request was applied is not known. */
    public static final String OUTCOME_UNKNOWN_ATTRIBUTE = ServiceUnavailable.class.getName() + ".outcomeUnknown";

    private ServiceUnavailable() {
    }

    public static void send(Context ctx, String detail) {
        ctx.header("Retry-After", String.valueOf(RETRY_AFTER_SECONDS));
        ProblemResponse.send(ctx, Problem.of(RequestCode.SERVICE_UNAVAILABLE, detail));
    }
}
