package market.feeds.docs;

import market.feeds.domain.limit.BodyLimit;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** The vendor endpoints and the pull webhook, with every status the contract names. */
final class Paths {

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;
    private static final String SCHEMAS = "#/components/schemas/";
    private static final String HEADERS = "#/components/headers/";

    private Paths() {
    }

    static ObjectNode whoami() {
        ObjectNode get = operation("whoami", "Confirms that a key works and lists its scopes.");
        ObjectNode responses = get.putObject("responses");
        json(responses, "200", "The identity result.", "Identity");
        problem(responses, "401", "No key, or a revoked key.");
        problem(responses, "403", "The vendor is inactive.");
        unavailable(responses);
        return JSON.objectNode().set("get", get);
    }

    static ObjectNode products() {
        ObjectNode post = operation("submitProductFeed", "Sends a product feed (new positions). Scope products:write.");
        writeParameters(post);
        body(post, "ProductFeed");
        ObjectNode responses = post.putObject("responses");
        replayed(json(responses, "202", "Accepted for processing.", "ProductFeedResult"));
        replayed(json(responses, "200", "With dry_run=true: same shape; nothing was written.", "ProductFeedResult"));
        writeErrors(responses, "409", "review_backlog or idempotency_key_reused.");
        return JSON.objectNode().set("post", post);
    }

    static ObjectNode offers() {
        ObjectNode patch = operation("updateOffers",
                "Updates price, stock, moq and discontinued flag of linked positions, applied immediately. Scope offers:write.");
        writeParameters(patch);
        body(patch, "OfferUpdate");
        ObjectNode responses = patch.putObject("responses");
        replayed(json(responses, "202", "Applied.", "OfferUpdateResult"));
        replayed(json(responses, "200", "With dry_run=true: same shape; nothing was written.", "OfferUpdateResult"));
        writeErrors(responses, "409", "idempotency_key_reused: the key was used for a different body.");
        return JSON.objectNode().set("patch", patch);
    }

    static ObjectNode rejections() {
        ObjectNode get = operation("pageRejections", "One page of a request's rejections, ordered by item index. Only the first 1000 are stored.");
        var parameters = get.putArray("parameters");
        parameters.addObject().put("name", "request_id").put("in", "path").put("required", true)
                .putObject("schema").put("type", "string").put("format", "uuid");
        parameters.addObject().put("name", "offset").put("in", "query")
                .putObject("schema").put("type", "integer").put("minimum", 0).put("default", 0);
        parameters.addObject().put("name", "limit").put("in", "query")
                .putObject("schema").put("type", "integer").put("minimum", 1).put("maximum", 500).put("default", 100);
        ObjectNode responses = get.putObject("responses");
        json(responses, "200", "One page.", "RejectionsPage");
        problem(responses, "400", "invalid_request: offset or limit out of range.");
        problem(responses, "401", "No key, or a revoked key.");
        problem(responses, "403", "The vendor is inactive.");
        problem(responses, "404", "No such request for this vendor.");
        unavailable(responses);
        return JSON.objectNode().set("get", get);
    }

    static ObjectNode offerFeedPull() {
        ObjectNode get = operation("offerFeedPull",
                "Called by the service once a day at the vendor's hour in its time zone: a plain GET of the vendor-hosted "
                        + "feed (https, port 443, no redirects, 20 s, 16 MiB, UTF-8). Authorization: Bearer <TOKEN> only "
                        + "when a token is stored. The body is processed exactly like PATCH /v1/offers. Only where the "
                        + "marketplace has turned conditional fetches on is the GET conditional: it then carries the "
                        + "validators of the feed last applied without rejections.");
        var parameters = get.putArray("parameters");
        parameters.addObject().put("name", "If-None-Match").put("in", "header")
                .put("description", "Only with conditional fetches on: the ETag of the feed last applied without"
                        + " rejections, when it had one.")
                .putObject("schema").put("type", "string");
        parameters.addObject().put("name", "If-Modified-Since").put("in", "header")
                .put("description", "Only with conditional fetches on: the Last-Modified of the feed last applied"
                        + " without rejections, when it had one.")
                .putObject("schema").put("type", "string");
        ObjectNode responses = get.putObject("responses");
        json(responses, "200", "The only status treated as a feed.", "OfferUpdate");
        responses.putObject("304").put("description", "Not Modified, in answer to a conditional GET: a succeeded run"
                + " with code not_modified that applies nothing and notifies no one. A 304 to a GET without those"
                + " headers is feed_http_error.");
        responses.putObject("default").put("description", "Any other status (204, 206, any other 3xx, any error) is "
                + "recorded as feed_http_error with the status.");
        return JSON.objectNode().set("get", get);
    }

