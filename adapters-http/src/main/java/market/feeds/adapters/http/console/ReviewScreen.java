package market.feeds.adapters.http.console;

import io.javalin.http.Context;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.Optional;
import market.feeds.application.model.Position;
import market.feeds.application.port.in.admin.AdminResult;
import market.feeds.application.port.in.admin.ListWarehousesUseCase;
import market.feeds.application.port.in.admin.PageReviewUseCase;
import market.feeds.application.port.in.admin.ReviewPositionsUseCase;
import market.feeds.domain.catalog.CatalogEntry;
import market.feeds.domain.position.PositionState;
import market.feeds.domain.warehouse.Warehouse;

/** The review screen: positions beside their catalogue suggestion, linked, sent to the catalogue team, paged. */
final class ReviewScreen {

    static final int PAGE = 50;

    private final PageReviewUseCase pages;
    private final ReviewPositionsUseCase review;
    private final ListWarehousesUseCase warehouses;

    ReviewScreen(PageReviewUseCase pages, ReviewPositionsUseCase review, ListWarehousesUseCase warehouses) {
        this.pages = pages;
        this.review = review;
        this.warehouses = warehouses;
    }

    void show(Context ctx) {
        String slug = ctx.pathParam("slug");
        ReviewPlace place = ReviewPlace.ofQuery(ctx);
        if (place.sku().isPresent()) {
            showSku(ctx, slug, place.state(), place.sku().get());
            return;
        }
        PositionState state = place.state();
        AdminResult<PageReviewUseCase.ReviewPage> result = pages.page(slug, state, place.offset(), PAGE);
        if (!(result instanceof AdminResult.Ok<PageReviewUseCase.ReviewPage> ok)) {
            Refusals.send(ctx, result, Optional.empty(), "/console/vendors");
            return;
        }
        PageReviewUseCase.ReviewPage page = ok.value();
        String base = "/console/vendors/" + Html.url(slug) + "/review";
        // A link to a confirmation, not a button: one click would link and publish the whole backlog (every page).
        String linkAll = state == PositionState.AWAITING_REVIEW && page.total() > 0 ? "<p><a class=\"button\" href=\""
                + base + "/link-recognised\">Link all recognised…</a></p>" : "";
        int last = Math.min(page.offset() + page.rows().size(), page.total());
        // The page actually shown (the use case may have corrected the offset) is where each row's action returns.
        screen(ctx, slug, new ReviewPlace(state, page.offset(), Optional.empty()), page.rows(), "<p>"
                + (page.total() == 0 ? "Nothing here."
                : page.rows().isEmpty() ? "No positions this far; " + page.total() + " in all."
                : "Positions " + (page.offset() + 1) + "–" + last + " of " + page.total() + ".") + "</p>" + linkAll,
                Forms.pager(base + "?state=" + state.wire(), page.offset(), PAGE, page.total()));
    }

    /**
     * The positions of the tab whose sku is the one typed, exactly (the operator API's sku filter; decision 1003,
     * session 30): at most one position per sku is under review, so one short page answers, without a pager.
     */
    private void showSku(Context ctx, String slug, PositionState state, String sku) {
        AdminResult<PageReviewUseCase.SkuMatches> result = pages.withSku(slug, state, sku, PAGE);
        if (!(result instanceof AdminResult.Ok<PageReviewUseCase.SkuMatches> ok)) {
            Refusals.send(ctx, result, Optional.empty(), "/console/vendors");
            return;
        }
        List<PageReviewUseCase.ReviewRow> rows = ok.value().rows();
        String tab = state == PositionState.AWAITING_REVIEW ? "awaiting review" : "pending catalogue";
        String all = "<a href=\"/console/vendors/" + Html.url(slug) + "/review?state=" + state.wire() + "\">all "
                + tab + "</a>";
        screen(ctx, slug, new ReviewPlace(state, 0, Optional.of(sku)), rows, "<p id=\"sku-found\">" + (rows.isEmpty()
                ? "No position " + tab + " has the sku “" + Html.esc(sku) + "”. Show " + all + "."
                : positions(rows.size()) + " " + tab + " with the sku “" + Html.esc(sku) + "”"
                + (ok.value().more() ? " (the first " + rows.size() + ")" : "") + ". Show " + all + ".") + "</p>", "");
    }

