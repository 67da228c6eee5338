package market.feeds.docs;

import static market.feeds.docs.OperatorProblems.CONFLICT;
import static market.feeds.docs.OperatorProblems.INVALID_REQUEST;
import static market.feeds.docs.OperatorProblems.NOT_FOUND;
import static market.feeds.docs.OperatorProblems.PAYLOAD_TOO_LARGE;
import static market.feeds.docs.OperatorProblems.SERVICE_UNAVAILABLE;
import static market.feeds.docs.OperatorProblems.UNAUTHORIZED;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** Vendors, warehouses, keys, the catalogue, jobs and the review screen under {@code /admin/v1} (§3). */
final class OperatorPaths {

    static final String BASE = "/admin/v1";
    static final String SLUG = "The vendor's slug.";
    /** What a client of a long listing needs to know (decision 0408). */
    static final String STREAMED_LISTING = "Every matching item in one array, however many: the array is sent while"
            + " it is read from the database, a page at a time, so it is not one snapshot. An item appears at most"
            + " once; one added or removed meanwhile may or may not appear. If reading fails after the array has"
            + " begun, the connection is closed before the response is complete: a client never receives a shorter"
            + " array that parses.";
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    static final String VENDOR = """
            {"slug": "agro-west", "name": "Agro West", "active": true, "may_publish": true}""";
    static final String POSITION = """
            {"id": "7d1f5c2e-0b3a-4f7e-9c1d-2a3b4c5d6e7f", "sku": "SEED-001", "name": "Sunflower seed Lakomka 1 kg",
             "brand": "Lakomka", "category": "seeds", "unit": "kg", "price": 125.5, "stock": 40, "moq": 1,
             "warehouse_id": null, "state": "awaiting_review",
             "suggested_catalog_product_id": "c0a8012e-1111-4c2b-9a55-6f1e2d3c4b5a",
             "request_id": "5f0c6a8e-2b1d-4c3e-9a7f-1e2d3c4b5a69", "index": 0, "warnings": []}""";

    private OperatorPaths() {
    }

    static void addTo(ObjectNode paths) {
        paths.putObject(BASE + "/vendors").set("post", Operation.of("createVendor", "vendors", "Creates a vendor (active).")
                .body("NewVendor", true, """
                        {"slug": "agro-west", "name": "Agro West", "may_publish": true}""")
                .json(201, "The new vendor.", "Vendor", VENDOR)
                .problems(INVALID_REQUEST, UNAUTHORIZED, CONFLICT, PAYLOAD_TOO_LARGE, SERVICE_UNAVAILABLE).node());
        ObjectNode vendor = paths.putObject(BASE + "/vendors/{slug}");
        vendor.set("get", Operation.of("getVendor", "vendors", "Reads a vendor.").pathParameter("slug", SLUG)
                .json(200, "The vendor.", "Vendor", VENDOR)
                .problems(UNAUTHORIZED, NOT_FOUND, SERVICE_UNAVAILABLE).node());
        vendor.set("patch", Operation.of("updateVendor", "vendors", "Activates or deactivates a vendor, or "
                        + "allows publishing. An inactive vendor gets 403 on every vendor endpoint and its feed is "
                        + "not pulled, neither at the daily hour nor by \"run now\"; its daily runs resume once it "
                        + "is active again. The answer waits for the vendor's writes under way to end, so no write "
                        + "of an inactive vendor commits after it, even one authorised before it.")
                .pathParameter("slug", SLUG).body("VendorChange", false, """
                        {"active": false}""")
                .json(200, "The vendor after the change.", "Vendor", VENDOR.replace("\"active\": true", "\"active\": false"))
                .problems(INVALID_REQUEST, UNAUTHORIZED, NOT_FOUND, PAYLOAD_TOO_LARGE, SERVICE_UNAVAILABLE).node());
        paths.putObject(BASE + "/vendors/{slug}/warehouses").set("post", Operation.of("addWarehouse", "vendors",
                        "Adds a warehouse to a vendor. A vendor has at most one primary warehouse: a second is 409 `conflict`.").pathParameter("slug", SLUG)
                .body("NewWarehouse", true, """
                        {"label": "Lviv depot", "city": "Lviv", "primary": true}""")
                .json(201, "The new warehouse.", "Warehouse", """
                        {"id": "3b9e4c1a-5d6f-4a7b-8c9d-0e1f2a3b4c5d", "label": "Lviv depot", "city": "Lviv", "primary": true}""")
                .problems(INVALID_REQUEST, UNAUTHORIZED, NOT_FOUND, CONFLICT, PAYLOAD_TOO_LARGE, SERVICE_UNAVAILABLE).node());
        ObjectNode keys = paths.putObject(BASE + "/vendors/{slug}/keys");
        keys.set("post", Operation.of("issueKey", "vendors", "Issues an API key; its secret appears only in this answer.")
                .pathParameter("slug", SLUG).body("NewKey", true, """
                        {"scopes": ["products:write", "offers:write"], "label": "ERP"}""")
                .json(201, "The key with its secret.", "IssuedKey", """
                        {"id": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d", "secret": "vfi_live_3kQ9xZ2mN7pR4sT8vW1yB6cD",
                         "scopes": ["products:write", "offers:write"], "created_at": "2026-11-25T08:00:00Z"}""")
                .problems(INVALID_REQUEST, UNAUTHORIZED, NOT_FOUND, PAYLOAD_TOO_LARGE, SERVICE_UNAVAILABLE).node());
        keys.set("get", Operation.of("listKeys", "vendors", "Lists a vendor's keys, revoked ones included, without secrets.")
                .pathParameter("slug", SLUG).json(200, "The keys.", "ApiKey[]", """
                        [{"id": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d", "label": "ERP", "scopes": ["products:write"],
                          "created_at": "2026-11-25T08:00:00Z", "revoked_at": null}]""")
                .problems(UNAUTHORIZED, NOT_FOUND, SERVICE_UNAVAILABLE).node());
        paths.putObject(BASE + "/vendors/{slug}/keys/{id}").set("delete", Operation.of("revokeKey", "vendors",
                        "Revokes a key; it answers 401 from then on. The answer waits for the vendor's writes "
                                + "under way to end, so no write made with the key commits after it, even one "
                                + "authorised before it.").pathParameter("slug", SLUG)
                .pathParameter("id", "The key's id.").noContent("Revoked.")
                .problems(UNAUTHORIZED, NOT_FOUND, SERVICE_UNAVAILABLE).node());
        catalog(paths);
        positions(paths);
    }

