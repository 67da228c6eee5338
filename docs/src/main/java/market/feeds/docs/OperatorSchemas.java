package market.feeds.docs;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.util.Arrays;
import java.util.function.Function;
import market.feeds.domain.access.Scope;
import market.feeds.domain.feed.DailyRunSchedule;
import market.feeds.domain.feed.FeedAddress;
import market.feeds.domain.feed.FeedToken;
import market.feeds.domain.field.BoundedDecimal;
import market.feeds.domain.field.OfferFields;
import market.feeds.domain.field.ProductFields;
import market.feeds.domain.limit.OperatorLimits;
import market.feeds.domain.offer.Visibility;
import market.feeds.domain.position.PositionState;
import market.feeds.domain.product.Category;
import market.feeds.domain.product.Unit;

/** The operator API's bodies and answers (operations contract §3); request bodies are strict. */
final class OperatorSchemas {

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;
    private static final String REF = Operation.SCHEMAS;

    private OperatorSchemas() {
    }

    static ObjectNode all(ObjectNode rowCode, ObjectNode rejection, ObjectNode warning) {
        ObjectNode s = JSON.objectNode();
        s.set("NewVendor", strict(props().put("slug", text("Lower-case letters, digits and dashes.")
                        .put("minLength", OperatorLimits.SLUG_MIN).put("maxLength", OperatorLimits.SLUG_MAX)
                        .put("pattern", "^" + OperatorLimits.SLUG_PATTERN + "$"))
                .put("name", length(1, OperatorLimits.VENDOR_NAME))
                .put("may_publish", bool("Default true.")), "slug"));
        s.set("VendorChange", strict(props().put("active", bool(null)).put("may_publish", bool(null))));
        s.set("Vendor", shape(props().put("slug", text(null)).put("name", text(null)).put("active", bool(null))
                .put("may_publish", bool(null)), "slug", "name", "active", "may_publish"));
        s.set("NewWarehouse", strict(props().put("label", length(1, OperatorLimits.LABEL))
                .put("city", length(1, OperatorLimits.LABEL))
                .put("primary", bool("Default false.")), "label"));
        s.set("Warehouse", shape(props().put("id", text(null)).put("label", text(null)).put("city", nullable("string"))
                .put("primary", bool(null)), "id", "label", "city", "primary"));
        s.set("Scope", enumOf(Scope.values(), Scope::wire));
        s.set("NewKey", strict(props().put("scopes", list(ref("Scope"), 1))
                        .set("label", text(null).put("maxLength", OperatorLimits.LABEL)),
                "scopes"));
        s.set("IssuedKey", shape(props().put("id", text(null)).put("secret", text("Shown only in this answer."))
                .put("scopes", list(ref("Scope"), 0)).put("created_at", time()), "id", "secret", "scopes", "created_at"));
        s.set("ApiKey", shape(props().put("id", text(null)).put("label", nullable("string")).put("scopes", list(ref("Scope"), 0))
                .put("created_at", time()).put("revoked_at", nullableTime()), "id", "label", "scopes", "created_at", "revoked_at"));
        s.set("NewCatalogProduct", strict(props().put("name", length(1, ProductFields.NAME.limit()))
                .put("brand", length(1, ProductFields.BRAND.limit()))
                .put("category", enumOf(Category.values(), Category::slug).put("description", "The category slug "
                        + "(operations contract §3); labels and aliases are read only in vendor rows."))
                .put("unit", enumOf(Unit.values(), Unit::wire).put("description", "The canonical unit; spellings are "
                        + "read only in vendor rows.")), "name", "brand", "category"));
        s.set("CatalogBatch", strict(props().put("items", list(ref("NewCatalogProduct"), 1).put("maxItems", 5000)), "items"));
        s.set("CatalogProduct", shape(props().put("id", text(null)).put("name", text(null)).put("brand", text(null))
                .put("category", text("The category slug.")).put("unit", nullable("string")), "id", "name", "brand", "category", "unit"));
        s.set("CatalogIds", shape(props().put("ids", list(text(null), 1)), "ids"));
        s.set("ProductJob", shape(props().put("job_id", text(null))
                .put("state", JSON.objectNode().put("type", "string").set("enum", OpenApiContract.array("queued", "running", "done", "failed")))
                .set("rows", count().put("description", "Positions this job matches against the catalogue: the "
                        + "request's new positions and the positions awaiting review it refreshed. An accepted row "
                        + "that refreshed a position pending the catalogue or linked, or whose sku has an offer made "
                        + "in the dashboard, has nothing to match and is not counted (decision 0215)."))
                .put("recognised", count().put("description", "Of rows, those the catalogue matched: awaiting review "
                        + "with a suggestion."))
                .put("unrecognised", count().put("description", "Of rows, those the catalogue did not match: "
                        + "pending the catalogue team (pending_catalog).")),
                "job_id", "state", "rows", "recognised", "unrecognised"));
        s.set("PositionState", enumOf(PositionState.values(), PositionState::wire));
        s.set("Visibility", enumOf(Visibility.values(), Visibility::wire));
        s.set("Warning", warning);
        s.set("Position", shape(props().put("id", text(null)).put("sku", nullable("string")).put("name", text(null))
                .put("brand", text(null)).put("category", text(null)).put("unit", text(null)).put("price", number())
                .put("stock", number()).put("moq", number()).put("warehouse_id", nullable("string"))
                .put("state", ref("PositionState")).put("suggested_catalog_product_id", nullable("string"))
                .put("request_id", uuid()).put("index", count()).put("warnings", list(ref("Warning"), 0)),
                "id", "sku", "name", "brand", "category", "unit", "price", "stock", "moq", "warehouse_id", "state",
                "suggested_catalog_product_id", "request_id", "index", "warnings"));
        s.set("LinkPosition", strict(props().put("catalog_product_id", text("Required from pending_catalog."))
                .put("visibility", ref("Visibility"))));
        s.set("LinkRecognised", strict(props().put("visibility", ref("Visibility"))));
        s.set("LinkedCount", shape(props().put("linked", count()), "linked"));
        s.set("PriceStep", strict(props().put("min_qty", amount(true)).put("price", amount(true)), "min_qty", "price"));
        s.set("Offer", shape(props().put("id", text(null)).put("sku", text(null)).put("catalog_product_id", text(null))
                .put("price", number()).put("stock", number()).put("moq", number()).put("discontinued", bool(null))
                .put("visibility", ref("Visibility")).put("complete", bool(null)).put("price_ladder", list(ref("PriceStep"), 0))
                .put("warehouse_id", nullable("string")).put("updated_at", nullableTime()),
                "id", "sku", "catalog_product_id", "price", "stock", "moq", "discontinued", "visibility", "complete",
                "price_ladder", "warehouse_id", "updated_at"));
        s.set("NewOffer", strict(props().put("sku", length(1, OfferFields.SKU.limit()))
                .put("catalog_product_id", text(null)).put("price", amount(true)).put("stock", amount(false))
                .put("moq", amount(true)).put("visibility", ref("Visibility")).put("warehouse_id", text(null)),
                "sku", "catalog_product_id", "price", "stock"));
        ObjectNode ladder = JSON.objectNode().put("description", "null removes the ladder.");
        ladder.set("type", OpenApiContract.array("array", "null"));
        ladder.putObject("items").put("$ref", REF + "PriceStep");
        s.set("OfferChange", strict(props().put("visibility", ref("Visibility")).put("complete", bool(null)).set("price_ladder", ladder)));
        ObjectNode hour = JSON.objectNode().put("type", "integer").put("minimum", DailyRunSchedule.FIRST_HOUR)
                .put("maximum", DailyRunSchedule.LAST_HOUR).put("description", "Local hour of the daily run.");
        ObjectNode token = nullable("string").put("description", "Sent as Bearer; never returned. Left out: the stored "
                + "token is kept while the URL keeps its origin (scheme, host, port) and removed when the origin "
                + "changes. null: removes the stored token. An empty string is refused, and so is a character an "
                + "HTTP header cannot carry (a space, a line break, anything outside printable ASCII).")
                .put("maxLength", FeedToken.MAX_LENGTH);
        ObjectNode url = text("https URL; port 443 or none.").put("maxLength", FeedAddress.MAX_LENGTH);
        s.set("FeedSettingsInput", strict(props().set("url", url)
                .set("hour", hour.deepCopy())
                .put("time_zone", text("An IANA zone id, e.g. Europe/Kyiv.")).set("token", token),
                "url", "hour", "time_zone"));
        s.set("FeedSettings", shape(props().put("url", text(null)).set("hour", hour).put("time_zone", text(null))
                .put("has_token", bool(null)).put("pinned_address", nullable("string")).put("next_run_at", time()),
                "url", "hour", "time_zone", "has_token", "pinned_address", "next_run_at"));
        s.set("RowCode", rowCode);
        s.set("Rejection", rejection);
        ObjectNode status = JSON.objectNode().put("type", "string").set("enum", OpenApiContract.array("succeeded", "failed"));
        s.set("FeedRun", shape(props().put("request_id", uuid()).put("source", JSON.objectNode().put("type", "string").put("const", "feed"))
                .set("status", status.deepCopy()).put("code", text("The pull-run code of a failed run; on a succeeded run only `not_modified`, when the "
                        + "feed answered 304 to the pull's conditional request, which is sent only with "
                        + "FEEDS_PULL_CONDITIONAL_GET=true (decision 0601)."))
                .put("http_status", JSON.objectNode().put("type", "integer").put("description", "The feed server's "
                        + "status when it was not 200: a failed `feed_http_error`, or 304 with `not_modified`. "
                        + "Absent when the server answered 200 or did not answer.")).put("applied", count()).put("unchanged", count())
                .put("not_published", count()).put("rejected", list(ref("Rejection"), 0)).put("rejected_total", count())
                .put("started_at", time()).put("finished_at", time()),
                "request_id", "source", "status", "applied", "unchanged", "not_published", "rejected", "rejected_total",
                "started_at", "finished_at"));
        s.set("JournalEntry", shape(props().put("request_id", uuid())
                .put("source", JSON.objectNode().put("type", "string").set("enum", OpenApiContract.array("api", "feed")))
                .put("endpoint", JSON.objectNode().put("type", "string").set("enum", OpenApiContract.array("POST /v1/products", "PATCH /v1/offers", "feed")))
                .put("dry_run", bool(null)).put("created_at", time()).set("status", status).put("code", text(null))
                .put("accepted", count()).put("applied", count()).put("unchanged", count()).put("not_published", count())
                .put("rejected_total", count()),
                "request_id", "source", "endpoint", "dry_run", "created_at", "status", "rejected_total"));
        s.set("Notification", shape(props().put("id", text(null)).put("created_at", time()).put("code", text(null))
                .put("message", text(null)).put("request_id", nullable("string")), "id", "created_at", "code", "message", "request_id"));
        s.set("Health", shape(props().put("status", JSON.objectNode().put("type", "string")
                .set("enum", OpenApiContract.array("ok"))), "status"));
        s.set("Problem", problem());
        return s;
    }

