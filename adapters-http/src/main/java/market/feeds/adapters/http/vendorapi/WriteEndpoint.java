package market.feeds.adapters.http.vendorapi;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.http.Context;
import java.io.IOException;
import java.util.Optional;
import java.util.function.Function;
import market.feeds.adapters.http.body.BoundedBody;
import market.feeds.adapters.http.json.Json;
import market.feeds.adapters.http.problem.Problem;
import market.feeds.adapters.http.problem.ProblemResponse;
import market.feeds.adapters.http.server.RequestIds;
import market.feeds.application.model.Caller;
import market.feeds.application.port.in.WriteCommand;
import market.feeds.application.port.in.WriteOutcome;
import market.feeds.domain.access.Scope;
import market.feeds.domain.code.RequestCode;
import market.feeds.domain.limit.RateBucket;

/**
 * {@code POST /v1/products} and {@code PATCH /v1/offers} share this pipeline:
 * 401 → 403 → 429 → 413 → 400 (content type, dry_run) → the use case (400 body rules, 409) → 202/200.
 */
final class WriteEndpoint<R> {

    static final String REPLAYED_HEADER = "Idempotent-Replayed";

    /** What the endpoint needs to know about its result type. */
    interface Shape<R> {
        WriteOutcome<R> execute(WriteCommand command);

        ObjectNode json(R result);

        String requestId(R result);

        void count(R result);
    }

    private final VendorGate gate;
    private final Scope scope;
    private final boolean offers;
    private final Shape<R> shape;

    WriteEndpoint(VendorGate gate, Scope scope, boolean offers, Shape<R> shape) {
        this.gate = gate;
        this.scope = scope;
        this.offers = offers;
        this.shape = shape;
    }

    void handle(Context ctx) throws IOException {
        if (!answer(ctx)) {
            BoundedBody.discardRest(ctx);
        }
    }

    /** False when the answer was given before the whole body was read. */
    private boolean answer(Context ctx) throws IOException {
        Optional<Caller> caller = gate.authorize(ctx, Optional.of(scope));
        if (caller.isEmpty()) {
            return false;
        }
        DryRun dryRun = DryRun.of(ctx);
        if (!gate.admit(ctx, caller.get(), RateBucket.of(offers, dryRun.requested()))) {
            return false;
        }
        BoundedBody.Read read = BoundedBody.read(ctx);
        if (read instanceof BoundedBody.Read.Incomplete incomplete) {
            ProblemResponse.send(ctx, Problem.of(RequestCode.INVALID_ENVELOPE, incomplete.detail()));
            return true;
        }
        if (!(read instanceof BoundedBody.Read.Bytes body)) {
            ProblemResponse.send(ctx, Problem.of(RequestCode.PAYLOAD_TOO_LARGE, "The body exceeds 16777216 bytes."));
            return false;
        }
        // The body's room in the budget is given back once it and the rows parsed from it are done with.
        try (body) {
            return answer(ctx, caller.get(), dryRun, body.bytes());
        }
    }

    private boolean answer(Context ctx, Caller caller, DryRun dryRun, byte[] body) {
        if (!JsonContentType.matches(ctx.header("Content-Type"))) {
            ProblemResponse.send(ctx, Problem.of(RequestCode.INVALID_ENVELOPE,
                    "Content-Type must be application/json."));
            return true;
        }
        if (dryRun.invalid().isPresent()) {
            ProblemResponse.send(ctx, Problem.of(RequestCode.INVALID_ENVELOPE, dryRun.invalid().get()));
            return true;
        }
        WriteCommand command = new WriteCommand(caller, RequestIds.of(ctx), dryRun.requested(),
                Optional.ofNullable(ctx.header("Idempotency-Key")), body);
        reply(ctx, shape.execute(command), dryRun.requested());
        return true;
    }

    private void reply(Context ctx, WriteOutcome<R> outcome, boolean dryRun) {
        if (outcome instanceof WriteOutcome.Refused<R> refused) {
            ProblemResponse.send(ctx, Problem.of(refused.code(), refused.detail(), refused.pointer()));
            return;
        }
        WriteOutcome.Completed<R> completed = (WriteOutcome.Completed<R>) outcome;
        if (completed.replayed()) {
            // The stored answer is the original request's: its id is the one to page rejections with.
            ctx.header(REPLAYED_HEADER, "true");
            ctx.header(RequestIds.HEADER, shape.requestId(completed.result()));
        } else if (!dryRun) {
            shape.count(completed.result());
        }
        ctx.status(dryRun ? 200 : 202).contentType("application/json")
                .result(Json.bytes(shape.json(completed.result())));
    }
}
