package market.feeds.bootstrap.contract;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import market.feeds.docs.OpenApiContract;
import market.feeds.docs.OperatorApiContract;

/**
 * Judges one answer of the running service by the two published documents: the operation must be documented,
 * its status declared, the media type one of the declared ones, the body valid by the declared schema (networknt,
 * JSON Schema 2020-12, as OpenAPI 3.1 says), and every service header it carries declared for that answer.
 */
public final class ContractConformance {

    /** Headers the service sets itself; generic ones (Date, Content-Length…) are HTTP's, not the contract's. */
    private static final List<String> SERVICE_HEADERS = List.of("X-Request-Id", "Retry-After", "Idempotent-Replayed",
            "WWW-Authenticate", "Link");

    private final List<ObjectNode> documents = List.of(OpenApiContract.document(), OperatorApiContract.document());
    private final SchemaRegistry registry = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12,
            builder -> builder.schemaLoader(loader -> loader.fetchRemoteResources(false)));
    private final Map<String, Schema> schemas = new ConcurrentHashMap<>();

    /** Everything the answer to {@code method target} does that the documents do not declare; empty when conformant. */
    public List<String> violations(String method, String target, HttpResponse<String> response) {
        String path = target.contains("?") ? target.substring(0, target.indexOf('?')) : target;
        String name = method + " " + path + " → " + response.statusCode();
        Optional<Operation> operation = find(method.toLowerCase(Locale.ROOT), path);
        if (operation.isEmpty() && response.statusCode() == 405) {
            // A method the path does not serve has no operation; the path's operations document its 405.
            operation = anyOperationOf(path);
        }
        if (operation.isEmpty()) {
            return List.of(name + ": no documented operation");
        }
        ObjectNode document = operation.get().document();
        JsonNode responses = operation.get().node().path("responses");
        String status = Integer.toString(response.statusCode());
        if (!responses.has(status)) {
            return List.of(name + ": status not declared (declared: " + names(responses) + ")");
        }
        String pointer = operation.get().pointer() + "/responses/" + status;
        JsonNode declared = responses.get(status);
        if (declared.has("$ref")) {
            pointer = declared.get("$ref").asText().substring(1);
            declared = document.at(pointer);
        }
        List<String> violations = new ArrayList<>();
        headers(name, declared, response, violations);
        body(name, document, pointer, declared, response, violations);
        return violations;
    }

    private void headers(String name, JsonNode declared, HttpResponse<String> response, List<String> violations) {
        for (String header : SERVICE_HEADERS) {
            Optional<String> value = response.headers().firstValue(header);
            if (value.isPresent() && !declared.path("headers").has(header)) {
                violations.add(name + ": header " + header + " not declared");
            }
        }
        declared.path("headers").properties().forEach(header -> {
            Optional<String> value = response.headers().firstValue(header.getKey());
            if (header.getKey().equals("Retry-After") && value.isEmpty()) {
                violations.add(name + ": declared Retry-After missing");
            }
        });
    }

    private void body(String name, ObjectNode document, String pointer, JsonNode declared, HttpResponse<String> response,
                      List<String> violations) {
        JsonNode content = declared.path("content");
        String type = response.headers().firstValue("Content-Type").map(v -> v.split(";")[0].trim().toLowerCase(Locale.ROOT))
                .orElse("");
        if (content.isMissingNode() || content.isEmpty()) {
            if (!response.body().isEmpty()) {
                violations.add(name + ": a body where none is declared");
            }
            return;
        }
        if (!content.has(type)) {
            violations.add(name + ": media type '" + type + "' not declared (declared: " + names(content) + ")");
            return;
        }
        if (type.equals("application/json") || type.endsWith("+json")) {
            String schemaPointer = pointer + "/content/" + type.replace("~", "~0").replace("/", "~1") + "/schema";
            Schema schema = schemas.computeIfAbsent(document.path("info").path("title").asText() + schemaPointer, key -> {
                ObjectNode root = document.deepCopy();
                root.put("$ref", "#" + schemaPointer);
                return registry.getSchema(root.toString(), InputFormat.JSON);
            });
            schema.validate(response.body(), InputFormat.JSON)
                    .forEach(error -> violations.add(name + ": body " + error.getInstanceLocation() + " " + error.getMessage()));
        }
    }

    private Optional<Operation> find(String method, String path) {
        for (ObjectNode document : documents) {
            for (Map.Entry<String, JsonNode> template : document.path("paths").properties()) {
                if (template.getValue().has(method) && matches(template.getKey(), path)) {
                    String pointer = "/paths/" + template.getKey().replace("~", "~0").replace("/", "~1") + "/" + method;
                    return Optional.of(new Operation(document, pointer, template.getValue().get(method)));
                }
            }
        }
        return Optional.empty();
    }

    private Optional<Operation> anyOperationOf(String path) {
        for (String method : List.of("get", "post", "put", "patch", "delete")) {
            Optional<Operation> operation = find(method, path);
            if (operation.isPresent()) {
                return operation;
            }
        }
        return Optional.empty();
    }

    private static boolean matches(String template, String path) {
        String regex = Pattern.quote(template).replaceAll("\\{[^}]+}", "\\\\E[^/]+\\\\Q");
        return path.matches(regex);
    }

    private static String names(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return String.join(", ", names);
    }

    private record Operation(ObjectNode document, String pointer, JsonNode node) {
    }
}