    private static ObjectNode operation(String id, String summary) {
        return JSON.objectNode().put("operationId", id).put("summary", summary);
    }

    private static void writeParameters(ObjectNode operation) {
        var parameters = operation.putArray("parameters");
        parameters.addObject().put("name", "dry_run").put("in", "query")
                .put("description", "Validate and report, write nothing. The only query parameter: any other name is"
                        + " 400 invalid_envelope.")
                .putObject("schema").put("type", "boolean");
        parameters.addObject().put("name", "Idempotency-Key").put("in", "header")
                .put("description", "Required unless dry_run=true. Same key and body replays the stored result.")
                .putObject("schema").put("type", "string").put("minLength", 16).put("maxLength", 255);
    }

    private static void body(ObjectNode operation, String schema) {
        operation.putObject("requestBody").put("required", true).putObject("content")
                .putObject("application/json").putObject("schema").put("$ref", SCHEMAS + schema);
    }

    private static void writeErrors(ObjectNode responses, String conflict, String conflictText) {
        problem(responses, "400", "A request-level reason code.");
        problem(responses, "401", "No key, or a revoked key.");
        problem(responses, "403", "The key lacks the scope, or the vendor is inactive.");
        problem(responses, conflict, conflictText);
        problem(responses, "413", "Body exceeds " + BodyLimit.BYTES + " bytes.");
        ObjectNode limited = problem(responses, "429", "rate_limited; carries Retry-After (whole seconds, at least 1).");
        limited.withObjectProperty("headers").putObject("Retry-After").putObject("schema").put("type", "integer").put("minimum", 1);
        unavailable(responses);
    }

    /** Operations contract §3: every endpoint answers 503 with Retry-After when the service cannot serve. */
    private static void unavailable(ObjectNode responses) {
        problem(responses, "503", "service_unavailable: the database cannot be reached in time; nothing was applied. "
                + "Retry after Retry-After seconds.").withObjectProperty("headers").putObject("Retry-After")
                .putObject("schema").put("type", "integer").put("minimum", 1);
    }

    private static ObjectNode json(ObjectNode responses, String status, String description, String schema) {
        ObjectNode response = responses.putObject(status).put("description", description);
        requestId(response);
        response.putObject("content").putObject("application/json").putObject("schema").put("$ref", SCHEMAS + schema);
        return response;
    }

    private static ObjectNode problem(ObjectNode responses, String status, String description) {
        ObjectNode response = responses.putObject(status).put("description", description);
        requestId(response);
        if (status.equals("401")) {
            response.withObjectProperty("headers").putObject("WWW-Authenticate").put("$ref", HEADERS + "WwwAuthenticate");
        }
        response.putObject("content").putObject("application/problem+json").putObject("schema")
                .put("$ref", SCHEMAS + "Problem");
        return response;
    }

    /** Every answer carries its request id; a replayed write also says so. */
    private static void requestId(ObjectNode response) {
        response.withObjectProperty("headers").putObject("X-Request-Id").put("$ref", HEADERS + "RequestId");
    }

    private static void replayed(ObjectNode response) {
        response.withObjectProperty("headers").putObject("Idempotent-Replayed").put("$ref", HEADERS + "IdempotentReplayed");
    }

    /** The headers the answers above refer to, for {@code components/headers}. */
    static ObjectNode headers() {
        ObjectNode headers = JSON.objectNode();
        headers.putObject("RequestId").put("description", "The request's id, also `request_id` in a JSON body.")
                .putObject("schema").put("type", "string").put("format", "uuid");
        headers.putObject("IdempotentReplayed").put("description", "`true` when the stored result of an earlier "
                + "request with the same Idempotency-Key and body is returned.").putObject("schema").put("type", "string")
                .put("const", "true");
        headers.putObject("WwwAuthenticate").put("description", "Always `Bearer`.").putObject("schema")
                .put("type", "string").put("const", "Bearer");
        return headers;
    }
}
