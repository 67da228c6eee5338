package market.feeds.docs;

import market.feeds.domain.code.PullRunCode;
import market.feeds.domain.code.RowCode;

/** The row codes in the domain's order of precedence, and the pull-run codes with who is notified. */
final class CodeSections {

    private CodeSections() {
    }

    static void rowCodes(Md md, Prose p) {
        md.heading(2, p.text("codes.title.row")).paragraph(p.text("codes.row.intro"))
                .table(p.text("codes.header.code"), p.text("codes.header.meaning"));
        for (RowCode code : RowCode.values()) {
            md.row(Md.code(code.wire()), p.text("code.row." + code.wire()));
        }
        md.endTable();
    }

    static void pullRunCodes(Md md, Prose p) {
        md.heading(3, p.text("codes.title.pull"))
                .table(p.text("codes.header.code"), p.text("codes.header.meaning"), p.text("codes.header.notifies"));
        for (PullRunCode code : PullRunCode.values()) {
            md.row(Md.code(code.wire()), p.text("code.pull." + code.wire()),
                    p.text(code.vendorActionable() ? "fields.yes" : "fields.no"));
        }
        md.endTable();
    }
}
