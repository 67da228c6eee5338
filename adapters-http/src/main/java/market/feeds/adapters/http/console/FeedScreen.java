package market.feeds.adapters.http.console;

import io.javalin.http.Context;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.model.Notification;
import market.feeds.application.model.Source;
import market.feeds.application.port.in.RunFeedPullUseCase;
import market.feeds.application.port.in.admin.AdminResult;
import market.feeds.application.port.in.admin.ManageFeedUseCase;
import market.feeds.application.port.in.admin.ManageFeedUseCase.FeedSave;
import market.feeds.application.port.in.admin.ManageFeedUseCase.FeedSettingsView;
import market.feeds.application.port.in.admin.ManageFeedUseCase.TokenChange;
import market.feeds.application.port.in.admin.ReadJournalUseCase;
import market.feeds.domain.feed.TimeZones;

/** The vendor's feed: settings (token write-only), fetch now, run history as a table and a chart, notifications. */
final class FeedScreen {

    private static final int TABLE_ROWS = 30;

    private final ManageFeedUseCase feed;
    private final RunFeedPullUseCase pull;
    private final ReadJournalUseCase journal;
    private final Function<String, Optional<String>> codeMeaning;
    private final Clock clock;

    /** @param codeMeaning the published contract's meaning of a pull-run code (the journal pages use the same) */
    FeedScreen(ManageFeedUseCase feed, RunFeedPullUseCase pull, ReadJournalUseCase journal,
               Function<String, Optional<String>> codeMeaning, Clock clock) {
        this.feed = feed;
        this.pull = pull;
        this.journal = journal;
        this.codeMeaning = codeMeaning;
        this.clock = clock;
    }

    void show(Context ctx) {
        String slug = ctx.pathParam("slug");
        AdminResult<List<JournalEntry>> runs = journal.journal(slug, Optional.of(Source.FEED),
                Optional.of(ReadJournalUseCase.MAX_LIMIT));
        if (!(runs instanceof AdminResult.Ok<List<JournalEntry>> history)) {
            Refusals.send(ctx, runs, Optional.empty(), "/console/vendors");
            return;
        }
        Optional<FeedSettingsView> settings = feed.get(slug) instanceof AdminResult.Ok<FeedSettingsView> ok
                ? Optional.of(ok.value()) : Optional.empty();
        List<Notification> notes = journal.notifications(slug) instanceof AdminResult.Ok<List<Notification>> n
                ? n.value() : List.of();
        String csrf = SessionGate.csrf(ctx);
        String base = "/console/vendors/" + Html.url(slug);
        String rows = Html.each(history.value().stream().limit(TABLE_ROWS).toList(), run -> JournalScreens.row(base, run));
        ctx.html(Layout.page("Feed " + slug, Optional.of(slug), csrf, "<h1>Feed: " + Html.esc(slug) + "</h1>"
                + Refusals.notice(ctx) + settingsSection(base, csrf, settings)
                + "<section aria-labelledby=\"history\"><h2 id=\"history\">Runs</h2>"
                + RunChart.svg(history.value(), LocalDate.now(clock.withZone(ZoneOffset.UTC)), codeMeaning)
                + Html.table("Latest feed runs", JournalScreens.HEADERS, rows) + "</section>"
                + "<section aria-labelledby=\"notes\"><h2 id=\"notes\">Notifications</h2>"
                + (notes.isEmpty() ? "<p>None.</p>" : Html.table("Notifications", Html.th("When", "Code", "Message"),
                Html.each(notes, note -> Html.td(Html.raw(Html.when(note.createdAt())), note.code(), note.message()))))
                + "</section>"));
    }

