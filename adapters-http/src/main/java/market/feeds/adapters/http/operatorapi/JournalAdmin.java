package market.feeds.adapters.http.operatorapi;

import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import java.util.Arrays;
import java.util.Optional;
import java.util.function.Function;
import market.feeds.adapters.http.json.InvalidRequest;
import market.feeds.adapters.http.routing.RequestIdText;
import market.feeds.application.model.JournalPlace;
import market.feeds.application.model.RequestStatus;
import market.feeds.application.model.Source;
import market.feeds.application.port.in.admin.AdminResult;
import market.feeds.application.port.in.admin.ReadJournalUseCase;
import market.feeds.application.port.in.admin.ReadJournalUseCase.JournalPage;
import market.feeds.application.port.in.admin.ReadJournalUseCase.JournalQuery;

/** The vendor's request journal (newest first, a page at a time) and its notifications. */
final class JournalAdmin {

    private final ReadJournalUseCase journal;

    JournalAdmin(ReadJournalUseCase journal) {
        this.journal = journal;
    }

    void register(AdminTable table) {
        table.add(HandlerType.GET, "/vendors/{slug}/journal", this::journal)
                .add(HandlerType.GET, "/vendors/{slug}/notifications", this::notifications);
    }

    /** The body stays the bare array it always was; where the next page starts travels in {@code Link} (RFC 8288). */
    private void journal(Context ctx) {
        String slug = PathValue.of(ctx, "slug");
        JournalQuery query = new JournalQuery(
                AdminQuery.oneOf(ctx, "source", wire -> wire(Source.values(), Source::wire, wire), "api, feed"),
                AdminQuery.oneOf(ctx, "status", wire -> wire(RequestStatus.values(), RequestStatus::wire, wire),
                        "succeeded, failed"),
                AdminQuery.text(ctx, "before").map(JournalAdmin::requestId), AdminQuery.integer(ctx, "limit"));
        AdminResult<JournalPage> page = journal.journal(slug, query);
        if (page instanceof AdminResult.Ok<JournalPage> ok) {
            ok.value().older().flatMap(JournalPlace::requestId)
                    .ifPresent(last -> ctx.header("Link", JournalLink.next(slug, query, last)));
        }
        AdminReply.send(ctx, page, 200, found -> FeedJson.journal(found.entries()));
    }

    private void notifications(Context ctx) {
        AdminReply.send(ctx, journal.notifications(PathValue.of(ctx, "slug")), 200, FeedJson::notifications);
    }

    private static String requestId(String text) {
        return RequestIdText.parse(text).orElseThrow(() -> new InvalidRequest("/before",
                "before must be the request_id of a journal entry (a UUID)."));
    }

    private static <T> Optional<T> wire(T[] values, Function<T, String> wire, String sent) {
        return Arrays.stream(values).filter(value -> wire.apply(value).equals(sent)).findFirst();
    }
}
