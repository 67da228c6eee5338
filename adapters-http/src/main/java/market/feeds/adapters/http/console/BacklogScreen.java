package market.feeds.adapters.http.console;

import io.javalin.http.Context;
import java.util.Optional;
import market.feeds.application.port.in.admin.ReviewBacklogUseCase;

/** The review screen across vendors: who has positions waiting, the largest backlog first. */
final class BacklogScreen {

    private final ReviewBacklogUseCase backlog;

    BacklogScreen(ReviewBacklogUseCase backlog) {
        this.backlog = backlog;
    }

    void show(Context ctx) {
        var rows = backlog.backlogs();
        String table = rows.isEmpty() ? "<p>No position waits for review.</p>" : Html.table(
                "Vendors with positions waiting, largest backlog first",
                Html.th("Vendor", "Awaiting review", "Pending catalogue"),
                Html.each(rows, b -> {
                    String base = "/console/vendors/" + Html.url(b.vendor().slug()) + "/review";
                    return Html.td(Html.wrap(Html.raw("<a href=\"" + base + "\">" + Html.esc(b.vendor().slug())
                                    + "</a> <small>" + Html.esc(b.vendor().name()) + "</small>")),
                            Html.raw("<a href=\"" + base + "\">" + b.awaitingReview() + "</a>"),
                            Html.raw("<a href=\"" + base + "?state=pending_catalog\">" + b.pendingCatalog() + "</a>"));
                }));
        ctx.html(Layout.page("Review backlog", Optional.empty(), SessionGate.csrf(ctx),
                "<h1>Review backlog</h1>" + table));
    }
}
