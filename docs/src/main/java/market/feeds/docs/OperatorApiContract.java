package market.feeds.docs;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/**
 * The operator API's machine-readable contract (OpenAPI 3.1, {@code openapi-operator.json}): operations contract
 * §3 under {@code /admin/v1}, plus the service's own routes (health, metrics, the documents, the pages), so that
 * together with {@link OpenApiContract} every route the service serves is documented once.
 */
public final class OperatorApiContract {

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private OperatorApiContract() {
    }

    public static ObjectNode document() {
        ObjectNode doc = JSON.objectNode().put("openapi", "3.1.0");
        ObjectNode info = doc.putObject("info").put("title", "Vendor Feed Ingest operator API").put("version", OpenApiContract.VERSION)
                .put("description", "Vendors, keys, warehouses, the catalogue, the review screen, offers, feed settings "
                        + "and runs, the journal and notifications: what the vendor dashboard, the catalogue team and "
                        + "operators call. Timestamps are RFC 3339 UTC; ids are strings.");
        OpenApiContract.describe(info, doc);
        doc.putArray("security").addObject().putArray("operatorToken");
        doc.putArray("tags")
                .add(tag("vendors", "Vendors, their warehouses and API keys."))
                .add(tag("catalogue", "The catalogue team's products and product jobs."))
                .add(tag("review", "The review screen: positions and linking."))
                .add(tag("offers", "Dashboard-side offer changes."))
                .add(tag("feed", "Feed settings and runs."))
                .add(tag("journal", "The journal of requests and pulls, and notifications."))
                .add(tag("service", "Health, metrics, the published documents and the reference pages."));
        ObjectNode components = doc.putObject("components");
        components.putObject("securitySchemes").putObject("operatorToken").put("type", "http").put("scheme", "bearer")
                .put("description", "Authorization: Bearer <FEEDS_ADMIN_TOKEN>.");
        ObjectNode vendor = OpenApiContract.document().withObjectProperty("components").withObjectProperty("schemas");
        components.set("schemas", OperatorSchemas.all((ObjectNode) vendor.get("RowCode"), (ObjectNode) vendor.get("Rejection"),
                (ObjectNode) vendor.get("Warning")));
        ObjectNode headers = Paths.headers();
        headers.remove("IdempotentReplayed");
        components.set("headers", headers);
        ObjectNode responses = components.putObject("responses");
        for (OperatorProblems problem : OperatorProblems.values()) {
            responses.set(problem.name, problem.response());
        }
        ObjectNode paths = doc.putObject("paths");
        OperatorPaths.addTo(paths);
        OperatorFeedPaths.addTo(paths);
        ServicePaths.addTo(paths);
        refusedBeforeTheHandler(paths);
        return doc;
    }

    /**
     * The 405 and 414 that every operator path may answer before an operation's handler runs (decisions 0501, 0507),
     * so that a generated client and the conformance check know their codes too.
     */
    private static void refusedBeforeTheHandler(ObjectNode paths) {
        paths.properties().stream().filter(path -> path.getKey().startsWith(OperatorPaths.BASE + "/"))
                .forEach(path -> path.getValue().forEach(operation -> {
                    ObjectNode responses = (ObjectNode) operation.get("responses");
                    for (OperatorProblems problem : List.of(OperatorProblems.METHOD_NOT_ALLOWED,
                            OperatorProblems.URI_TOO_LONG)) {
                        responses.putObject(Integer.toString(problem.status))
                                .put("$ref", "#/components/responses/" + problem.name);
                    }
                }));
    }

    public static String json() {
        try {
            return new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(document());
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the operator document does not serialise", e);
        }
    }

    private static ObjectNode tag(String name, String description) {
        return JSON.objectNode().put("name", name).put("description", description);
    }
}