    private static String settingsSection(String base, String csrf, Optional<FeedSettingsView> settings) {
        String current = settings.map(s -> "<dl><dt>URL</dt><dd>" + Html.esc(s.url()) + "</dd><dt>Daily at</dt><dd>"
                + s.hour() + ":00 " + Html.esc(s.timeZone()) + "</dd><dt>Token</dt><dd>" + (s.hasToken() ? "set" : "none")
                + "</dd><dt>Pinned address</dt><dd>" + Html.esc(s.pinnedAddress().orElse("—")) + "</dd><dt>Next run</dt><dd>"
                + Html.when(s.nextRunAt()) + "</dd></dl>" + Forms.post(base + "/feed/run", csrf,
                "<button type=\"submit\">Fetch now</button>") + "<p><a class=\"danger\" href=\"" + base
                + "/feed/remove\">Remove feed…</a></p>").orElse("<p>No feed configured.</p>");
        int hour = settings.map(FeedSettingsView::hour).orElse(3);
        String zone = settings.map(FeedSettingsView::timeZone).orElse("UTC");
        String hours = IntStream.range(0, 24).mapToObj(h -> "<option value=\"" + h + "\"" + (h == hour ? " selected" : "")
                + ">" + h + ":00</option>").collect(Collectors.joining());
        String zones = TimeZones.ids().stream()
                .map(z -> "<option" + (z.equals(zone) ? " selected" : "") + ">" + Html.esc(z) + "</option>")
                .collect(Collectors.joining());
        return "<section aria-labelledby=\"settings\"><h2 id=\"settings\">Settings</h2>" + current
                + Forms.post(base + "/feed", csrf, Forms.text("feed-url", "Feed URL (https)", "url",
                settings.map(FeedSettingsView::url).orElse(""), "type=\"url\" required")
                + "<label for=\"feed-hour\">Hour</label><select id=\"feed-hour\" name=\"hour\">" + hours + "</select>"
                + "<label for=\"feed-zone\">Time zone</label><select id=\"feed-zone\" name=\"time_zone\">" + zones
                + "</select><label for=\"feed-token\">Token (write-only; blank keeps the stored one while the host "
                + "stays the same)</label>"
                + "<input id=\"feed-token\" name=\"token\" type=\"password\" autocomplete=\"off\">"
                + (settings.filter(FeedSettingsView::hasToken).isPresent()
                ? Forms.checkbox("feed-remove-token", "Remove the stored token", "remove_token", false) : "")
                + "<button type=\"submit\">Save feed</button>") + "</section>";
    }

    void save(Context ctx) {
        String slug = ctx.pathParam("slug");
        String base = "/console/vendors/" + Html.url(slug) + "/feed";
        int hour;
        try {
            hour = Integer.parseInt(Forms.value(ctx, "hour").orElse(""));
        } catch (NumberFormatException e) {
            hour = -1;
        }
        Optional<String> token = Forms.value(ctx, "token");
        boolean remove = Forms.checked(ctx, "remove_token");
        if (remove && token.isPresent()) {
            Refusals.send(ctx, 400, "Either type a new token or tick \"Remove the stored token\", not both.",
                    Optional.of(slug), base);
            return;
        }
        // The form never shows the token, so a blank field cannot mean "none": it keeps it, as the API's absent token.
        TokenChange change = remove ? TokenChange.REMOVE : token.map(TokenChange::replace).orElse(TokenChange.KEEP);
        FeedSave saved = feed.save(slug, Forms.value(ctx, "url").orElse(""), hour,
                Forms.value(ctx, "time_zone").orElse(""), change);
        if (saved instanceof FeedSave.Saved) {
            Refusals.done(ctx, base, "feed");
        } else if (saved instanceof FeedSave.Refused refused) {
            Refusals.send(ctx, 400, refused.code() + ": " + refused.detail(), Optional.of(slug), base);
        } else {
            Refusals.send(ctx, 404, "no vendor " + slug, Optional.empty(), "/console/vendors");
        }
    }

    void runNow(Context ctx) {
        String slug = ctx.pathParam("slug");
        AdminResult<RunFeedPullUseCase.FeedRun> run = pull.runNow(slug);
        if (run instanceof AdminResult.Ok<RunFeedPullUseCase.FeedRun> ok) {
            ctx.redirect("/console/vendors/" + Html.url(slug) + "/journal/" + Html.url(ok.value().requestId()),
                    io.javalin.http.HttpStatus.SEE_OTHER);
        } else {
            Refusals.send(ctx, run, Optional.of(slug), "/console/vendors/" + Html.url(slug) + "/feed");
        }
    }
}
