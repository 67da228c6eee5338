package market.feeds.adapters.http.problem;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import io.javalin.http.HttpResponseException;
import io.javalin.http.HttpStatus;
import java.util.Locale;
import java.util.Optional;
import market.feeds.adapters.http.body.BodyBudgetExhausted;
import market.feeds.adapters.http.body.BoundedBody;
import market.feeds.adapters.http.json.InvalidRequest;
import market.feeds.adapters.http.server.RequestIds;
import market.feeds.adapters.http.server.Routes;
import market.feeds.application.port.out.StorageFailure;
import market.feeds.domain.code.RequestCode;
import market.feeds.domain.limit.BodyLimit;
import market.feeds.domain.limit.EchoedValue;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Turns every failure Javalin or a handler raises into a problem: never a stack trace, never an HTML page. */
public final class ProblemRoutes implements Routes {

    private static final Logger LOG = LoggerFactory.getLogger(ProblemRoutes.class);

    @Override
    public void register(RoutesConfig routes) {
        routes.exception(InvalidRequest.class, (e, ctx) ->
                ProblemResponse.send(ctx, Problem.of(RequestCode.INVALID_REQUEST, e.getMessage(), e.pointer())));
        routes.exception(BodyBudgetExhausted.class, (e, ctx) -> outOfRoom(e, ctx));
        routes.exception(HttpResponseException.class, (e, ctx) -> ProblemResponse.send(ctx, fromJavalin(e, ctx)));
        routes.exception(StorageFailure.class, this::storage);
        routes.exception(Exception.class, this::unexpected);
    }

    /** Out of room for another body (decision 0504): the same 503 as a passing database fault. */
    private static void outOfRoom(BodyBudgetExhausted e, Context ctx) {
        ServiceUnavailable.send(ctx, e.getMessage());
        // Read and drop the rest, so that the client still sending its body gets to read the answer.
        BoundedBody.discardRest(ctx);
    }

    /** The one mapping of database faults: passing ones are 503, a defect stays {@code internal_error}. */
    private void storage(StorageFailure e, Context ctx) {
        if (!e.passing()) {
            unexpected(e, ctx);
            return;
        }
        LOG.warn("storage unavailable request_id={} method={} path={} kind={}: {}", RequestIds.of(ctx), ctx.method(),
                ctx.path(), e.kind(), e.getMessage());
        if (e.kind() == StorageFailure.Kind.OUTCOME_UNKNOWN) {
            ctx.attribute(ServiceUnavailable.OUTCOME_UNKNOWN_ATTRIBUTE, true);
        }
        boolean reading = ctx.method() == HandlerType.GET || ctx.method() == HandlerType.HEAD;
        ServiceUnavailable.send(ctx, detail(e.kind(), ctx.header("Idempotency-Key") != null, reading));
    }

    /**
     * Only a request that carried an Idempotency-Key (a vendor write) is told what its key does on the retry, and only
     * one that could have changed something is told that nothing was applied.
     */
    static String detail(StorageFailure.Kind kind, boolean keyed, boolean reading) {
        if (kind == StorageFailure.Kind.OUTCOME_UNKNOWN) {
            return "The service lost its database while committing this request, so it cannot tell whether it was "
                    + "applied. " + (keyed ? "Retry after the Retry-After seconds with the same Idempotency-Key: if it "
                    + "was applied, the retry answers its stored result; if not, it is applied then."
                    : "Read the state back after the Retry-After seconds before repeating it.");
        }
        return "The service cannot serve now" + (reading ? "" : "; nothing was applied")
                + ". Retry after the Retry-After seconds" + (keyed ? ", with the same Idempotency-Key." : ".");
    }

    private void unexpected(Exception e, Context ctx) {
        // The exception, never the request: no header, body or credential reaches the log.
        LOG.error("unexpected failure request_id={} method={} path={}", RequestIds.of(ctx), ctx.method(), ctx.path(), e);
        ProblemResponse.send(ctx, new Problem(500, "internal_error",
                "An unexpected error occurred; quote the request id when reporting it.", Optional.empty()));
    }

    private static Problem fromJavalin(HttpResponseException e, Context ctx) {
        int status = e.getStatus();
        if (status == 404) {
            return Problem.of(RequestCode.NOT_FOUND,
                    "No resource at " + ctx.method() + " " + EchoedValue.cut(ctx.path()) + ".");
        }
        if (status == 413) {
            return Problem.of(RequestCode.PAYLOAD_TOO_LARGE, BodyLimit.exceededDetail());
        }
        if (status == 400) {
            return Problem.of(RequestCode.INVALID_REQUEST, "The request could not be read.");
        }
        if (status < 400 || status > 599) {
            status = 500;
        }
        HttpStatus known = HttpStatus.forStatus(status);
        String code = known == HttpStatus.UNKNOWN ? "http_" + status : known.name().toLowerCase(Locale.ROOT);
        return new Problem(status, code, known.getMessage() + ".", Optional.empty());
    }
}
