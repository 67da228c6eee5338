package market.feeds.adapters.http.operatorapi;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import market.feeds.adapters.http.json.Json;
import market.feeds.application.model.Offer;
import market.feeds.application.model.PriceStep;

/** Operator API shape of an offer (§3); {@code price_ladder} is an empty array when the offer has none. */
final class OfferJson {

    private OfferJson() {
    }

    static ObjectNode offer(Offer offer) {
        ObjectNode node = Json.object();
        node.put("id", offer.id());
        node.put("sku", offer.sku());
        node.put("catalog_product_id", offer.catalogProductId());
        node.put("price", Json.plain(offer.price()));
        node.put("stock", Json.plain(offer.stock()));
        node.put("moq", Json.plain(offer.moq()));
        node.put("discontinued", offer.discontinued());
        node.put("visibility", offer.visibility().wire());
        node.put("complete", offer.complete());
        ArrayNode ladder = node.putArray("price_ladder");
        for (PriceStep step : offer.priceLadder()) {
            ObjectNode rung = ladder.addObject();
            rung.put("min_qty", Json.plain(step.minQty()));
            rung.put("price", Json.plain(step.price()));
        }
        node.put("warehouse_id", offer.warehouseId().orElse(null));
        node.put("updated_at", offer.updatedAt().map(Json::time).orElse(null));
        return node;
    }
}
