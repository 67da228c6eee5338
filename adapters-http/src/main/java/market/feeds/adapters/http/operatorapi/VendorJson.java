package market.feeds.adapters.http.operatorapi;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Set;
import market.feeds.adapters.http.json.Json;
import market.feeds.application.model.ApiKey;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.in.admin.ManageApiKeysUseCase.IssuedKey;
import market.feeds.domain.access.Scope;
import market.feeds.domain.warehouse.Warehouse;

/** Operator API shapes of vendors, warehouses and keys (§3). */
final class VendorJson {

    private VendorJson() {
    }

    static ObjectNode vendor(Vendor vendor) {
        ObjectNode node = Json.object();
        node.put("slug", vendor.slug());
        node.put("name", vendor.name());
        node.put("active", vendor.active());
        node.put("may_publish", vendor.mayPublish());
        return node;
    }

    static ObjectNode warehouse(Warehouse warehouse) {
        ObjectNode node = Json.object();
        node.put("id", warehouse.id());
        node.put("label", warehouse.label());
        node.put("city", warehouse.city().orElse(null));
        node.put("primary", warehouse.primary());
        return node;
    }

    /** The only answer that ever carries a key's secret. */
    static ObjectNode issuedKey(IssuedKey issued) {
        ObjectNode node = Json.object();
        node.put("id", issued.key().id());
        node.put("secret", issued.secret());
        node.set("scopes", scopes(issued.key().scopes()));
        node.put("created_at", Json.time(issued.key().createdAt()));
        return node;
    }

    static ArrayNode keys(List<ApiKey> keys) {
        ArrayNode array = Json.array();
        for (ApiKey key : keys) {
            ObjectNode node = array.addObject();
            node.put("id", key.id());
            node.put("label", key.label().orElse(null));
            node.set("scopes", scopes(key.scopes()));
            node.put("created_at", Json.time(key.createdAt()));
            node.put("revoked_at", key.revokedAt().map(Json::time).orElse(null));
        }
        return array;
    }

    /** In the contract's order, so answers are stable. */
    private static ArrayNode scopes(Set<Scope> scopes) {
        ArrayNode array = Json.array();
        for (Scope scope : Scope.values()) {
            if (scopes.contains(scope)) {
                array.add(scope.wire());
            }
        }
        return array;
    }
}
