package market.feeds.docs;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import market.feeds.domain.envelope.EnvelopeRules;
import market.feeds.domain.field.FieldRule;
import market.feeds.domain.field.FieldType;

/** JSON Schemas of request items and envelopes, built from the domain's field tables (the judged rules). */
final class ItemSchemas {

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private ItemSchemas() {
    }

    /** An item object: one property per field rule, required ones listed, nothing else accepted. */
    static ObjectNode item(List<FieldRule> rules, int minProperties) {
        ObjectNode schema = JSON.objectNode().put("type", "object").put("additionalProperties", false);
        if (minProperties > 0) {
            schema.put("minProperties", minProperties);
        }
        ObjectNode properties = schema.putObject("properties");
        ArrayNode required = JSON.arrayNode();
        for (FieldRule rule : rules) {
            properties.set(rule.name(), property(rule));
            if (rule.required()) {
                required.add(rule.name());
            }
        }
        if (!required.isEmpty()) {
            schema.set("required", required);
        }
        return schema;
    }

    /** The body of a write request: only {@code items}, 1 to 5000 elements of {@code itemRef}. */
    static ObjectNode envelope(String itemRef) {
        ObjectNode schema = JSON.objectNode().put("type", "object").put("additionalProperties", false);
        schema.putArray("required").add(EnvelopeRules.ITEMS);
        ObjectNode items = schema.putObject("properties").putObject(EnvelopeRules.ITEMS);
        items.put("type", "array").put("minItems", 1).put("maxItems", EnvelopeRules.MAX_ITEMS);
        items.putObject("items").put("$ref", itemRef);
        return schema;
    }

    private static ObjectNode property(FieldRule rule) {
        ObjectNode property = JSON.objectNode().put("description", rule.rule());
        switch (rule.type()) {
            case STRING -> property.put("type", "string");
            case NUMBER -> property.put("type", "number");
            case BOOLEAN -> property.put("type", "boolean");
            case DATE_TIME -> property.put("type", "string").put("format", "date-time");
            default -> throw new IllegalStateException("unmapped field type " + rule.type());
        }
        rule.maxLength().ifPresent(max -> property.put("maxLength", max));
        if (rule.type() == FieldType.STRING && rule.required()) {
            property.put("minLength", 1);
        }
        bound(rule, property);
        if (rule.name().equals("category") || rule.name().equals("unit")) {
            // The accepted spellings are tables of their own (Category, Unit); the field refers to them.
            property.put("$ref", "#/components/schemas/" + (rule.name().equals("category") ? "Category" : "Unit"));
        }
        return property;
    }

    // Bounds the contract states in words; the domain enforces the same ones (BoundedDecimal).
    private static void bound(FieldRule rule, ObjectNode property) {
        switch (rule.name()) {
            case "price", "moq" -> property.put("exclusiveMinimum", 0);
            case "stock" -> property.put("minimum", 0);
            default -> {
            }
        }
    }
}
