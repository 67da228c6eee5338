package market.feeds.docs;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import market.feeds.domain.limit.BodyLimit;

/** The problem answers of the operator API (operations contract §3), each with the codes it may carry. */
enum OperatorProblems {
    INVALID_REQUEST(400, "InvalidRequest", "Invalid operator input; `pointer` names the offending member or query "
            + "parameter (e.g. `/slug`, `/limit`), or is empty for a body that is not one JSON object or is not "
            + "sent as `application/json` in UTF-8.",
            "Invalid request: the member or query value is wrong.", "invalid_request"),
    FEED_REFUSED(400, "FeedRefused", "The settings are invalid (`invalid_request`) or the URL is refused: `bad_url` "
            + "(scheme, port or host form), `pin_unresolvable` (the host does not resolve), `host_not_routable` "
            + "(private, loopback or otherwise unroutable address).", "The feed URL was refused.",
            "invalid_request", "bad_url", "pin_unresolvable", "host_not_routable"),
    UNAUTHORIZED(401, "Unauthorized", "No operator token, or a wrong one; the answer carries `WWW-Authenticate: Bearer`.",
            "A valid bearer credential is required.", "unauthorized"),
    NOT_FOUND(404, "NotFound", "No such vendor, key, position, offer or job; for the journal, also a `before` "
            + "request the vendor's journal does not hold.", "no vendor agro-west", "not_found"),
    CONFLICT(409, "Conflict", "The state forbids the action (e.g. the slug exists, the position is already linked).",
            "The vendor already exists.", "conflict"),
    METHOD_NOT_ALLOWED(405, "MethodNotAllowed", "The path does not serve this method; `Allow` names the methods it "
            + "serves. Listed on every operation because OpenAPI has no place for the methods a path does not serve "
            + "(decision 0501).", "PUT is not served here; allowed: GET, POST.", "method_not_allowed"),
    URI_TOO_LONG(414, "UriTooLong", "The request target is longer than the server reads; refused before any route "
            + "or token check, on every path (decision 0507).", "URI Too Long", "uri_too_long"),
    PAYLOAD_TOO_LARGE(413, "PayloadTooLarge", BodyLimit.exceededDetail(),
            BodyLimit.exceededDetail(), "payload_too_large"),
    SERVICE_UNAVAILABLE(503, "ServiceUnavailable", "The database cannot be reached in time, or the service has no room "
            + "for another body; nothing was applied. Retry after `Retry-After` seconds.",
            "The service cannot serve the request now; retry later.", "service_unavailable");

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    final int status;
    final String name;
    private final String description;
    private final String detail;
    private final String[] codes;

    OperatorProblems(int status, String name, String description, String detail, String... codes) {
        this.status = status;
        this.name = name;
        this.description = description;
        this.detail = detail;
        this.codes = codes;
    }

    /** The {@code components/responses} entry. */
    ObjectNode response() {
        ObjectNode response = Operation.withRequestId(JSON.objectNode().put("description", description));
        if (status == 401) {
            response.withObjectProperty("headers").putObject("WWW-Authenticate").put("$ref", "#/components/headers/WwwAuthenticate");
        } else if (status == 405) {
            response.withObjectProperty("headers").putObject("Allow").put("description", "The methods the path "
                    + "serves, e.g. `GET, POST`.").putObject("schema").put("type", "string");
        } else if (status == 503) {
            response.withObjectProperty("headers").putObject("Retry-After").put("description", "Whole seconds, at least 1.")
                    .putObject("schema").put("type", "integer").put("minimum", 1);
        }
        ObjectNode media = response.putObject("content").putObject("application/problem+json");
        ObjectNode schema = media.putObject("schema");
        ArrayNode allOf = schema.putArray("allOf");
        allOf.addObject().put("$ref", Operation.SCHEMAS + "Problem");
        ObjectNode code = allOf.addObject().put("type", "object").putObject("properties").putObject("code");
        for (String value : codes) {
            code.withArray("enum").add(value);
        }
        ObjectNode example = media.putObject("example").put("type", "about:blank").put("title", title())
                .put("status", status).put("detail", detail).put("code", codes[0])
                .put("request_id", "5f0c6a8e-2b1d-4c3e-9a7f-1e2d3c4b5a69");
        if (status == 400) {
            example.put("pointer", "/slug");
        }
        return response;
    }

    private String title() {
        return switch (status) {
            case 400 -> "Bad Request";
            case 401 -> "Unauthorized";
            case 404 -> "Not Found";
            case 405 -> "Method Not Allowed";
            case 409 -> "Conflict";
            case 414 -> "URI Too Long";
            case 413 -> "Content Too Large";
            default -> "Service Unavailable";
        };
    }
}
