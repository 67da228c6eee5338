package market.feeds.adapters.http.vendorapi;

import com.fasterxml.jackson.databind.node.ObjectNode;
import market.feeds.adapters.http.json.Json;
import market.feeds.adapters.http.json.RejectionJson;
import market.feeds.application.port.in.OfferUpdateResult;
import market.feeds.application.port.in.PageRejectionsUseCase.Outcome.Page;
import market.feeds.application.port.in.ProductFeedResult;
import market.feeds.application.port.in.WhoAmIUseCase.Identity;

/** The vendor contract's result tables as JSON, field for field. */
final class ResultJson {

    private ResultJson() {
    }

    static ObjectNode productFeed(ProductFeedResult result) {
        ObjectNode node = Json.object();
        node.put("request_id", result.requestId());
        node.put("job_id", result.jobId().orElse(null));
        node.put("accepted", result.accepted());
        node.set("rejected", RejectionJson.rejections(result.rejected()));
        node.put("rejected_total", result.rejectedTotal());
        node.set("warnings", RejectionJson.warnings(result.warnings()));
        return node;
    }

    static ObjectNode offerUpdate(OfferUpdateResult result) {
        ObjectNode node = Json.object();
        node.put("request_id", result.requestId());
        node.put("applied", result.applied());
        node.put("unchanged", result.unchanged());
        node.put("not_published", result.notPublished());
        node.set("rejected", RejectionJson.rejections(result.rejected()));
        node.put("rejected_total", result.rejectedTotal());
        return node;
    }

    static ObjectNode identity(Identity identity) {
        ObjectNode node = Json.object();
        node.put("request_id", identity.requestId());
        node.put("vendor_slug", identity.vendorSlug());
        identity.scopes().forEach(node.putArray("scopes")::add);
        node.put("server_time", Json.time(identity.serverTime()));
        return node;
    }

    static ObjectNode page(Page page) {
        ObjectNode node = Json.object();
        node.put("request_id", page.requestId());
        node.put("rejected_total", page.rejectedTotal());
        node.put("offset", page.offset());
        node.put("limit", page.limit());
        node.set("rejected", RejectionJson.rejections(page.rejected()));
        return node;
    }
}
