package market.feeds.adapters.http.console;

import io.javalin.http.Context;
import java.util.List;
import java.util.Optional;
import market.feeds.application.model.Position;
import market.feeds.application.port.in.admin.AdminResult;
import market.feeds.application.port.in.admin.PageReviewUseCase;
import market.feeds.application.port.in.admin.ReviewPositionsUseCase;
import market.feeds.application.port.in.admin.SearchCatalogUseCase;
import market.feeds.domain.catalog.CatalogEntry;

/** The pick page: a catalogue search beside the vendor's item, each result a form that links the position to it. */
final class PickScreen {

    private static final String TYPED = "typed-id";

    private final PageReviewUseCase pages;
    private final SearchCatalogUseCase catalog;
    private final ReviewPositionsUseCase review;

    PickScreen(PageReviewUseCase pages, SearchCatalogUseCase catalog, ReviewPositionsUseCase review) {
        this.pages = pages;
        this.catalog = catalog;
        this.review = review;
    }

    /**
     * The search that links one position to a product the operator picks. It names the vendor's item (the operator
     * would otherwise have to remember what to look for) and starts searching for its name.
     */
    void show(Context ctx) {
        page(ctx, ReviewPlace.ofQuery(ctx), "", Optional.empty());
    }

    /**
     * Links the position to a catalogue product whose id the operator typed (a catalogue team member often knows it).
     * The link use case checks the id; an unknown one, or none, is this page again with the reason under the field
     * and nothing linked. A blank id never reaches the use case, which would take the suggestion instead.
     */
    void linkTyped(Context ctx) {
        String slug = ctx.pathParam("slug");
        ReviewPlace from = ReviewPlace.ofForm(ctx);
        Optional<String> typed = Forms.value(ctx, "catalog_product_id");
        if (typed.isEmpty()) {
            ctx.status(400);
            page(ctx, from, "", Optional.of(new FieldError(TYPED, "type the id of a catalogue product")));
            return;
        }
        AdminResult<?> linked = review.link(slug, ctx.pathParam("id"), typed, Optional.empty());
        if (linked instanceof AdminResult.Ok<?>) {
            Refusals.done(ctx, from.page(slug), "linked");
        } else if (linked instanceof AdminResult.Invalid<?> bad && bad.pointer().equals("/catalog_product_id")) {
            ctx.status(400);
            page(ctx, from, typed.get(), Optional.of(new FieldError(TYPED, "no catalogue product has the id “"
                    + typed.get() + "”; nothing was linked")));
        } else {
            Refusals.send(ctx, linked, Optional.of(slug), Html.esc(from.page(slug)));
        }
    }

    private void page(Context ctx, ReviewPlace from, String typed, Optional<FieldError> error) {
        String slug = ctx.pathParam("slug");
        String id = ctx.pathParam("id");
        AdminResult<PageReviewUseCase.ReviewRow> read = pages.position(slug, id);
        if (!(read instanceof AdminResult.Ok<PageReviewUseCase.ReviewRow> ok)) {
            Refusals.send(ctx, read, Optional.of(slug), "/console/vendors/" + Html.url(slug) + "/review");
            return;
        }
        Position p = ok.value().position();
        // Absent (the link from the review row): the item's own name; sent empty: the operator cleared it.
        String q = ctx.queryParam("q") == null ? p.name() : Forms.query(ctx, "q");
        String csrf = SessionGate.csrf(ctx);
        String at = "/console/vendors/" + Html.url(slug) + "/review/" + Html.url(id);
        List<CatalogEntry> found = q.isBlank() ? List.of() : catalog.search(q);
        String rows = Html.each(found, e -> Html.td(Html.wrap(Html.raw(ReviewScreen.describe(e))), e.id(),
                Html.raw(Forms.post(at + "/link", csrf, Forms.hidden("catalog_product_id", e.id()) + from.fields()
                        + "<button type=\"submit\" aria-label=\"Link " + Html.esc(p.sku().orElse(p.name())) + " to "
                        + Html.esc(e.name()) + "\">Link to this</button>"))));
        String item = "<dl><dt>Sku</dt><dd>" + Html.esc(p.sku().orElse("—")) + "</dd><dt>Name</dt><dd>"
                + Html.bidi(p.name()) + "</dd><dt>Brand · category · unit</dt><dd>" + Html.bidi(p.brand()) + " · "
                + Html.esc(p.category().slug()) + " · " + Html.esc(p.unit().wire()) + "</dd><dt>Suggestion</dt><dd>"
                + ok.value().suggestion().map(ReviewScreen::describe).orElse("none") + "</dd></dl>";
        String results = q.isBlank() ? "" : found.isEmpty()
                ? "<p>No catalogue product matches “" + Html.esc(q) + "”.</p>"
                : Html.table("Catalogue products matching “" + q + "”", Html.th("Product", "Id", ""), rows);
        ctx.html(Layout.page("Pick a product", Optional.of(slug), csrf, "<h1>Pick a catalogue product for "
                + Html.bidi(p.sku().orElse(p.name())) + "</h1><section aria-labelledby=\"item\"><h2 id=\"item\">"
                + "The vendor's item</h2>" + item + "</section>"
                + "<form method=\"get\" action=\"" + at + "/pick\" role=\"search\" class=\"inline\">"
                + from.fields() + Forms.text("q", "Name or brand", "q", q, "type=\"search\" required dir=\"auto\"")
                + "<button type=\"submit\">Search</button></form>" + results
                + "<section aria-labelledby=\"by-id\"><h2 id=\"by-id\">Or type its catalogue id</h2>"
                + Forms.post(at + "/pick", csrf, from.fields() + Forms.text(TYPED, "Catalogue product id",
                "catalog_product_id", typed, "required autocomplete=\"off\"" + FieldError.describedBy(error, TYPED))
                + FieldError.under(error, TYPED) + "<button type=\"submit\" aria-label=\"Link " + Html.esc(
                p.sku().orElse(p.name())) + " to the product with this id\">Link to this id</button>") + "</section>"
                + "<p><a href=\""
                + Html.esc(from.page(slug)) + "\">Back to the review screen</a></p>"));
    }
}
