package market.feeds.docs;

import java.util.List;
import java.util.Locale;
import market.feeds.domain.field.FieldRule;
import market.feeds.domain.field.OfferFields;
import market.feeds.domain.field.ProductFields;

/** The two item tables (rendered from the domain's field rules), warehouse matching and timestamp ordering. */
final class ItemSections {

    private ItemSections() {
    }

    static void product(Md md, Prose p) {
        fields(md, p, "product", ProductFields.all());
        md.bullets(List.of(p.text("fields.strict"), p.text("fields.strings"), p.text("fields.numbers"),
                p.text("fields.product.discontinued")));
        md.heading(3, p.text("warehouse.title")).numbered(List.of(
                p.text("warehouse.rule1"), p.text("warehouse.rule2"), p.text("warehouse.rule3"), p.text("warehouse.rule4")));
        md.paragraph(p.text("warehouse.note")).paragraph(p.text("fields.product.warning"));
    }

    static void offer(Md md, Prose p) {
        fields(md, p, "offer", OfferFields.all());
        md.bullets(List.of(p.text("fields.offer.minimum"), p.text("fields.offer.apply")));
        md.heading(3, p.text("ordering.title")).numbered(List.of(
                p.text("ordering.rule1"), p.text("ordering.rule2"), p.text("ordering.rule3"), p.text("ordering.rule4")));
        md.paragraph(p.text("ordering.note"));
    }

    private static void fields(Md md, Prose p, String table, List<FieldRule> rules) {
        md.heading(2, p.text("fields.title." + table)).table(p.text("fields.header.field"), p.text("fields.header.type"),
                p.text("fields.header.required"), p.text("fields.header.maxLength"), p.text("fields.header.rule"));
        for (FieldRule rule : rules) {
            md.row(Md.code(rule.name()), type(rule), p.text(rule.required() ? "fields.yes" : "fields.no"),
                    rule.maxLength().isPresent() ? Integer.toString(rule.maxLength().getAsInt()) : "",
                    ruleText(p, table, rule));
        }
        md.endTable();
    }

    /** English is the domain's own rule text; other languages translate it, keyed by table and field name. */
    static String ruleText(Prose p, String table, FieldRule rule) {
        return p.isEnglish() ? rule.rule() : p.text("field." + table + "." + rule.name());
    }

    private static String type(FieldRule rule) {
        return switch (rule.type()) {
            case DATE_TIME -> "string (RFC 3339 date-time)";
            default -> rule.type().name().toLowerCase(Locale.ROOT);
        };
    }
}
