package market.feeds.adapters.http.json;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import market.feeds.domain.Rejection;
import market.feeds.domain.Warning;

/** The contract's rejection record {index, sku, reason, field?, detail?} and the warning {index, sku, code, detail}. */
public final class RejectionJson {

    private RejectionJson() {
    }

    public static ArrayNode rejections(List<Rejection> rejections) {
        ArrayNode array = Json.array();
        rejections.forEach(rejection -> array.add(rejection(rejection)));
        return array;
    }

    public static ObjectNode rejection(Rejection rejection) {
        ObjectNode node = Json.object();
        node.put("index", rejection.index());
        node.put("sku", rejection.sku().orElse(null));
        node.put("reason", rejection.reason().wire());
        rejection.field().ifPresent(field -> node.put("field", field));
        rejection.detail().ifPresent(detail -> node.put("detail", detail));
        return node;
    }

    public static ArrayNode warnings(List<Warning> warnings) {
        ArrayNode array = Json.array();
        for (Warning warning : warnings) {
            ObjectNode node = array.addObject();
            node.put("index", warning.index());
            node.put("sku", warning.sku().orElse(null));
            node.put("code", warning.code());
            node.put("detail", warning.detail());
        }
        return array;
    }
}