    private static ObjectNode problem() {
        Props p = props().put("type", text(null)).put("title", text(null))
                .put("status", JSON.objectNode().put("type", "integer")).put("detail", text(null))
                .put("code", text("The reason code; branch on it.")).put("request_id", uuid())
                .put("pointer", text("JSON Pointer of the offending member or query parameter; empty for a body that "
                        + "is not one JSON object."));
        return shape(p, "type", "title", "status", "detail", "code", "request_id")
                .put("description", "RFC 9457 problem details (application/problem+json).");
    }

    private static Props props() {
        return new Props();
    }

    /** The members of an object schema, in the order they are listed. */
    private static final class Props {
        private final ObjectNode node = JSON.objectNode();

        Props put(String name, ObjectNode schema) {
            node.set(name, schema);
            return this;
        }

        Props set(String name, ObjectNode schema) {
            return put(name, schema);
        }
    }

    /** A request body: members outside the list fail as invalid_request. */
    private static ObjectNode strict(Props properties, String... required) {
        return shape(properties, required).put("additionalProperties", false);
    }

    private static ObjectNode shape(Props properties, String... required) {
        ObjectNode s = JSON.objectNode().put("type", "object");
        if (required.length > 0) {
            s.set("required", OpenApiContract.array(required));
        }
        s.set("properties", properties.node);
        return s;
    }

