package market.feeds.adapters.http.console;

import io.javalin.http.Context;
import java.util.Optional;
import market.feeds.application.port.in.admin.AdminResult;
import market.feeds.application.port.in.admin.ManageFeedUseCase;
import market.feeds.application.port.in.admin.ManageFeedUseCase.FeedSettingsView;

/**
 * Removing a vendor's feed (the operator API's {@code DELETE .../feed}): no more nightly pulls, the vendor's API
 * untouched. Asked on a page of its own first, as revoking a key is, since the URL and stored token are then gone.
 */
final class FeedRemoval {

    private final ManageFeedUseCase feed;

    FeedRemoval(ManageFeedUseCase feed) {
        this.feed = feed;
    }

    void confirm(Context ctx) {
        String slug = ctx.pathParam("slug");
        String base = "/console/vendors/" + Html.url(slug) + "/feed";
        AdminResult<FeedSettingsView> current = feed.get(slug);
        if (!(current instanceof AdminResult.Ok<FeedSettingsView> ok)) {
            Refusals.send(ctx, current, Optional.of(slug), base);
            return;
        }
        String csrf = SessionGate.csrf(ctx);
        ctx.html(Layout.page("Remove feed", Optional.of(slug), csrf, "<h1>Remove the feed of " + Html.esc(slug)
                + "?</h1><p>There will be no more nightly pulls from <code>" + Html.esc(ok.value().url())
                + "</code>; its URL, schedule and stored token are deleted (the token cannot be shown again). The"
                + " vendor's API keys and its offers stay as they are; past runs stay in the journal.</p>"
                + Forms.post(base + "/remove", csrf, "<button type=\"submit\" class=\"danger\">Remove feed</button> "
                + "<a href=\"" + base + "\">Cancel</a>")));
    }

    void remove(Context ctx) {
        String slug = ctx.pathParam("slug");
        String base = "/console/vendors/" + Html.url(slug) + "/feed";
        AdminResult<Void> removed = feed.delete(slug);
        if (removed instanceof AdminResult.Ok<Void>) {
            Refusals.done(ctx, base, "feed-removed");
        } else {
            Refusals.send(ctx, removed, Optional.of(slug), base);
        }
    }
}
