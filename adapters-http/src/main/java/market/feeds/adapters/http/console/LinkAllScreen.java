package market.feeds.adapters.http.console;

import io.javalin.http.Context;
import java.util.Optional;
import market.feeds.application.port.in.admin.AdminResult;
import market.feeds.application.port.in.admin.PageReviewUseCase;
import market.feeds.application.port.in.admin.ReviewPositionsUseCase;

/** "Link all recognised…" on the review screen: a confirmation that counts what it would link, then the link. */
final class LinkAllScreen {

    private final PageReviewUseCase pages;
    private final ReviewPositionsUseCase review;

    LinkAllScreen(PageReviewUseCase pages, ReviewPositionsUseCase review) {
        this.pages = pages;
        this.review = review;
    }

    /** Says how many positions the action would link now, across all pages, before anything is linked. */
    void confirm(Context ctx) {
        String slug = ctx.pathParam("slug");
        String base = "/console/vendors/" + Html.url(slug) + "/review";
        AdminResult<Integer> counted = pages.recognised(slug);
        if (!(counted instanceof AdminResult.Ok<Integer> ok)) {
            Refusals.send(ctx, counted, Optional.empty(), "/console/vendors");
            return;
        }
        int n = ok.value();
        String positions = ReviewScreen.positions(n);
        String csrf = SessionGate.csrf(ctx);
        String main = n == 0 ? "<h1>Nothing to link</h1><p>No position of " + Html.esc(slug) + " awaiting review has a"
                + " catalogue suggestion.</p><p><a href=\"" + base + "\">Back to the review screen</a></p>"
                : "<h1>Link " + positions + " of " + Html.esc(slug) + " to their suggestions?</h1><p>Every position"
                + " awaiting review that has a catalogue suggestion, on every page of the review screen, is linked to"
                + " it, and each gets its offer, published at once. This cannot be undone here.</p>"
                + Forms.post(base + "/link-recognised", csrf, Forms.hidden("expected", String.valueOf(n))
                + "<button type=\"submit\">Link " + positions + "</button> <a href=\"" + base + "\">Cancel</a>");
        ctx.html(Layout.page("Link all recognised", Optional.of(slug), csrf, main));
    }

    void link(Context ctx) {
        String slug = ctx.pathParam("slug");
        String page = "/console/vendors/" + Html.url(slug) + "/review";
        AdminResult<Integer> result = review.linkRecognised(slug, Optional.empty());
        if (!(result instanceof AdminResult.Ok<Integer> ok)) {
            Refusals.send(ctx, result, Optional.of(slug), page);
            return;
        }
        // Positions may arrive or be reviewed between the confirmation and the post: the notice then says both counts.
        Optional<String> expected = Forms.value(ctx, "expected").filter(v -> v.matches("[0-9]{1,9}"))
                .filter(v -> Integer.parseInt(v) != ok.value());
        Refusals.done(ctx, page + "?done=linked-all&linked=" + ok.value()
                + expected.map(v -> "&expected=" + v).orElse(""), null);
    }
}
