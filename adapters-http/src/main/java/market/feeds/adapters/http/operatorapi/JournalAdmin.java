package market.feeds.adapters.http.operatorapi;

import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import java.util.Optional;
import market.feeds.application.model.Source;
import market.feeds.application.port.in.admin.ReadJournalUseCase;

/** The vendor's request journal (newest first) and its notifications. */
final class JournalAdmin {

    private final ReadJournalUseCase journal;

    JournalAdmin(ReadJournalUseCase journal) {
        this.journal = journal;
    }

    void register(AdminTable table) {
        table.add(HandlerType.GET, "/vendors/{slug}/journal", this::journal)
                .add(HandlerType.GET, "/vendors/{slug}/notifications", this::notifications);
    }

    private void journal(Context ctx) {
        Optional<Source> source = AdminQuery.oneOf(ctx, "source", JournalAdmin::source, "api, feed");
        AdminReply.send(ctx, journal.journal(PathValue.of(ctx, "slug"), source, AdminQuery.integer(ctx, "limit")), 200,
                FeedJson::journal);
    }

    private void notifications(Context ctx) {
        AdminReply.send(ctx, journal.notifications(PathValue.of(ctx, "slug")), 200, FeedJson::notifications);
    }

    private static Optional<Source> source(String wire) {
        for (Source source : Source.values()) {
            if (source.wire().equals(wire)) {
                return Optional.of(source);
            }
        }
        return Optional.empty();
    }
}
