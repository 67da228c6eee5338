package market.feeds.docs;

import static market.feeds.docs.OperatorPaths.BASE;
import static market.feeds.docs.OperatorPaths.SLUG;
import static market.feeds.docs.OperatorProblems.CONFLICT;
import static market.feeds.docs.OperatorProblems.FEED_REFUSED;
import static market.feeds.docs.OperatorProblems.INVALID_REQUEST;
import static market.feeds.docs.OperatorProblems.NOT_FOUND;
import static market.feeds.docs.OperatorProblems.PAYLOAD_TOO_LARGE;
import static market.feeds.docs.OperatorProblems.SERVICE_UNAVAILABLE;
import static market.feeds.docs.OperatorProblems.UNAUTHORIZED;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** Offers, feed settings and runs, the journal and notifications under {@code /admin/v1} (§3). */
final class OperatorFeedPaths {

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;
    private static final String OFFER = """
            {"id": "4c3b2a19-0f8e-4d7c-9b6a-5f4e3d2c1b0a", "sku": "SEED-001",
             "catalog_product_id": "c0a8012e-1111-4c2b-9a55-6f1e2d3c4b5a", "price": 125.5, "stock": 40, "moq": 1,
             "discontinued": false, "visibility": "published", "complete": true,
             "price_ladder": [{"min_qty": 10, "price": 119.9}], "warehouse_id": null, "updated_at": "2026-11-24T06:00:00Z"}""";
    private static final String SETTINGS = """
            {"url": "https://feeds.agro-west.com.ua/offers.json", "hour": 6, "time_zone": "Europe/Kyiv",
             "has_token": true, "pinned_address": "203.0.113.7", "next_run_at": "2026-11-26T04:00:00Z"}""";

    private OperatorFeedPaths() {
    }

    static void addTo(ObjectNode paths) {
        offers(paths);
        ObjectNode feed = paths.putObject(BASE + "/vendors/{slug}/feed");
        feed.set("put", Operation.of("saveFeed", "feed", "Saves the pull settings: checks scheme, port and host form and "
                        + "resolves the host, recording the pin. The token is never returned; left out, the stored one "
                        + "is kept for the same origin, and `null` removes it.").pathParameter("slug", SLUG)
                .body("FeedSettingsInput", true, """
                        {"url": "https://feeds.agro-west.com.ua/offers.json", "hour": 6, "time_zone": "Europe/Kyiv",
                         "token": "feed-token-of-the-vendor"}""")
                .json(200, "The saved settings with the next run.", "FeedSettings", SETTINGS)
                .problems(FEED_REFUSED, UNAUTHORIZED, NOT_FOUND, PAYLOAD_TOO_LARGE, SERVICE_UNAVAILABLE).node());
        feed.set("get", Operation.of("getFeed", "feed", "Reads the pull settings.").pathParameter("slug", SLUG)
                .json(200, "The settings.", "FeedSettings", SETTINGS)
                .problems(UNAUTHORIZED, NOT_FOUND, SERVICE_UNAVAILABLE).node());
        feed.set("delete", Operation.of("deleteFeed", "feed", "Deletes the pull settings: no more runs.")
                .pathParameter("slug", SLUG).noContent("Deleted.")
                .problems(UNAUTHORIZED, NOT_FOUND, SERVICE_UNAVAILABLE).node());
        paths.putObject(BASE + "/vendors/{slug}/feed/runs").set("post", Operation.of("runFeedNow", "feed",
                        "Runs the pull now, synchronously, and answers its run. A vendor without feed settings has "
                                + "nothing to run, and an inactive vendor's feed is not pulled: 409 `conflict`, "
                                + "with nothing fetched, no journal row and no notification. A vendor deactivated "
                                + "while its feed is being fetched gets the same 409, and nothing of that feed is "
                                + "applied. A node that stops while it fetches gives the fetch 2 s, then cuts it "
                                + "short and answers the run failed `lease_expired` (nothing applied, the lease given "
                                + "back, so another node can run it at once). A run that cannot be journaled as it "
                                + "ends (the database away) answers 503 `service_unavailable`; once the database is "
                                + "back it is journaled failed `lease_expired` under its `request_id`, as is a run "
                                + "whose node died mid-run once its lease has ended. The request has no body; a body "
                                + "with members is 400 `invalid_request`.")
                .pathParameter("slug", SLUG)
                .json(200, "The run; a failed pull is a 200 with status failed and its code.", "FeedRun", """
                        {"request_id": "5f0c6a8e-2b1d-4c3e-9a7f-1e2d3c4b5a69", "source": "feed", "status": "succeeded",
                         "applied": 118, "unchanged": 3, "not_published": 0,
                         "rejected": [{"index": 7, "sku": "SEED-404", "reason": "sku_unknown"}], "rejected_total": 1,
                         "started_at": "2026-11-25T04:00:00Z", "finished_at": "2026-11-25T04:00:02Z"}""")
                .problems(INVALID_REQUEST, UNAUTHORIZED, NOT_FOUND, CONFLICT, SERVICE_UNAVAILABLE).node());
        journal(paths);
        paths.putObject(BASE + "/vendors/{slug}/notifications").set("get", Operation.of("listNotifications", "journal",
                        "Failures the vendor can act on (never internal ones).").pathParameter("slug", SLUG)
                .json(200, "The notifications.", "Notification[]", """
                        [{"id": "0e1d2c3b-4a59-4687-9a6b-5c4d3e2f1a0b", "created_at": "2026-11-25T04:00:02Z",
                          "code": "feed_http_error", "message": "The feed answered HTTP 404.",
                          "request_id": "5f0c6a8e-2b1d-4c3e-9a7f-1e2d3c4b5a69"}]""")
                .problems(UNAUTHORIZED, NOT_FOUND, SERVICE_UNAVAILABLE).node());
    }

