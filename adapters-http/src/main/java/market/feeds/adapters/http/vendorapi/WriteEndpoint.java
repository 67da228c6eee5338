package market.feeds.adapters.http.vendorapi;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.http.Context;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import market.feeds.adapters.http.body.BoundedBody;
import market.feeds.adapters.http.body.JsonBodyHeaders;
import market.feeds.adapters.http.json.Json;
import market.feeds.adapters.http.metrics.HttpMetrics;
import market.feeds.adapters.http.problem.Problem;
import market.feeds.adapters.http.problem.ProblemResponse;
import market.feeds.adapters.http.server.RequestIds;
import market.feeds.application.model.Caller;
import market.feeds.application.port.in.WriteCommand;
import market.feeds.application.port.in.WriteOutcome;
import market.feeds.domain.code.RequestCode;
import market.feeds.domain.limit.BodyLimit;
import market.feeds.domain.limit.RateBucket;
import market.feeds.domain.write.WriteKind;

/**
 * The route of one kind of write ({@code POST /v1/products}, {@code PATCH /v1/offers}), all sharing this pipeline:
 * 401 → 403 → 429 → 413 → 400 (content type, dry_run, other query parameters) → the use case (400 body rules, 409)
 * → 202/200.
 */
final class WriteEndpoint<R> {

    static final String REPLAYED_HEADER = "Idempotent-Replayed";

    private final VendorGate gate;
    private final WriteKind kind;
    private final Function<WriteCommand, WriteOutcome<R>> useCase;
    private final Function<R, ObjectNode> json;
    private final Function<R, String> requestId;
    private final Function<R, Map<String, Integer>> rowCounts;
    private final HttpMetrics metrics;

    /** @param rowCounts the result's rows by outcome, for {@code feeds.rows} */
    WriteEndpoint(VendorGate gate, WriteKind kind, Function<WriteCommand, WriteOutcome<R>> useCase,
                  Function<R, ObjectNode> json, Function<R, String> requestId,
                  Function<R, Map<String, Integer>> rowCounts, HttpMetrics metrics) {
        this.gate = gate;
        this.kind = kind;
        this.useCase = useCase;
        this.json = json;
        this.requestId = requestId;
        this.rowCounts = rowCounts;
        this.metrics = metrics;
    }

    void handle(Context ctx) throws Exception {
        WriteQuery query = WriteQuery.of(ctx);
        Optional<Caller> caller = gate.admit(ctx, kind.scope(), RateBucket.of(kind, query.dryRun()));
        if (caller.isEmpty()) {
            BoundedBody.discardRest(ctx);
            return;
        }
        // The body arrives without a thread waiting on the client; the rest of the pipeline runs once it is in (0508).
        BoundedBody.readThen(ctx, BoundedBody.LIMIT, read -> {
            if (!answer(ctx, caller.get(), query, read)) {
                BoundedBody.discardRest(ctx);
            }
        });
    }

    /** False when the answer was given before the whole body was read. */
    private boolean answer(Context ctx, Caller caller, WriteQuery query, BoundedBody.Read read) {
        if (read instanceof BoundedBody.Read.Incomplete incomplete) {
            ProblemResponse.send(ctx, Problem.of(RequestCode.INVALID_ENVELOPE, incomplete.detail()));
            return true;
        }
        if (!(read instanceof BoundedBody.Read.Bytes body)) {
            ProblemResponse.send(ctx, Problem.of(RequestCode.PAYLOAD_TOO_LARGE, BodyLimit.exceededDetail()));
            return false;
        }
        // The body's room in the budget is given back once it and the rows parsed from it are done with.
        try (body) {
            return answer(ctx, caller, query, body.bytes());
        }
    }

    private boolean answer(Context ctx, Caller caller, WriteQuery query, byte[] body) {
        Optional<String> badHeaders = JsonBodyHeaders.refusal(ctx);
        if (badHeaders.isPresent()) {
            ProblemResponse.send(ctx, Problem.of(RequestCode.INVALID_ENVELOPE, badHeaders.get()));
            return true;
        }
        if (query.invalid().isPresent()) {
            ProblemResponse.send(ctx, Problem.of(RequestCode.INVALID_ENVELOPE, query.invalid().get()));
            return true;
        }
        // A dry run needs no key and stores nothing under one (vendor contract): whatever it sends is not looked at.
        List<String> keys = query.dryRun() ? List.of() : Collections.list(ctx.req().getHeaders("Idempotency-Key"));
        if (keys.size() > 1) {
            // Which one a replay would be found by is anyone's guess: the client means one request.
            ProblemResponse.send(ctx, Problem.of(RequestCode.INVALID_ENVELOPE,
                    "Idempotency-Key is sent more than once; send one key."));
            return true;
        }
        Optional<String> key = keys.stream().findFirst().flatMap(HeaderText::utf8);
        if (!keys.isEmpty() && key.isEmpty()) {
            ProblemResponse.send(ctx, Problem.of(RequestCode.INVALID_ENVELOPE,
                    "Idempotency-Key is not valid UTF-8; send the key as UTF-8 text."));
            return true;
        }
        WriteCommand command = new WriteCommand(caller, RequestIds.of(ctx), query.dryRun(), key, body);
        reply(ctx, useCase.apply(command), query.dryRun());
        return true;
    }

    private void reply(Context ctx, WriteOutcome<R> outcome, boolean dryRun) {
        if (outcome instanceof WriteOutcome.Refused<R> refused) {
            ProblemResponse.send(ctx, Problem.of(refused.code(), refused.detail(), refused.pointer()));
            return;
        }
        if (outcome instanceof WriteOutcome.Denied<R> denied) {
            VendorGate.refuse(ctx, denied.access());
            return;
        }
        WriteOutcome.Completed<R> completed = (WriteOutcome.Completed<R>) outcome;
        if (completed.replayed()) {
            // The stored answer is the original request's: its id is the one to page rejections with.
            ctx.header(REPLAYED_HEADER, "true");
            ctx.header(RequestIds.HEADER, requestId.apply(completed.result()));
        } else if (!dryRun) {
            rowCounts.apply(completed.result()).forEach((rows, count) -> metrics.rows(kind.journalLabel(), rows, count));
        }
        ctx.status(dryRun ? 200 : 202).contentType("application/json")
                .result(Json.bytes(json.apply(completed.result())));
    }
}
