package market.feeds.adapters.http.console;

import io.javalin.http.Context;
import java.util.Optional;
import java.util.function.Function;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.model.JournalPlace;
import market.feeds.application.model.RequestStatus;
import market.feeds.application.model.Source;
import market.feeds.application.port.in.admin.AdminResult;
import market.feeds.application.port.in.admin.PageRunRejectionsUseCase;
import market.feeds.application.port.in.admin.PageRunRejectionsUseCase.RunRejections;
import market.feeds.application.port.in.admin.ReadJournalUseCase;
import market.feeds.application.port.in.admin.ReadJournalUseCase.JournalPage;
import market.feeds.domain.Rejection;
import market.feeds.domain.RejectionWindow;

/** The journal, newest first, filtered by source and outcome, paged; one request or run with its rejections paged. */
final class JournalScreens {

    static final String HEADERS = Html.th("Started", "Request", "Source", "Outcome", "Applied / accepted", "Rejected");
    private static final int REJECTIONS_PAGE = 100;
    /** Requests a journal page shows; the operator leafs older and newer from there. */
    static final int PAGE = 100;

    private final ReadJournalUseCase journal;
    private final PageRunRejectionsUseCase rejections;
    private final Function<String, Optional<String>> codeMeaning;

    /** @param codeMeaning the published contract's meaning of a code (row, request or pull-run) */
    JournalScreens(ReadJournalUseCase journal, PageRunRejectionsUseCase rejections,
                   Function<String, Optional<String>> codeMeaning) {
        this.journal = journal;
        this.rejections = rejections;
        this.codeMeaning = codeMeaning;
    }

    /**
     * One page of the journal, newest first. Its older and newer links carry the request next to which the next page
     * starts and the page's filters, so leafing keeps both; nothing is read beyond one page and one entry.
     */
    void list(Context ctx) {
        String slug = ctx.pathParam("slug");
        Optional<Source> source = Optional.ofNullable(ctx.queryParam("source"))
                .flatMap(wire -> java.util.Arrays.stream(Source.values()).filter(s -> s.wire().equals(wire)).findFirst());
        Optional<RequestStatus> outcome = Optional.ofNullable(ctx.queryParam("outcome")).flatMap(wire ->
                java.util.Arrays.stream(RequestStatus.values()).filter(s -> s.wire().equals(wire)).findFirst());
        JournalPlace place = place(ctx);
        AdminResult<JournalPage> result = journal.page(slug, source, outcome, place, PAGE);
        if (!(result instanceof AdminResult.Ok<JournalPage> ok)) {
            Refusals.send(ctx, result, Optional.empty(), "/console/vendors");
            return;
        }
        String base = "/console/vendors/" + Html.url(slug);
        String filtered = base + "/journal?source=" + source.map(Source::wire).orElse("") + "&amp;outcome="
                + outcome.map(RequestStatus::wire).orElse("");
        String filter = "<form method=\"get\" action=\"" + base + "/journal\" class=\"inline\">"
                + select("source", "Source", source.map(Source::wire).orElse(""), "api", "feed")
                + select("outcome", "Outcome", outcome.map(RequestStatus::wire).orElse(""), "succeeded", "failed")
                + "<button type=\"submit\">Filter</button></form>";
        JournalPage page = ok.value();
        String rows = Html.each(page.entries(), entry -> row(base, entry));
        ctx.html(Layout.page("Journal " + slug, Optional.of(slug), SessionGate.csrf(ctx), "<h1>Journal: "
                + Html.esc(slug) + "</h1>" + filter + "<p>Requests and feed runs, newest first, " + PAGE
                + " a page.</p>" + (page.entries().isEmpty() && !place.equals(JournalPlace.NEWEST)
                ? "<p>No requests next to that one (it may have been purged). <a href=\"" + filtered
                + "\">Newest requests</a></p>" : Html.table("Requests and feed runs", HEADERS, rows))
                + pager(filtered, page)));
    }

    /** Where the page starts: just older or just newer than a request shown before ({@code older=}, {@code newer=}). */
    private static JournalPlace place(Context ctx) {
        String older = Forms.query(ctx, "older");
        String newer = Forms.query(ctx, "newer");
        return !older.isBlank() ? JournalPlace.olderThan(older)
                : !newer.isBlank() ? JournalPlace.newerThan(newer) : JournalPlace.NEWEST;
    }

    private static String pager(String filtered, JournalPage page) {
        return "<nav class=\"pager\" aria-label=\"Pages\">" + page.newer().flatMap(JournalPlace::requestId)
                .map(id -> "<a rel=\"prev\" href=\"" + filtered + "&amp;newer=" + Html.url(id) + "\">← Newer</a>")
                .orElse("") + page.older().flatMap(JournalPlace::requestId).map(id -> "<a rel=\"next\" href=\""
                + filtered + "&amp;older=" + Html.url(id) + "\">Older →</a>").orElse("") + "</nav>";
    }