    private static void catalog(ObjectNode paths) {
        String product = """
                {"name": "Sunflower seed Lakomka 1 kg", "brand": "Lakomka", "category": "seeds", "unit": "kg"}""";
        paths.putObject(BASE + "/catalog/products").set("post", Operation.of("addCatalogProduct", "catalogue",
                        "Adds a catalogue product.").body("NewCatalogProduct", true, product)
                .json(201, "The new product; category as its slug.", "CatalogProduct",
                        product.replace("{", "{\"id\": \"c0a8012e-1111-4c2b-9a55-6f1e2d3c4b5a\", "))
                .problems(INVALID_REQUEST, UNAUTHORIZED, PAYLOAD_TOO_LARGE, SERVICE_UNAVAILABLE).node());
        paths.putObject(BASE + "/catalog/products/batch").set("post", Operation.of("addCatalogProducts", "catalogue",
                        "Adds 1 to 5000 catalogue products at once (bulk import); ids in item order.")
                .body("CatalogBatch", true, "{\"items\": [" + product + "]}")
                .json(201, "The new ids, in item order.", "CatalogIds", """
                        {"ids": ["c0a8012e-1111-4c2b-9a55-6f1e2d3c4b5a"]}""")
                .problems(INVALID_REQUEST, UNAUTHORIZED, PAYLOAD_TOO_LARGE, SERVICE_UNAVAILABLE).node());
        paths.putObject(BASE + "/jobs/{job_id}").set("get", Operation.of("getJob", "catalogue",
                        "Reads a product job (the matching of one POST /v1/products).")
                .pathParameter("job_id", "The job id of the product feed's answer.")
                .json(200, "The job.", "ProductJob", """
                        {"job_id": "9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b", "state": "done", "rows": 3, "recognised": 2, "unrecognised": 1}""")
                .problems(UNAUTHORIZED, NOT_FOUND, SERVICE_UNAVAILABLE).node());
    }

    private static void positions(ObjectNode paths) {
        String prefix = BASE + "/vendors/{slug}/positions";
        paths.putObject(prefix).set("get", Operation.of("listPositions", "review", "Lists a vendor's positions (the review screen).")
                .description(STREAMED_LISTING + " Positions come oldest first.")
                .pathParameter("slug", SLUG)
                .query("state", "Only positions in this state.", JSON.objectNode().put("$ref", Operation.SCHEMAS + "PositionState"))
                .query("sku", "Only positions with this sku.", OperatorSchemas.text(null))
                .json(200, "The positions.", "Position[]", "[" + POSITION + "]")
                .problems(INVALID_REQUEST, UNAUTHORIZED, NOT_FOUND, SERVICE_UNAVAILABLE).node());
        paths.putObject(prefix + "/link-recognised").set("post", Operation.of("linkRecognised", "review",
                        "Links every position awaiting review that has a suggestion (\"confirm all\").")
                .pathParameter("slug", SLUG).body("LinkRecognised", false, """
                        {"visibility": "published"}""")
                .json(200, "How many were linked.", "LinkedCount", """
                        {"linked": 12}""")
                .problems(INVALID_REQUEST, UNAUTHORIZED, NOT_FOUND, PAYLOAD_TOO_LARGE, SERVICE_UNAVAILABLE).node());
        String linked = POSITION.replace("\"awaiting_review\"", "\"linked\"");
        paths.putObject(prefix + "/{id}/link").set("post", Operation.of("linkPosition", "review",
                        "Links a position to a catalogue product and creates its offer. From awaiting_review the suggestion "
                                + "is used when no id is given; from pending_catalog an id is required.")
                .pathParameter("slug", SLUG).pathParameter("id", "The position's id.")
                .body("LinkPosition", false, """
                        {"catalog_product_id": "c0a8012e-1111-4c2b-9a55-6f1e2d3c4b5a", "visibility": "published"}""")
                .json(200, "The position, now linked.", "Position", linked)
                .problems(INVALID_REQUEST, UNAUTHORIZED, NOT_FOUND, CONFLICT, PAYLOAD_TOO_LARGE, SERVICE_UNAVAILABLE).node());
        paths.putObject(prefix + "/{id}/unrecognised").set("post", Operation.of("markUnrecognised", "review",
                        "Marks a position unrecognised: it waits for the catalogue team (pending_catalog).")
                .pathParameter("slug", SLUG).pathParameter("id", "The position's id.")
                .json(200, "The position, now pending_catalog.", "Position",
                        POSITION.replace("\"awaiting_review\"", "\"pending_catalog\""))
                .problems(INVALID_REQUEST, UNAUTHORIZED, NOT_FOUND, CONFLICT, PAYLOAD_TOO_LARGE, SERVICE_UNAVAILABLE).node());
    }
}
