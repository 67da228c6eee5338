package market.feeds.docs;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Arrays;
import java.util.Map;
import market.feeds.domain.code.PullRunCode;
import market.feeds.domain.code.RequestCode;
import market.feeds.domain.code.RowCode;
import market.feeds.domain.field.OfferFields;
import market.feeds.domain.field.ProductFields;
import market.feeds.domain.product.Category;
import market.feeds.domain.product.Unit;

/**
 * The machine-readable contract (OpenAPI 3.1, document version 1.0.0), generated from the domain's own
 * field tables, codes, categories and units, so the published contract is the one the service judges by.
 */
public final class OpenApiContract {

    public static final String VERSION = "1.0.0";
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;
    private static final String SCHEMAS = "#/components/schemas/";

    private OpenApiContract() {
    }

    /** The whole document as a JSON tree. */
    public static ObjectNode document() {
        ObjectNode doc = JSON.objectNode().put("openapi", "3.1.0");
        ObjectNode info = doc.putObject("info").put("title", "Vendor Feed Ingest").put("version", VERSION)
                .put("description", "Product feed, offer updates, rejections and the scheduled offers-feed pull.");
        describe(info, doc);
        doc.putArray("security").addObject().putArray("bearerKey");
        ObjectNode components = doc.putObject("components");
        components.putObject("securitySchemes").putObject("bearerKey").put("type", "http").put("scheme", "bearer")
                .put("description", "Authorization: Bearer <API_KEY>; scopes products:write and offers:write.");
        components.set("schemas", schemas());
        components.set("headers", Paths.headers());
        ObjectNode paths = doc.putObject("paths");
        paths.set("/v1/whoami", Paths.whoami());
        paths.set("/v1/products", Paths.products());
        paths.set("/v1/offers", Paths.offers());
        paths.set("/v1/requests/{request_id}/rejections", Paths.rejections());
        doc.putObject("webhooks").set("offerFeedPull", Paths.offerFeedPull());
        doc.set("x-pull-run-codes", codes(PullRunCode.values(), CodeMeanings.PULL, PullRunCode::wire));
        return doc;
    }

    /**
     * The licence and the server both documents name (decision 0902): the service listens on
     * {@code FEEDS_HTTP_HOST:FEEDS_HTTP_PORT}, 127.0.0.1:8080 unless configured.
     */
    static void describe(ObjectNode info, ObjectNode doc) {
        info.putObject("license").put("name", "Proprietary").put("identifier", "LicenseRef-Proprietary");
        ObjectNode server = doc.putArray("servers").addObject().put("url", "http://{host}:{port}")
                .put("description", "The service as configured by FEEDS_HTTP_HOST and FEEDS_HTTP_PORT; in production "
                        + "behind a TLS-terminating proxy.");
        ObjectNode variables = server.putObject("variables");
        variables.putObject("host").put("default", "127.0.0.1").put("description", "FEEDS_HTTP_HOST, or the proxy's name.");
        variables.putObject("port").put("default", "8080").put("description", "FEEDS_HTTP_PORT.");
    }

    /** The document as pretty-printed JSON. */
    public static String json() {
        try {
            return new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(document());
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the contract document does not serialise", e);
        }
    }

    private static ObjectNode schemas() {
        ObjectNode s = JSON.objectNode();
        s.set("ProductItem", ItemSchemas.item(ProductFields.all(), 0));
        s.set("OfferItem", ItemSchemas.item(OfferFields.all(), 2));
        s.set("ProductFeed", ItemSchemas.envelope(SCHEMAS + "ProductItem"));
        s.set("OfferUpdate", ItemSchemas.envelope(SCHEMAS + "OfferItem"));
        s.set("RowCode", codes(RowCode.values(), CodeMeanings.ROW, RowCode::wire));
        s.set("RequestCode", codes(RequestCode.values(), CodeMeanings.REQUEST, RequestCode::wire));
        s.set("Category", categories());
        s.set("Unit", units());
        s.set("Rejection", ResultSchemas.rejection());
        s.set("Warning", ResultSchemas.warning());
        s.set("ProductFeedResult", ResultSchemas.productFeedResult());
        s.set("OfferUpdateResult", ResultSchemas.offerUpdateResult());
        s.set("Identity", ResultSchemas.identity());
        s.set("RejectionsPage", ResultSchemas.rejectionsPage());
        s.set("Problem", ResultSchemas.problem());
        return s;
    }

    static <E extends Enum<E>> ObjectNode codes(E[] values, Map<E, String> meanings,
                                                java.util.function.Function<E, String> wire) {
        ObjectNode schema = JSON.objectNode().put("type", "string");
        ArrayNode names = schema.putArray("enum");
        ObjectNode described = schema.putObject("x-enum-descriptions");
        for (E value : values) {
            names.add(wire.apply(value));
            String meaning = meanings.get(value);
            if (meaning == null) {
                throw new IllegalStateException("no documented meaning for " + value);
            }
            described.put(wire.apply(value), meaning);
        }
        return schema;
    }

    private static ObjectNode categories() {
        ObjectNode schema = JSON.objectNode().put("type", "string")
                .put("description", "Accepted values of `category`: a slug, a label or an alias (case and trailing punctuation ignored).");
        ObjectNode table = schema.putObject("x-categories");
        for (Category category : Category.values()) {
            ObjectNode row = table.putObject(category.slug()).put("label", category.label());
            ArrayNode aliases = row.putArray("aliases");
            category.aliases().forEach(aliases::add);
        }
        return schema;
    }

    private static ObjectNode units() {
        ObjectNode schema = JSON.objectNode().put("type", "string")
                .put("description", "Accepted values of `unit` (case ignored, a trailing dot accepted).");
        ObjectNode table = schema.putObject("x-units");
        for (Unit unit : Unit.values()) {
            ArrayNode spellings = table.putArray(unit.wire());
            unit.spellings().forEach(spellings::add);
        }
        return schema;
    }

    static ArrayNode array(String... values) {
        ArrayNode array = JSON.arrayNode();
        Arrays.stream(values).forEach(array::add);
        return array;
    }
}
