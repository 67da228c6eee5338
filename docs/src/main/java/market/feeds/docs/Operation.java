package market.feeds.docs;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** Builds one operation of the operator document: parameters, body and answers, each answer with its example. */
final class Operation {

    static final String SCHEMAS = "#/components/schemas/";
    /** How the service reads every operator body (decision 0506): a header may not say the bytes are other. */
    static final String JSON_BODY = "Read as JSON in UTF-8: sent with `Content-Type: application/json` (a `charset` "
            + "parameter, if any, `utf-8`) or with no `Content-Type`, and no `Content-Encoding`; any other type, "
            + "charset or encoding is 400 `invalid_request` with the pointer `\"\"`.";
    private static final String OPTIONAL_BODY = " The body may be left out entirely.";
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final ObjectNode node = JSON.objectNode();
    private final ObjectNode responses;

    private Operation(String id, String tag, String summary) {
        node.put("operationId", id).put("summary", summary);
        node.putArray("tags").add(tag);
        responses = JSON.objectNode();
    }

    static Operation of(String id, String tag, String summary) {
        return new Operation(id, tag, summary);
    }

    Operation description(String text) {
        node.put("description", text);
        return this;
    }

    Operation pathParameter(String name, String description) {
        parameters().addObject().put("name", name).put("in", "path").put("required", true).put("description", description)
                .putObject("schema").put("type", "string");
        return this;
    }

    Operation query(String name, String description, ObjectNode schema) {
        parameters().addObject().put("name", name).put("in", "query").put("description", description).set("schema", schema);
        return this;
    }

    /** A JSON body of {@code schema}; {@code required} false for actions whose members are all optional. */
    Operation body(String schema, boolean required, String example) {
        ObjectNode media = node.putObject("requestBody").put("required", required)
                .put("description", required ? JSON_BODY : JSON_BODY + OPTIONAL_BODY).putObject("content")
                .putObject("application/json");
        media.putObject("schema").put("$ref", SCHEMAS + schema);
        media.set("example", parse(example));
        return this;
    }

    /** A JSON answer whose body is {@code schema}, or an array of it when {@code schema} ends in []. */
    Operation json(int status, String description, String schema, String example) {
        ObjectNode media = withRequestId(responses.putObject(Integer.toString(status)).put("description", description))
                .putObject("content").putObject("application/json");
        if (schema.endsWith("[]")) {
            media.putObject("schema").put("type", "array").putObject("items")
                    .put("$ref", SCHEMAS + schema.substring(0, schema.length() - 2));
        } else {
            media.putObject("schema").put("$ref", SCHEMAS + schema);
        }
        media.set("example", parse(example));
        return this;
    }

    Operation answer(int status, String description, String mediaType, ObjectNode schema, JsonNode example) {
        ObjectNode media = withRequestId(responses.putObject(Integer.toString(status)).put("description", description))
                .putObject("content").putObject(mediaType);
        media.set("schema", schema);
        media.set("example", example);
        return this;
    }

    /** Declares a header field of the answer with {@code status}; its description says when it is sent. */
    Operation header(int status, String name, String description) {
        responses.withObjectProperty(Integer.toString(status)).withObjectProperty("headers").putObject(name)
                .put("description", description).putObject("schema").put("type", "string");
        return this;
    }

    Operation noContent(String description) {
        withRequestId(responses.putObject("204").put("description", description));
        return this;
    }

    /** Problem answers shared by many operations, by their name under {@code components/responses}. */
    Operation problems(OperatorProblems... problems) {
        for (OperatorProblems problem : problems) {
            responses.putObject(Integer.toString(problem.status)).put("$ref", "#/components/responses/" + problem.name);
        }
        return this;
    }

    /** Marks an operation anyone may call, without the operator token. */
    Operation open() {
        node.putArray("security");
        return this;
    }

    /** Every answer of the service carries {@code X-Request-Id}. */
    static ObjectNode withRequestId(ObjectNode response) {
        response.withObjectProperty("headers").putObject("X-Request-Id").put("$ref", "#/components/headers/RequestId");
        return response;
    }

    ObjectNode node() {
        node.set("responses", responses);
        return node;
    }

    private ArrayNode parameters() {
        return node.has("parameters") ? (ArrayNode) node.get("parameters") : node.putArray("parameters");
    }

    static JsonNode parse(String json) {
        try {
            return MAPPER.readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("an example of the operator document is not JSON: " + json, e);
        }
    }
}
