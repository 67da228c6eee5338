package market.feeds.docs;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** Schemas of the contract's response records (rejection, results, identity, page, problem). */
final class ResultSchemas {

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;
    private static final String SCHEMAS = "#/components/schemas/";

    private ResultSchemas() {
    }

    static ObjectNode rejection() {
        ObjectNode s = object("index", "reason");
        ObjectNode p = s.putObject("properties");
        p.putObject("index").put("type", "integer").put("minimum", 0).put("description", "The vendor's own position in `items`.");
        p.putObject("sku").set("type", OpenApiContract.array("string", "null"));
        p.putObject("reason").put("$ref", SCHEMAS + "RowCode");
        p.putObject("field").put("type", "string").put("description", "Present for required_field_missing and field_too_long.");
        p.putObject("detail").put("type", "string").put("description", "For sku_ambiguous the competing offers; for stale_update the stored timestamp; for relist_blocked the reason.");
        return s;
    }

    static ObjectNode warning() {
        ObjectNode s = object("index", "code");
        ObjectNode p = s.putObject("properties");
        p.putObject("index").put("type", "integer").put("minimum", 0);
        p.putObject("sku").set("type", OpenApiContract.array("string", "null"));
        p.putObject("code").put("type", "string").putArray("enum").add("warehouse_ambiguous");
        p.putObject("detail").put("type", "string");
        return s;
    }

    static ObjectNode productFeedResult() {
        ObjectNode s = object("request_id", "job_id", "accepted", "rejected", "rejected_total");
        ObjectNode p = s.putObject("properties");
        uuid(p, "request_id");
        p.putObject("job_id").put("format", "uuid").set("type", OpenApiContract.array("string", "null"));
        count(p, "accepted");
        rejections(p, "The first 20 rejections only.");
        count(p, "rejected_total");
        p.putObject("warnings").put("type", "array").putObject("items").put("$ref", SCHEMAS + "Warning");
        return s;
    }

    static ObjectNode offerUpdateResult() {
        ObjectNode s = object("request_id", "applied", "unchanged", "not_published", "rejected", "rejected_total");
        ObjectNode p = s.putObject("properties");
        uuid(p, "request_id");
        count(p, "applied");
        count(p, "unchanged");
        count(p, "not_published");
        rejections(p, "The first 20 rejections only.");
        count(p, "rejected_total");
        return s;
    }

    static ObjectNode identity() {
        ObjectNode s = object("request_id", "vendor_slug", "scopes", "server_time");
        ObjectNode p = s.putObject("properties");
        uuid(p, "request_id");
        p.putObject("vendor_slug").put("type", "string");
        p.putObject("scopes").put("type", "array").putObject("items").put("type", "string");
        p.putObject("server_time").put("type", "string").put("format", "date-time");
        return s;
    }

    static ObjectNode rejectionsPage() {
        ObjectNode s = object("request_id", "rejected_total", "offset", "limit", "rejected");
        ObjectNode p = s.putObject("properties");
        uuid(p, "request_id");
        count(p, "rejected_total");
        count(p, "offset");
        p.putObject("limit").put("type", "integer").put("minimum", 1).put("maximum", 500);
        rejections(p, "Ordered by the vendor's item index.");
        return s;
    }

    static ObjectNode problem() {
        ObjectNode s = object("type", "title", "status", "detail", "code", "request_id");
        s.put("description", "RFC 9457 problem details (application/problem+json).");
        ObjectNode p = s.putObject("properties");
        p.putObject("type").put("type", "string");
        p.putObject("title").put("type", "string");
        p.putObject("status").put("type", "integer");
        p.putObject("detail").put("type", "string");
        p.putObject("code").put("$ref", SCHEMAS + "RequestCode");
        uuid(p, "request_id");
        p.putObject("pointer").put("type", "string").put("description", "JSON Pointer of the first unknown member (unknown_field).");
        return s;
    }

    private static ObjectNode object(String... required) {
        ObjectNode s = JSON.objectNode().put("type", "object");
        s.set("required", OpenApiContract.array(required));
        return s;
    }

    private static void uuid(ObjectNode properties, String name) {
        properties.putObject(name).put("type", "string").put("format", "uuid");
    }

    private static void count(ObjectNode properties, String name) {
        properties.putObject(name).put("type", "integer").put("minimum", 0);
    }

    private static void rejections(ObjectNode properties, String description) {
        ObjectNode r = properties.putObject("rejected").put("type", "array").put("description", description);
        r.putObject("items").put("$ref", SCHEMAS + "Rejection");
    }
}
