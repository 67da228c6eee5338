package market.feeds.application.service;

import java.util.Optional;
import market.feeds.application.model.Caller;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.port.in.PageRejectionsUseCase;
import market.feeds.application.port.out.RejectionLog;
import market.feeds.application.port.out.RequestJournal;

/** One page of a request's stored rejections; another vendor's request is not found. */
public final class PageRejectionsService implements PageRejectionsUseCase {

    private final RequestJournal journal;
    private final RejectionLog rejections;

    public PageRejectionsService(RequestJournal journal, RejectionLog rejections) {
        this.journal = journal;
        this.rejections = rejections;
    }

    @Override
    public Outcome page(Caller caller, String requestId, Optional<Integer> offset, Optional<Integer> limit) {
        int from = offset.orElse(0);
        int size = limit.orElse(DEFAULT_LIMIT);
        if (from < 0) {
            return new Outcome.InvalidRequest("offset must be 0 or more");
        }
        if (size < 1 || size > MAX_LIMIT) {
            return new Outcome.InvalidRequest("limit must be 1 to " + MAX_LIMIT);
        }
        Optional<JournalEntry> entry = journal.find(caller.vendor().id(), requestId);
        if (entry.isEmpty()) {
            return new Outcome.NotFound();
        }
        return new Outcome.Page(requestId, entry.get().rejectedTotal(), from, size, rejections.page(requestId, from, size));
    }
}