    private static String select(String name, String label, String chosen, String... values) {
        StringBuilder out = new StringBuilder("<label for=\"f-" + name + "\">" + label + "</label><select id=\"f-"
                + name + "\" name=\"" + name + "\"><option value=\"\">any</option>");
        for (String value : values) {
            out.append("<option").append(value.equals(chosen) ? " selected" : "").append(">").append(value)
                    .append("</option>");
        }
        return out.append("</select>").toString();
    }

    static String row(String base, JournalEntry entry) {
        String outcome = entry.status().wire() + entry.code().map(code -> " (" + code + ")").orElse("")
                + (entry.dryRun() ? ", dry run" : "");
        return Html.td(Html.raw(Html.when(entry.createdAt())), Html.raw("<a href=\"" + base + "/journal/"
                        + Html.url(entry.requestId()) + "\">" + Html.esc(entry.requestId()) + "</a>"),
                entry.source() == Source.FEED ? "feed" : entry.endpoint(), outcome,
                entry.applied().isPresent() ? entry.applied().getAsInt() : entry.accepted().orElse(0),
                entry.rejectedTotal());
    }

    void entry(Context ctx) {
        String slug = ctx.pathParam("slug");
        String requestId = ctx.pathParam("id");
        AdminResult<RunRejections> result = rejections.page(slug, requestId, Forms.offset(ctx), REJECTIONS_PAGE);
        String base = "/console/vendors/" + Html.url(slug);
        if (!(result instanceof AdminResult.Ok<RunRejections> ok)) {
            Refusals.send(ctx, result, Optional.of(slug), base + "/journal");
            return;
        }
        JournalEntry e = ok.value().entry();
        String summary = "<dl><dt>Source</dt><dd>" + (e.source() == Source.FEED ? "feed run" : Html.esc(e.endpoint()))
                + "</dd><dt>Outcome</dt><dd id=\"outcome\">" + e.status().wire() + "</dd>"
                + (e.dryRun() ? "<dt>Dry run</dt><dd id=\"dry-run\">yes: judged and reported, nothing written</dd>"
                : "")
                + e.code().map(code -> "<dt>Code</dt><dd>" + Html.esc(code) + " — "
                + Html.prose(codeMeaning.apply(code).orElse("")) + "</dd>").orElse("")
                + (e.httpStatus().isPresent() ? "<dt>Feed server status</dt><dd>" + e.httpStatus().getAsInt() + "</dd>" : "")
                + "<dt>Started / finished</dt><dd>" + Html.when(e.createdAt()) + " / " + Html.when(e.finishedAt()) + "</dd>"
                + count("Accepted", e.accepted()) + count("Applied", e.applied()) + count("Unchanged", e.unchanged())
                + count("Not published", e.notPublished()) + "<dt>Rejected</dt><dd id=\"rejected-total\">"
                + e.rejectedTotal() + "</dd></dl>";
        String rows = Html.each(ok.value().rejected(), this::rejectionRow);
        // Accepted rows with a remark (warehouse_ambiguous: no warehouse was chosen), as the vendor's answer listed
        // them.
        String warnings = e.warnings().isEmpty() ? "" : Html.table("Warnings (accepted rows with a remark)",
                Html.th("Item no. (first = 1)", "index (from 0)", "Sku", "Code", "Detail"), Html.each(e.warnings(),
                        w -> Html.td(w.index() + 1, w.index(), Html.wrap(w.sku().orElse("—")), w.code(),
                                Html.wrap(w.detail()))));
        int offset = ok.value().offset();
        int stored = Math.min(e.rejectedTotal(), RejectionWindow.STORED);
        ctx.html(Layout.page("Request " + requestId, Optional.of(slug), SessionGate.csrf(ctx), "<h1>Request "
                + Html.esc(requestId) + "</h1>" + summary + warnings + (e.rejectedTotal() == 0 ? "" : Html.table(
                ok.value().rejected().isEmpty() ? "No rejected rows this far; " + stored + " stored"
                        : "Rejections " + (offset + 1) + "–" + (offset + ok.value().rejected().size()) + " of "
                        + stored + " stored", Html.th("Item no. (first = 1)", "index (from 0)",
                        "Sku", "Code", "Field / detail", "Meaning"), rows)
                + Forms.pager(base + "/journal/" + Html.url(requestId), offset, REJECTIONS_PAGE, stored))));
    }

    /**
     * The vendor counts the items of a file from 1, the contract's {@code index} (what the vendor's rejections API
     * shows) from 0; both are shown, each labelled, so neither reading sends the vendor to the neighbouring item.
     */
    private String rejectionRow(Rejection r) {
        return Html.td(r.index() + 1, r.index(), Html.wrap(r.sku().orElse("—")), r.reason().wire(),
                Html.wrap(r.field().or(r::detail).orElse("")),
                Html.wrap(Html.raw(Html.prose(codeMeaning.apply(r.reason().wire()).orElse("")))));
    }

    private static String count(String label, java.util.OptionalInt value) {
        return value.isPresent() ? "<dt>" + label + "</dt><dd>" + value.getAsInt() + "</dd>" : "";
    }
}