    /** Decision 0502, amended in session 30: the journal is walked by request id, its next page in {@code Link}. */
    private static void journal(ObjectNode paths) {
        String id = "5f0c6a8e-2b1d-4c3e-9a7f-1e2d3c4b5a69";
        paths.putObject(BASE + "/vendors/{slug}/journal").set("get", Operation.of("readJournal", "journal",
                        "The vendor's requests and pulls, newest first, a page at a time.")
                .description("At most `limit` entries, newest first. To read further, follow the `Link` header's "
                        + "`rel=\"next\"` reference: the same query with `before` set to the last entry's "
                        + "`request_id`. "
                        + "It is sent only while older entries of the query follow, so its absence marks the end; the "
                        + "body stays a bare array. A request id, not an offset, marks the place: requests arriving "
                        + "meanwhile do not shift the pages, and every entry comes once, in order. A `before` that is "
                        + "not a request id is 400 `invalid_request` at `/before`; one the vendor's journal does not "
                        + "hold (another vendor's, or removed by retention with everything older) is 404 `not_found`.")
                .pathParameter("slug", SLUG)
                .query("source", "Only API requests or only feed runs.", words("api", "feed"))
                .query("status", "Only succeeded or only failed requests; applied before the page is cut.",
                        words("succeeded", "failed"))
                .query("before", "Only entries strictly older than this request of the vendor's journal (its "
                        + "`request_id`), as the `next` link sets it.",
                        JSON.objectNode().put("type", "string").put("format", "uuid"))
                .query("limit", "How many entries.", JSON.objectNode().put("type", "integer").put("minimum", 1)
                        .put("maximum", Limits.JOURNAL_MAX).put("default", Limits.JOURNAL_DEFAULT))
                .json(200, "The entries, newest first.", "JournalEntry[]", """
                        [{"request_id": "%s", "source": "api", "endpoint": "PATCH /v1/offers",
                          "dry_run": false, "created_at": "2026-11-25T07:59:00Z", "status": "succeeded",
                          "applied": 10, "unchanged": 0, "not_published": 0, "rejected_total": 2}]""".formatted(id))
                .header(200, "Link", "The next, older page (RFC 8288), relative to the host: `</admin/v1/vendors/"
                        + "agro-west/journal?status=failed&limit=1&before=" + id + ">; rel=\"next\"`. Absent on the "
                        + "last page.")
                .problems(INVALID_REQUEST, UNAUTHORIZED, NOT_FOUND, SERVICE_UNAVAILABLE).node());
    }

    private static ObjectNode words(String... values) {
        return JSON.objectNode().put("type", "string").set("enum", OpenApiContract.array(values));
    }

    private static void offers(ObjectNode paths) {
        ObjectNode list = paths.putObject(BASE + "/vendors/{slug}/offers");
        list.set("get", Operation.of("listOffers", "offers", "Lists a vendor's offers.")
                .description(OperatorPaths.STREAMED_LISTING + " Offers come in order of their ids.")
                .pathParameter("slug", SLUG)
                .query("sku", "Only offers with this sku.", OperatorSchemas.text(null))
                .json(200, "The offers.", "Offer[]", "[" + OFFER + "]")
                .problems(INVALID_REQUEST, UNAUTHORIZED, NOT_FOUND, SERVICE_UNAVAILABLE).node());
        list.set("post", Operation.of("createOffer", "offers", "Creates an offer with a live mapping for its sku.")
                .pathParameter("slug", SLUG).body("NewOffer", true, """
                        {"sku": "SEED-001", "catalog_product_id": "c0a8012e-1111-4c2b-9a55-6f1e2d3c4b5a",
                         "price": 125.5, "stock": 40, "visibility": "published"}""")
                .json(201, "The new offer.", "Offer", OFFER)
                .problems(INVALID_REQUEST, UNAUTHORIZED, NOT_FOUND, CONFLICT, PAYLOAD_TOO_LARGE, SERVICE_UNAVAILABLE).node());
        ObjectNode one = paths.putObject(BASE + "/vendors/{slug}/offers/{id}");
        one.set("patch", Operation.of("updateOffer", "offers", "Changes visibility, completeness or the price ladder.")
                .pathParameter("slug", SLUG).pathParameter("id", "The offer's id.")
                .body("OfferChange", false, """
                        {"complete": true, "price_ladder": [{"min_qty": 10, "price": 119.9}]}""")
                .json(200, "The offer after the change.", "Offer", OFFER)
                .problems(INVALID_REQUEST, UNAUTHORIZED, NOT_FOUND, CONFLICT, PAYLOAD_TOO_LARGE, SERVICE_UNAVAILABLE).node());
        one.set("delete", Operation.of("deleteOffer", "offers", "Deletes an offer; its sku mapping stays (PATCH gets offer_missing).")
                .pathParameter("slug", SLUG).pathParameter("id", "The offer's id.").noContent("Deleted.")
                .problems(UNAUTHORIZED, NOT_FOUND, SERVICE_UNAVAILABLE).node());
    }
}
