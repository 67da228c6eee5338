package market.feeds.adapters.http.console;

import io.javalin.http.Context;
import java.time.Clock;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
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

/** The vendor's feed: settings (token write-only), fetch now, run history as a table and a chart, notifications. */
final class FeedScreen {

    private static final int TABLE_ROWS = 30;
    private static final DateTimeFormatter LOCAL = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm");

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
        show(ctx, Optional.empty());
    }

    /** The feed page; {@code typed} is the form as the operator sent it when the save was refused. */
    private void show(Context ctx, Optional<FeedForm> typed) {
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
                + Refusals.notice(ctx)
                + settingsSection(base, csrf, settings, typed.orElseGet(() -> FeedForm.of(settings)))
                + "<section aria-labelledby=\"history\"><h2 id=\"history\">Runs</h2>"
                + RunChart.svg(history.value(), LocalDate.now(clock.withZone(ZoneOffset.UTC)), codeMeaning)
                + Html.table("Latest feed runs", JournalScreens.HEADERS, rows) + "</section>"
                + "<section aria-labelledby=\"notes\"><h2 id=\"notes\">Notifications</h2>"
                + (notes.isEmpty() ? "<p>None.</p>" : Html.table("Notifications", Html.th("When", "Code", "Message"),
                Html.each(notes, note -> Html.td(Html.raw(Html.when(note.createdAt())), note.code(),
                        Html.wrap(note.message())))))
                + "</section>"));
    }

    private static String settingsSection(String base, String csrf, Optional<FeedSettingsView> settings,
                                          FeedForm form) {
        String current = settings.map(s -> "<dl><dt>URL</dt><dd>" + Html.esc(s.url()) + "</dd><dt>Daily at</dt><dd>"
                + s.hour() + ":00 " + Html.esc(s.timeZone()) + "</dd><dt>Token</dt><dd>"
                + (s.hasToken() ? "set" : "none") + "</dd><dt>Pinned address</dt><dd>"
                + Html.esc(s.pinnedAddress().orElse("—")) + "</dd><dt>Next run</dt><dd>" + nextRun(s) + "</dd></dl>"
                + Forms.postOnce(base + "/feed/run", csrf,
                "<button type=\"submit\" data-busy=\"Fetching…\">Fetch now</button>")
                + "<p><a class=\"danger\" href=\"" + base + "/feed/remove\">Remove feed…</a></p>")
                .orElse("<p>No feed configured.</p>");
        return "<section aria-labelledby=\"settings\"><h2 id=\"settings\">Settings</h2>" + current
                + form.render(base, csrf, settings.filter(FeedSettingsView::hasToken).isPresent()) + "</section>";
    }

    /**
     * The next run in UTC, as every time on the console, and beside it in the zone the schedule is set in: the hour
     * the operator chose ("Daily at 3:00 Pacific/Chatham") is recognisable only there.
     */
    private static String nextRun(FeedSettingsView s) {
        ZoneId zone;
        try {
            zone = ZoneId.of(s.timeZone());
        } catch (DateTimeException unknown) {
            return Html.when(s.nextRunAt()); // a zone this JDK no longer knows: the UTC time still holds
        }
        return Html.when(s.nextRunAt()) + " <span id=\"next-run-local\">(" + LOCAL.format(s.nextRunAt().atZone(zone))
                + " " + Html.esc(s.timeZone()) + ")</span>";
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
        String url = Forms.value(ctx, "url").orElse("");
        String zone = Forms.value(ctx, "time_zone").orElse("");
        FeedForm typed = new FeedForm(url, hour, zone, token.isPresent(), Optional.empty());
        if (remove && token.isPresent()) {
            refuse(ctx, typed.refused("feed-token", "Either type a new token or tick \"Remove the stored token\","
                    + " not both."));
            return;
        }
        // The form never shows the token, so a blank field cannot mean "none": it keeps it, as the API's absent token.
        TokenChange change = remove ? TokenChange.REMOVE : token.map(TokenChange::replace).orElse(TokenChange.KEEP);
        FeedSave saved = feed.save(slug, url, hour, zone, change);
        if (saved instanceof FeedSave.Saved) {
            Refusals.done(ctx, base, "feed");
        } else if (saved instanceof FeedSave.Refused refused) {
            refuse(ctx, typed.refused(FeedForm.field(refused.pointer()), field(refused.pointer()) + ": "
                    + refused.detail().strip().replaceFirst("\\.$", "") + " (code " + refused.code() + ")"));
        } else {
            Refusals.send(ctx, 404, "There is no vendor " + slug + ".", Optional.empty(), "/console/vendors");
        }
    }

    /** A refusal is the feed page again with the form as typed (never the token) and the reason by its field. */
    private void refuse(Context ctx, FeedForm typed) {
        ctx.status(400);
        show(ctx, Optional.of(typed));
    }

    /** The form's label for a refused member, instead of the API's JSON pointer. */
    private static String field(String pointer) {
        return switch (pointer) {
            case "/url" -> "Feed URL";
            case "/hour" -> "Hour";
            case "/time_zone" -> "Time zone";
            case "/token" -> "Token";
            default -> "Feed settings";
        };
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
