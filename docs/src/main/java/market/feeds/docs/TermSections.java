package market.feeds.docs;

import market.feeds.domain.product.Category;
import market.feeds.domain.product.Unit;

/** The category and unit tables exactly as the domain resolves them; only the headings are translated. */
final class TermSections {

    private TermSections() {
    }

    static void categories(Md md, Prose p) {
        md.heading(2, p.text("terms.title.categories")).paragraph(p.text("terms.categories.intro"))
                .table(p.text("terms.header.slug"), p.text("terms.header.label"), p.text("terms.header.aliases"));
        for (Category category : Category.values()) {
            md.row(Md.code(category.slug()), category.label(), String.join(", ", category.aliases()));
        }
        md.endTable();
    }

    static void units(Md md, Prose p) {
        md.heading(2, p.text("terms.title.units")).paragraph(p.text("terms.units.intro"))
                .table(p.text("terms.header.unit"), p.text("terms.header.spellings"));
        for (Unit unit : Unit.values()) {
            md.row(Md.code(unit.wire()), String.join(", ", unit.spellings()));
        }
        md.endTable();
    }
}
