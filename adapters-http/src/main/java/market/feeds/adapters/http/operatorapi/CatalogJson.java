package market.feeds.adapters.http.operatorapi;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import market.feeds.adapters.http.json.Json;
import market.feeds.adapters.http.json.RejectionJson;
import market.feeds.application.model.Position;
import market.feeds.application.model.ProductJob;
import market.feeds.domain.catalog.CatalogEntry;

/** Operator API shapes of catalogue products, product jobs and positions (§3). */
final class CatalogJson {

    private CatalogJson() {
    }

    static ObjectNode product(CatalogEntry entry) {
        ObjectNode node = Json.object();
        node.put("id", entry.id());
        node.put("name", entry.name());
        node.put("brand", entry.brand());
        node.put("category", entry.category().slug());
        node.put("unit", entry.unit().map(unit -> unit.wire()).orElse(null));
        return node;
    }

    static ObjectNode ids(List<String> ids) {
        ObjectNode node = Json.object();
        ids.forEach(node.putArray("ids")::add);
        return node;
    }

    static ObjectNode job(ProductJob job) {
        ObjectNode node = Json.object();
        node.put("job_id", job.id());
        node.put("state", job.state().wire());
        node.put("rows", job.rows());
        node.put("recognised", job.recognised());
        node.put("unrecognised", job.unrecognised());
        return node;
    }

    static ObjectNode position(Position position) {
        ObjectNode node = Json.object();
        node.put("id", position.id());
        node.put("sku", position.sku().orElse(null));
        node.put("name", position.name());
        node.put("brand", position.brand());
        node.put("category", position.category().slug());
        node.put("unit", position.unit().wire());
        node.put("price", Json.plain(position.price()));
        node.put("stock", Json.plain(position.stock()));
        node.put("moq", Json.plain(position.moq()));
        node.put("warehouse_id", position.warehouseId().orElse(null));
        node.put("state", position.state().wire());
        node.put("suggested_catalog_product_id", position.suggestedCatalogProductId().orElse(null));
        node.put("request_id", position.requestId());
        node.put("index", position.index());
        node.set("warnings", RejectionJson.warnings(position.warnings()));
        return node;
    }

    static ObjectNode linked(int count) {
        ObjectNode node = Json.object();
        node.put("linked", count);
        return node;
    }
}