    private static <E extends Enum<E>> ObjectNode enumOf(E[] values, Function<E, String> wire) {
        ArrayNode names = JSON.arrayNode();
        Arrays.stream(values).map(wire).forEach(names::add);
        ObjectNode s = JSON.objectNode().put("type", "string");
        s.set("enum", names);
        return s;
    }

    static ObjectNode text(String description) {
        ObjectNode s = JSON.objectNode().put("type", "string");
        return description == null ? s : s.put("description", description);
    }

    private static ObjectNode nullable(String type) {
        ObjectNode s = JSON.objectNode();
        s.set("type", OpenApiContract.array(type, "null"));
        return s;
    }

    private static ObjectNode bool(String description) {
        ObjectNode s = JSON.objectNode().put("type", "boolean");
        return description == null ? s : s.put("description", description);
    }

    /**
     * A string whose length the service bounds: Unicode code points after outer white space is trimmed (0506), so a
     * padded value the schema refuses may still be accepted; never the other way round.
     */
    private static ObjectNode length(int min, int max) {
        return text(null).put("minLength", min).put("maxLength", max);
    }

    /**
     * An operator number held to the contract's bounds by value ({@code BoundedDecimal}): below 10^15, at most six
     * decimals, which JSON Schema cannot say without {@code multipleOf}, whose binary-float checks in generated clients
     * refuse valid decimals such as 0.3; so the decimals are in the description.
     */
    private static ObjectNode amount(boolean positive) {
        ObjectNode s = number().put(positive ? "exclusiveMinimum" : "minimum", 0)
                .put("exclusiveMaximum", BigDecimal.TEN.pow(BoundedDecimal.MAX_INTEGER_DIGITS))
                .put("description", "At most " + BoundedDecimal.MAX_INTEGER_DIGITS + " integer digits and "
                        + BoundedDecimal.MAX_DECIMALS + " decimals, compared by value.");
        return s;
    }

    private static ObjectNode number() {
        return JSON.objectNode().put("type", "number");
    }

    private static ObjectNode count() {
        return JSON.objectNode().put("type", "integer").put("minimum", 0);
    }

    private static ObjectNode uuid() {
        return JSON.objectNode().put("type", "string").put("format", "uuid");
    }

    private static ObjectNode time() {
        return JSON.objectNode().put("type", "string").put("format", "date-time");
    }

    private static ObjectNode nullableTime() {
        return nullable("string").put("format", "date-time");
    }

    private static ObjectNode ref(String schema) {
        return JSON.objectNode().put("$ref", REF + schema);
    }

    private static ObjectNode list(ObjectNode items, int minItems) {
        ObjectNode s = JSON.objectNode().put("type", "array");
        if (minItems > 0) {
            s.put("minItems", minItems);
        }
        s.set("items", items);
        return s;
    }
}