    /** The screen around its rows: tabs, the sku search, what the rows are, the table, and the pager. */
    private void screen(Context ctx, String slug, ReviewPlace here, List<PageReviewUseCase.ReviewRow> shown,
                        String summary, String pager) {
        String csrf = SessionGate.csrf(ctx);
        String base = "/console/vendors/" + Html.url(slug) + "/review";
        boolean awaiting = here.state() == PositionState.AWAITING_REVIEW;
        String tabs = "<nav aria-label=\"Review state\" class=\"tabs\"><a href=\"" + base + "\""
                + (awaiting ? " aria-current=\"page\"" : "") + ">Awaiting review</a><a href=\"" + base
                + "?state=pending_catalog\"" + (awaiting ? "" : " aria-current=\"page\"")
                + ">Pending catalogue</a></nav>";
        String search = "<form method=\"get\" action=\"" + base + "\" role=\"search\" class=\"inline\">"
                + Forms.hidden("state", here.state().wire()) + Forms.text("sku", "Find a sku (exact)", "sku",
                here.sku().orElse(""), "type=\"search\" required") + "<button type=\"submit\">Find</button></form>";
        Map<String, String> labels = warehouses.list(slug) instanceof AdminResult.Ok<List<Warehouse>> listed
                ? listed.value().stream().collect(Collectors.toMap(Warehouse::id, Warehouse::label)) : Map.of();
        String rows = Html.each(shown, row -> row(base, csrf, row, labels, here));
        ctx.html(Layout.page("Review " + slug, Optional.of(slug), csrf, "<h1>Review screen: " + Html.esc(slug) + "</h1>"
                + Refusals.notice(ctx) + tabs + search + summary
                + (shown.isEmpty() ? "" : Html.table(awaiting ? "Positions awaiting review"
                : "Positions pending catalogue", "<th scope=\"col\">Position (sku)</th>"
                        + "<th scope=\"col\">Vendor's data</th><th scope=\"col\">Catalogue suggestion</th>"
                        + "<th scope=\"col\">Actions</th>", rows))
                + pager));
    }

    private static String row(String base, String csrf, PageReviewUseCase.ReviewRow row, Map<String, String> labels,
                              ReviewPlace here) {
        Position p = row.position();
        String at = base + "/" + Html.url(p.id());
        // Each row repeats the same controls; their names say which position, for a screen reader tabbing through.
        String who = Html.esc(p.sku().orElse(p.name()));
        String suggestion = row.suggestion().map(ReviewScreen::describe).orElse("<span class=\"muted\">none</span>");
        String link = row.suggestion().isPresent() && p.state() == PositionState.AWAITING_REVIEW
                ? Forms.post(at + "/link", csrf, here.fields() + "<button type=\"submit\" aria-label=\"Link " + who
                + " to the suggestion\">Link to suggestion</button>") : "";
        String unrecognised = p.state() == PositionState.AWAITING_REVIEW ? Forms.post(at + "/unrecognised", csrf,
                here.fields() + "<button type=\"submit\" class=\"secondary\" aria-label=\"Mark " + who
                        + " unrecognised\">Unrecognised</button>") : "";
        return "<tr><td class=\"wrap\">" + Html.esc(p.sku().orElse("—")) + "</td><td class=\"wrap\">"
                + Html.bidi(p.name()) + "<br><small>" + Html.bidi(p.brand()) + " · " + Html.esc(p.category().slug())
                + " · " + Html.esc(p.unit().wire()) + "</small>" + terms(p, labels)
                + "</td><td class=\"wrap\">" + suggestion + "</td><td class=\"actions\">" + link
                + "<a href=\"" + at + "/pick" + here.query() + "\" aria-label=\"Pick product for " + who
                + "\">Pick product…</a>" + unrecognised + "</td></tr>";
    }

    /**
     * What linking publishes: the offer takes the position's price, stock, moq and warehouse, so the operator sees
     * them, and a warning such as {@code warehouse_ambiguous} (the offer would have no warehouse), before linking.
     */
    private static String terms(Position p, Map<String, String> labels) {
        String warehouse = p.warehouseId().map(id -> Html.esc(labels.getOrDefault(id, id))).orElse("none");
        return "<br><small>Price " + number(p.price()) + " · stock " + number(p.stock()) + " · moq " + number(p.moq())
                + " · Warehouse: " + warehouse + "</small>" + Html.each(p.warnings(), w -> "<p class=\"warning\">"
                + "Warning " + Html.esc(w.code()) + ": " + Html.esc(w.detail()) + "</p>");
    }

    private static String number(java.math.BigDecimal value) {
        return value == null ? "—" : Html.esc(value.stripTrailingZeros().toPlainString());
    }

    /** A catalogue product as the review screen and the pick page show it. */
    static String describe(CatalogEntry e) {
        return Html.bidi(e.name()) + "<br><small>" + Html.bidi(e.brand()) + " · " + Html.esc(e.category().slug())
                + " · " + Html.esc(e.unit().map(u -> u.wire()).orElse("—")) + "</small>";
    }

    void link(Context ctx) {
        String slug = ctx.pathParam("slug");
        after(ctx, slug, review.link(slug, ctx.pathParam("id"), Forms.value(ctx, "catalog_product_id"),
                Optional.empty()), "linked");
    }

    void markUnrecognised(Context ctx) {
        String slug = ctx.pathParam("slug");
        after(ctx, slug, review.markUnrecognised(slug, ctx.pathParam("id")), "unrecognised");
    }

    static String positions(int n) {
        return n + (n == 1 ? " position" : " positions");
    }

    /** Back to the tab and page the form was sent from (page 2 stays page 2), with the notice. */
    private static void after(Context ctx, String slug, AdminResult<?> result, String notice) {
        String page = ReviewPlace.ofForm(ctx).page(slug);
        if (result instanceof AdminResult.Ok<?>) {
            Refusals.done(ctx, page, notice);
        } else {
            Refusals.send(ctx, result, Optional.of(slug), Html.esc(page));
        }
    }
}
