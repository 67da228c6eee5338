package market.feeds.application.port.in.admin;

import java.util.List;
import market.feeds.application.model.JournalEntry;
import market.feeds.domain.Rejection;

/** Operator console: one journaled request or feed run with a page of its stored rejections. */
public interface PageRunRejectionsUseCase {

    int MAX_LIMIT = 500;

    AdminResult<RunRejections> page(String vendorSlug, String requestId, int offset, int limit);

    record RunRejections(JournalEntry entry, List<Rejection> rejected, int offset, int limit) {
        public RunRejections {
            rejected = List.copyOf(rejected);
        }
    }
}
