package market.feeds.adapters.jdbc.store;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import market.feeds.application.model.PriceStep;
import market.feeds.domain.Warning;

/** The {@code jsonb} columns: warnings of positions and journal rows, and offers' price ladders. */
final class JsonColumns {

    private static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);
    private static final JsonNodeFactory NODES = JsonNodeFactory.withExactBigDecimals(true);

    private JsonColumns() {
    }

    static String warnings(List<Warning> warnings) {
        ArrayNode array = NODES.arrayNode();
        for (Warning warning : warnings) {
            ObjectNode node = array.addObject();
            node.put("index", warning.index());
            warning.sku().ifPresent(sku -> node.put("sku", sku));
            node.put("code", warning.code());
            node.put("detail", warning.detail());
        }
        return array.toString();
    }

    static List<Warning> warnings(String json) {
        List<Warning> warnings = new ArrayList<>();
        for (JsonNode node : read(json)) {
            warnings.add(new Warning(node.get("index").intValue(),
                    Optional.ofNullable(node.get("sku")).map(JsonNode::textValue),
                    node.get("code").textValue(), node.get("detail").textValue()));
        }
        return warnings;
    }

    static String ladder(List<PriceStep> steps) {
        ArrayNode array = NODES.arrayNode();
        for (PriceStep step : steps) {
            array.addObject().put("min_qty", step.minQty()).put("price", step.price());
        }
        return array.toString();
    }

    static List<PriceStep> ladder(String json) {
        List<PriceStep> steps = new ArrayList<>();
        for (JsonNode node : read(json)) {
            steps.add(new PriceStep(node.get("min_qty").decimalValue(), node.get("price").decimalValue()));
        }
        return steps;
    }

    private static JsonNode read(String json) {
        try {
            return MAPPER.readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a jsonb column holds something this adapter did not write", e);
        }
    }
}
